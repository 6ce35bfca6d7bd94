import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ROLES } from '@itinera/domain';
import { clearAuth, writeAuth } from '../../../lib/auth-storage';
import { UsersSection } from './users-section';

// A refused list is not an empty one (decisions 0039, 0040 and 0041): a 403 says so, and is not retried.

afterEach(() => {
  cleanup();
  clearAuth();
  vi.unstubAllGlobals();
});

function renderSection(status: number, body: unknown) {
  const fetch = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  writeAuth({
    token: 't',
    user: {
      id: 1,
      name: 'Tania Agent',
      email: 't@x',
      photo: null,
      external_code: null,
      roles: { data: [{ id: ROLES.TRAVEL_AGENT, name: 'travel_agent' }] },
    },
    permissions: [],
    user_type: { name: 'pro' },
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <UsersSection />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return fetch;
}

describe('the users section', () => {
  it('says "You don\'t have access" on a 403, not "No users yet", and asks once', async () => {
    const message = 'You do not have permission to do this.';
    const fetch = renderSection(403, { errors: { data: message }, message, code: 'FORBIDDEN' });
    expect(await screen.findByText("You don't have access", {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('No users yet')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  }, 30_000);

  it('still says "No users yet" when the list is really empty', async () => {
    renderSection(200, { data: [], meta: { total: 0, per_page: 15, current_page: 1, last_page: 1 } });
    expect(await screen.findByText('No users yet', {}, { timeout: 10_000 })).toBeTruthy();
  }, 30_000);
});
