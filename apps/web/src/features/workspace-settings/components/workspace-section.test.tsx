import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { LANGUAGES, type Language } from '@itinera/domain/i18n';
import { readAuth } from '../../../lib/auth-storage';
import { i18n } from '../../../lib/i18n';
import { cleanUpAfterLanguageTests, showScreen } from '../../../lib/language-screen.fixture';
import { expectFullyTranslated } from '../../../lib/translation-check.fixture';
import { WorkspaceSection } from './workspace-section';

// Issue 45, docs/decisions/issues.md: Configuration › Workspace sets the workspace's default language; it reads in each
// language, saves through PUT /tenant/settings/language and keeps the answer with the signed-in user
// (what sign-in hands back), so an admin who chose no language follows it at once.

cleanUpAfterLanguageTests();
afterEach(() => localStorage.clear());

function show(setting: { default_language: string | null; can_edit: boolean }) {
  const writes: unknown[] = [];
  showScreen(<WorkspaceSection />, {
    answer: (_path, _url, init) => {
      if (init?.method !== 'PUT') return { data: setting };
      const body = JSON.parse(String(init.body)) as { default_language: string | null };
      writes.push(body);
      return { data: { ...body, can_edit: true } };
    },
  });
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
    // The toast speaks the language the screen now speaks: the one just saved.
    expect(await screen.findByText('O idioma padrão foi salvo.')).toBeTruthy();
    expect(screen.queryByText('The default language was saved.')).toBeNull();
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
