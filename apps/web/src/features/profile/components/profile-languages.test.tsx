import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { LANGUAGES, type Language } from '@itinera/domain/i18n';
import { clearAuth, writeAuth } from '../../../lib/auth-storage';
import { i18n } from '../../../lib/i18n';
import { expectFullyTranslated } from '../../../lib/translation-check.fixture';
import { ProfilePage } from './profile-page';

// Mantine's autosize Textarea (the feedback card) listens to document.fonts, which happy-dom lacks.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });

// Issue 45, docs/decisions/issues.md: the Profile screen, where the language is chosen, reads wholly in each language,
// its form checks included.

afterEach(() => {
  cleanup();
  clearAuth();
  vi.unstubAllGlobals();
});
afterAll(() => i18n.changeLanguage('en'));

const EXPECTED: Record<Language, { title: string; mismatch: string }> = {
  en: { title: 'Personal details', mismatch: 'The passwords do not match' },
  es: { title: 'Datos personales', mismatch: 'Las contraseñas no coinciden' },
  'pt-BR': { title: 'Dados pessoais', mismatch: 'As senhas não coincidem' },
};

describe('the Profile screen in each language', () => {
  for (const language of LANGUAGES) {
    it(`reads in ${language}, its password check included, with no key and no English left`, async () => {
      writeAuth({
        token: 't',
        user: { id: 1, name: 'Ana Admin', email: 'a@x', photo: null, external_code: null, roles: { data: [] } },
        permissions: [],
        user_type: { name: 'pro' },
      });
      // GET /tenant/user fails: the stored user paints the screen.
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response('{}', { status: 500 })),
      );
      await act(() => i18n.changeLanguage(language));
      render(
        <MantineProvider>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <MemoryRouter>
              <ProfilePage />
            </MemoryRouter>
          </QueryClientProvider>
        </MantineProvider>,
      );
      expect(await screen.findByText(EXPECTED[language].title, {}, { timeout: 10_000 })).toBeTruthy();
      const [, newPassword, confirm] = document.querySelectorAll('input[type="password"]');
      fireEvent.change(newPassword!, { target: { value: 'longenough1' } });
      fireEvent.change(confirm!, { target: { value: 'different12' } });
      fireEvent.submit(confirm!.closest('form')!);
      expect(await screen.findByText(EXPECTED[language].mismatch)).toBeTruthy();
      expectFullyTranslated(language);
    }, 30_000);
  }
});
