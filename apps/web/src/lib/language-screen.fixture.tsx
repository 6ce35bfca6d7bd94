import { afterAll, afterEach, expect, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications, cleanNotifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { clearAuth } from './auth-storage';
import { i18n } from './i18n';
import { signInAdmin } from './sign-in-admin.fixture';

// Test support (decision 0091): the screens' language tests render a screen signed in as an admin, with
// the API answered by path, in the providers the app gives it — one set-up instead of a copy per test.

/** A JSON answer as the API gives it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** One page of a paged list. */
export const page = (data: unknown[]) => ({
  data,
  meta: { total: data.length, per_page: 25, current_page: 1, last_page: 1 },
});

/** What the stubbed API answers: a body (sent as JSON) or a Response; `undefined` answers an empty page. */
export type Answer = (path: string, url: string, init?: RequestInit) => unknown;

export interface ShowOptions {
  /** The API's answers by path (the query string is in `url`); every other call gets an empty page. */
  answer?: Answer;
  /** The address the screen opens at. */
  at?: string;
  /** The route pattern the screen is mounted on, when it reads its params (`/configuration/:section`). */
  route?: string;
}

/** Renders `node` signed in as an admin, the API stubbed by `answer`. */
export function showScreen(node: React.ReactNode, { answer = () => undefined, at = '/', route }: ShowOptions = {}) {
  signInAdmin();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = await answer(url.split('?')[0], url, init);
      return body instanceof Response ? body : json(body ?? page([]));
    }),
  );
  return render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[at]}>
          {route ? (
            <Routes>
              <Route path={route} element={node} />
              <Route path="*" element={node} />
            </Routes>
          ) : (
            node
          )}
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** The after-each clean-up of a language test, and English again once the file is done. */
export function cleanUpAfterLanguageTests() {
  afterEach(() => {
    act(() => cleanNotifications());
    cleanup();
    clearAuth();
    vi.unstubAllGlobals();
  });
  afterAll(() => i18n.changeLanguage('en'));
}

/** The page shows each of `words` somewhere. */
export function expectWords(words: string[]) {
  const text = document.body.textContent ?? '';
  for (const w of words) expect(text).toContain(w);
}
