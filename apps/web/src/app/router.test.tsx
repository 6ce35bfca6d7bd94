import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { clearAuth, writeAuth } from '../lib/auth-storage';
import { AppRoutes } from './router';

function open(url: string) {
  let at = '';
  function Where() {
    const location = useLocation();
    at = `${location.pathname}${location.search}`;
    return null;
  }
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[url]}>
          <AppRoutes />
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return () => at;
}

const signIn = () =>
  writeAuth({
    token: 't',
    user: {
      id: 1,
      name: 'Ana Admin',
      email: 'admin@itinera.demo',
      photo: null,
      external_code: null,
      roles: { data: [{ id: 1, name: 'admin' }] },
    },
    permissions: [],
    user_type: { name: 'pro' },
  });

afterEach(() => {
  cleanup();
  clearAuth();
  localStorage.clear();
});

describe('the routes', () => {
  it('sends an anonymous visit to sign-in with the target in ?redirect', async () => {
    const at = open('/quotes');
    await waitFor(() => expect(at()).toBe('/?redirect=%2Fquotes'));
  });

  it('moves a legacy path to /quote/… before asking to sign in', async () => {
    const at = open('/services?itinerary=4d1c9e2b-8a7f-4c3e-b5d6-1f2a3b4c5d04&foo=1');
    await waitFor(() =>
      expect(at()).toBe(
        `/?redirect=${encodeURIComponent('/quote/services?itinerary=4d1c9e2b-8a7f-4c3e-b5d6-1f2a3b4c5d04')}`,
      ),
    );
  });

  // Spec 01 §2 lists /404 among the protected routes (decision 0057).
  it('sends an anonymous visit to an unknown path, or to /404, to sign-in with the target in ?redirect', async () => {
    const unknown = open('/no/such/page?x=1');
    await waitFor(() => expect(unknown()).toBe(`/?redirect=${encodeURIComponent('/no/such/page?x=1')}`));
    cleanup();
    const notFound = open('/404');
    await waitFor(() => expect(notFound()).toBe('/?redirect=%2F404'));
  });

  it('shows a signed-in user the 404 page for an unknown path', async () => {
    signIn();
    const at = open('/no/such/page');
    await waitFor(() => expect(at()).toBe('/404'));
    expect(await screen.findByText('This page does not exist, or it moved.')).toBeTruthy();
  });

  it('lets a signed-in user into protected routes and through public ones', async () => {
    signIn();
    const quote = open('/pax-info?itinerary=9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c09');
    await waitFor(() => expect(quote()).toBe('/quote/pax-info?itinerary=9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c09'));
    cleanup();
    const signup = open('/signup');
    await new Promise((r) => setTimeout(r, 20));
    expect(signup()).toBe('/signup');
  });

  it('opens the first tab for /quote alone, keeping the query', async () => {
    signIn();
    const at = open('/history/quote?itinerary=3c2b1a09-8f7e-4d6c-a5b4-c3d2e1f0a903&version=2');
    await waitFor(() =>
      expect(at()).toBe('/history/quote/basic-info?itinerary=3c2b1a09-8f7e-4d6c-a5b4-c3d2e1f0a903&version=2'),
    );
  });
});
