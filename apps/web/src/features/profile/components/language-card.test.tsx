import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { clearAuth, readAuth, writeAuth } from '../../../lib/auth-storage';
import { i18n } from '../../../lib/i18n';
import { LanguageCard } from './language-card';

// Issue 45, docs/decisions/issues.md: the Profile choice is saved on the user (POST /tenant/user/profile {language}), so it
// follows them to any browser, and applies here at once.

afterEach(async () => {
  cleanup();
  clearAuth();
  localStorage.clear();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the language card', () => {
  it('saves the choice on the user and keeps it in the stored auth data', async () => {
    writeAuth({
      token: 't',
      user: { id: 1, name: 'Ana', email: 'a@x', photo: null, external_code: null, roles: { data: [] } },
      permissions: [],
      user_type: { name: 'pro' },
    });
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : null });
        const user = { id: 1, name: 'Ana', email: 'a@x', photo: null, language: 'es', role: { id: 1, name: 'admin' } };
        return new Response(JSON.stringify({ data: user }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <LanguageCard />
        </QueryClientProvider>
      </MantineProvider>,
    );
    fireEvent.click(await screen.findByText('Español'));
    await vi.waitFor(() => expect(i18n.language).toBe('es'));
    await vi.waitFor(() => expect(readAuth()?.user).toMatchObject({ language: 'es' }));
    const save = calls.find((c) => c.url.includes('/tenant/user/profile'));
    expect(save?.body).toEqual({ language: 'es' });
  });
});
