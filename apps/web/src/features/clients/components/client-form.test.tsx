import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ClientForm } from './client-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const KEY = '0b6f4e2c-1a2b-4c3d-8e9f-0123456789ab';
const logo = `/tenant/assets/thumbnail/${KEY}`;
const wrap = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>
    <MantineProvider>{children}</MantineProvider>
  </QueryClientProvider>
);

describe('the client form', () => {
  it('shows the client logo from the library, offers the picker, and saves its removal as null', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ data: { id: 4, name: 'Logo Tours', configuration: null, logo: null } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const client = { id: 4, name: 'Logo Tours', configuration: { date_format: 'DD/MM/YYYY' as const }, logo };
    render(<ClientForm client={client} onClose={() => undefined} />, { wrapper: wrap });
    const img = screen.getByAltText('Logo of Logo Tours') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(`${logo}?size=400X160`);
    expect(screen.getByRole('button', { name: 'Change logo' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the logo' }));
    expect(screen.queryByAltText('Logo of Logo Tours')).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose logo' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ name: 'Logo Tours', configuration: { date_format: 'DD/MM/YYYY' }, logo: null });
  });
});
