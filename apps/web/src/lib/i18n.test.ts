import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, writeAuth } from './auth-storage';
import { chooseLanguage, i18n, initialLanguage } from './i18n';

// Issue 45, docs/decisions/issues.md: the interface language comes from `?lang=`, then the Profile choice, then the browser.

afterEach(async () => {
  clearAuth();
  localStorage.clear();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const browserSays = (...languages: string[]) =>
  vi.stubGlobal('navigator', { ...navigator, languages, language: languages[0] });

describe('initialLanguage', () => {
  it('takes ?lang= first, then the Profile choice, then the browser, then English', async () => {
    browserSays('pt-BR', 'en');
    expect(initialLanguage('')).toBe('pt-BR');
    await chooseLanguage('es');
    expect(initialLanguage('')).toBe('es');
    expect(initialLanguage('?lang=en')).toBe('en');
    expect(initialLanguage('?lang=pt')).toBe('pt-BR');
    // A language we do not have is passed over, not shown as English when a later choice exists.
    expect(initialLanguage('?lang=fr')).toBe('es');
    localStorage.clear();
    browserSays('de-DE', 'fr');
    expect(initialLanguage('')).toBe('en');
  });

  it('a Profile choice applies at once and marks the page', async () => {
    await chooseLanguage('pt-BR');
    expect(i18n.language).toBe('pt-BR');
    expect(i18n.t('nav.quotes')).toBe('Cotações');
    expect(document.documentElement.lang).toBe('pt-BR');
  });
});

const signInAs = (language: string | null) =>
  writeAuth({
    token: 't',
    user: { id: 1, name: 'Ana', email: 'a@x', photo: null, external_code: null, language, roles: { data: [] } },
    permissions: [],
    user_type: { name: 'pro' },
  } as Parameters<typeof writeAuth>[0]);

describe('the signed-in user language (saved on the user by Profile)', () => {
  it("comes after ?lang= and before this browser's own choice and the browser", async () => {
    browserSays('en');
    await chooseLanguage('pt-BR');
    signInAs('es');
    expect(initialLanguage('')).toBe('es');
    expect(initialLanguage('?lang=en')).toBe('en');
    // A user with no language yet: this browser's choice, as before sign-in.
    signInAs(null);
    expect(initialLanguage('')).toBe('pt-BR');
  });

  it('applies at sign-in, without a reload', async () => {
    expect(i18n.language).toBe('en');
    signInAs('pt-BR');
    await vi.waitFor(() => expect(i18n.language).toBe('pt-BR'));
    expect(i18n.t('nav.quotes')).toBe('Cotações');
  });
});

const signInWithWorkspace = (language: string | null, tenantLanguage: string | null) =>
  writeAuth({
    token: 't',
    user: {
      id: 1,
      name: 'Ana',
      email: 'a@x',
      photo: null,
      external_code: null,
      language,
      tenant_language: tenantLanguage,
      roles: { data: [] },
    },
    permissions: [],
    user_type: { name: 'pro' },
  } as Parameters<typeof writeAuth>[0]);

describe("the workspace's default language (Configuration), for a user who chose none", () => {
  it("comes after ?lang=, the user's own language and this browser's choice, and before the browser", async () => {
    browserSays('en');
    signInWithWorkspace(null, 'es');
    expect(initialLanguage('')).toBe('es');
    expect(initialLanguage('?lang=pt-BR')).toBe('pt-BR');
    signInWithWorkspace('pt-BR', 'es');
    expect(initialLanguage('')).toBe('pt-BR');
    // A choice made in this browser (the sign-in screen's) is still a choice.
    await chooseLanguage('en');
    signInWithWorkspace(null, 'es');
    expect(initialLanguage('')).toBe('en');
  });

  it('applies at sign-in, without a reload', async () => {
    expect(i18n.language).toBe('en');
    signInWithWorkspace(null, 'es');
    await vi.waitFor(() => expect(i18n.language).toBe('es'));
    expect(i18n.t('nav.quotes')).toBe('Cotizaciones');
  });
});
