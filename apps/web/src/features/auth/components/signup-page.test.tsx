import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { SignupPage } from './signup-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Fills the sign-up form; returns the bodies the page sent. */
function signUp(confirmation: string) {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    return Response.json(
      { data: { user: {}, tenant: { name: 'Inka Routes', domain: 'x', url: window.location.origin } } },
      { status: 201 },
    );
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <SignupPage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type(/^Your name/, 'Lucía Quispe');
  type(/^Company/, 'Inka Routes');
  type(/^E-mail/, 'lucia@inkaroutes.pe');
  type(/^Password/, 'machu-picchu-1911');
  type(/^Confirm password/, confirmation);
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
  return bodies;
}

describe('the sign-up form', () => {
  it('keeps its confirmation field on screen and stops a mismatch before any call', async () => {
    const bodies = signUp('machu-picchu-1912');
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('sends the spec body: the password as its own confirmation, role 1', async () => {
    const bodies = signUp('machu-picchu-1911');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      password: 'machu-picchu-1911',
      password_confirmation: 'machu-picchu-1911',
      role: 1,
    });
  });

  it('gives the name and company fields the shared limit of 100 characters', () => {
    signUp('x');
    expect(screen.getByLabelText(/^Your name/).getAttribute('maxlength')).toBe('100');
    expect(screen.getByLabelText(/^Company/).getAttribute('maxlength')).toBe('100');
  });
});
