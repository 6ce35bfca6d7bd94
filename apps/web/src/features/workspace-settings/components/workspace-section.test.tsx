import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications, cleanNotifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LANGUAGES, type Language } from '@itinera/domain/i18n';
import { clearAuth, readAuth } from '../../../lib/auth-storage';
import { i18n } from '../../../lib/i18n';
import { signInAdmin } from '../../../lib/sign-in-admin.fixture';
import { expectFullyTranslated } from '../../../lib/translation-check.fixture';
import { WorkspaceSection } from './workspace-section';

// Issue 45: Configuration › Workspace sets the workspace's default language; it reads in each
// language, saves through PUT /tenant/settings/language and keeps the answer with the signed-in user
// (what sign-in hands back), so an admin who chose no language follows it at once.

afterEach(() => {
  act(() => cleanNotifications());
  cleanup();
  clearAuth();
  localStorage.clear();
  vi.unstubAllGlobals();
});
afterAll(() => i18n.changeLanguage('en'));

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function show(setting: { default_language: string | null; can_edit: boolean }) {
  signInAdmin();
  const writes: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { default_language: string | null };
        writes.push(body);
        return json({ data: { ...body, can_edit: true } });
      }
      return json({ data: setting });
    }),
  );
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <WorkspaceSection />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return writes;
}

const WORDS: Record<Language, string[]> = {
  en: ['Default language', 'Workspace language'],
  es: ['Idioma predeterminado', 'Idioma del espacio de trabajo'],
  'pt-BR': ['Idioma padrão', 'Idioma do espaço de trabalho'],
};
const NONE: Record<Language, string> = {
  en: "Each person's browser",
  es: 'El del navegador de cada persona',
  'pt-BR': 'O do navegador de cada pessoa',
};

describe('Configuration › Workspace', () => {
  for (const language of LANGUAGES) {
    it(`reads in ${language}`, async () => {
      await act(() => i18n.changeLanguage(language));
      show({ default_language: null, can_edit: true });
      await screen.findByText(WORDS[language][0]!, {}, { timeout: 10_000 });
      const text = document.body.textContent ?? '';
      for (const w of WORDS[language]) expect(text).toContain(w);
      expect((screen.getByLabelText(WORDS[language][1]!, { selector: 'input' }) as HTMLInputElement).value).toBe(
        NONE[language],
      );
      expectFullyTranslated(language);
    }, 30_000);
  }

  it('saves the chosen language, and the signed-in admin (no language of their own) switches to it', async () => {
    await act(() => i18n.changeLanguage('en'));
    const writes = show({ default_language: null, can_edit: true });
    fireEvent.click(await screen.findByLabelText('Workspace language', { selector: 'input' }, { timeout: 10_000 }));
    fireEvent.click(await screen.findByRole('option', { name: 'Português (Brasil)', hidden: true }));
    await waitFor(() => expect(writes).toEqual([{ default_language: 'pt-BR' }]));
    await waitFor(() => expect(readAuth()?.user.tenant_language).toBe('pt-BR'));
    await waitFor(() => expect(i18n.language).toBe('pt-BR'));
    // The toast speaks the language the admin saved in.
    expect(await screen.findByText('The default language was saved.')).toBeTruthy();
  }, 30_000);

  it('is read-only for whoever may not change it', async () => {
    await act(() => i18n.changeLanguage('en'));
    show({ default_language: 'es', can_edit: false });
    const box = (await screen.findByLabelText(
      'Workspace language',
      { selector: 'input' },
      { timeout: 10_000 },
    )) as HTMLInputElement;
    expect(box.value).toBe('Español');
    expect(box.disabled).toBe(true);
    expect(screen.getByText('Only an administrator can change it.')).toBeTruthy();
  }, 30_000);
});
