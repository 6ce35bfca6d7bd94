import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { LANGUAGES, type Language } from '@itinera/domain/i18n';
import { i18n } from '../../../lib/i18n';
import { expectFullyTranslated } from '../../../lib/translation-check.fixture';
import { LoginPage } from './login-page';

// Issue 45, docs/decisions/issues.md: the sign-in screen (what `?lang=` shows first) in each language, its checks included.

afterEach(cleanup);
afterAll(() => i18n.changeLanguage('en'));

const EXPECTED: Record<Language, { button: string; check: string; headline: string }> = {
  en: { button: 'Sign in', check: 'Enter a valid e-mail address', headline: 'Log in and start the adventure' },
  es: {
    button: 'Iniciar sesión',
    check: 'Escriba un correo electrónico válido',
    headline: 'Inicie sesión y empiece la aventura',
  },
  'pt-BR': { button: 'Entrar', check: 'Digite um e-mail válido', headline: 'Entre e comece a aventura' },
};

describe('the sign-in screen in each language', () => {
  for (const language of LANGUAGES) {
    it(`reads in ${language}, its checks and the carousel included, with no key and no English left`, async () => {
      await act(() => i18n.changeLanguage(language));
      render(
        <MantineProvider>
          <QueryClientProvider client={new QueryClient()}>
            <MemoryRouter>
              <LoginPage />
            </MemoryRouter>
          </QueryClientProvider>
        </MantineProvider>,
      );
      expect(screen.getByText(EXPECTED[language].headline)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: EXPECTED[language].button }));
      expect(await screen.findByText(EXPECTED[language].check)).toBeTruthy();
      expectFullyTranslated(language);
    });
  }
});
