import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { LANGUAGES, type Language } from '@itinera/domain/i18n';
import { i18n } from '../../../lib/i18n';
import { cleanUpAfterLanguageTests, expectWords, showScreen } from '../../../lib/language-screen.fixture';
import { expectFullyTranslated } from '../../../lib/translation-check.fixture';
import { ResetPasswordPage } from './reset-password-page';
import { SendResetPasswordPage } from './send-reset-password-page';
import { SignupPage } from './signup-page';

// Issue 45, docs/decisions/issues.md: the sign-up and password screens in each language — their checks, the broken reset link
// and the "check your inbox" answer included — with no key and no English left.

cleanUpAfterLanguageTests();

const WORDS: Record<
  Language,
  { create: string; signup: string[]; save: string; reset: string[]; send: string; sent: string[] }
> = {
  en: {
    create: 'Create account',
    signup: ['Create your workspace', 'Enter your company name', 'The password needs at least 8 characters'],
    save: 'Save new password',
    reset: ['This reset link does not work', 'The address is incomplete', 'Send me a new link'],
    send: 'Send reset link',
    sent: ['Check your inbox', 'check your spam folder too', 'Back to sign in'],
  },
  es: {
    create: 'Crear cuenta',
    signup: ['Cree su espacio de trabajo', 'Escriba el nombre de su empresa', 'al menos 8 caracteres'],
    save: 'Guardar nueva contraseña',
    reset: ['Este enlace de restablecimiento no funciona', 'La dirección está incompleta', 'Envíenme un nuevo enlace'],
    send: 'Enviar enlace de restablecimiento',
    sent: ['Revise su bandeja de entrada', 'correo no deseado', 'Volver a iniciar sesión'],
  },
  'pt-BR': {
    create: 'Criar conta',
    signup: ['Crie seu espaço de trabalho', 'Digite o nome da sua empresa', 'pelo menos 8 caracteres'],
    save: 'Salvar nova senha',
    reset: ['Este link de redefinição não funciona', 'O endereço está incompleto', 'Enviar um novo link'],
    send: 'Enviar link de redefinição',
    sent: ['Confira sua caixa de entrada', 'pasta de spam', 'Voltar para o login'],
  },
};

describe('the sign-up and password screens in each language', () => {
  for (const language of LANGUAGES) {
    const words = WORDS[language];

    it(`signs up in ${language}, its checks included`, async () => {
      await act(() => i18n.changeLanguage(language));
      showScreen(<SignupPage />, { at: '/signup' });
      fireEvent.click(screen.getByRole('button', { name: words.create }));
      expect(await screen.findByText(words.signup[1])).toBeTruthy();
      expectWords(words.signup);
      expectFullyTranslated(language);
    });

    it(`says in ${language} that an incomplete reset link does not work`, async () => {
      await act(() => i18n.changeLanguage(language));
      showScreen(<ResetPasswordPage />, { at: '/reset-password' });
      expect((screen.getByRole('button', { name: words.save }) as HTMLButtonElement).disabled).toBe(true);
      expectWords(words.reset);
      expectFullyTranslated(language);
    });

    it(`asks for a reset link in ${language} and says to check the inbox`, async () => {
      await act(() => i18n.changeLanguage(language));
      showScreen(<SendResetPasswordPage />, { at: '/send-reset-password' });
      fireEvent.click(screen.getByRole('button', { name: words.send }));
      expectFullyTranslated(language);
      fireEvent.change(screen.getByRole('textbox'), { target: { value: 'ana@itinera.demo' } });
      fireEvent.click(screen.getByRole('button', { name: words.send }));
      expect(await screen.findByText(words.sent[0])).toBeTruthy();
      expectWords(words.sent);
      expectFullyTranslated(language);
    });
  }
});
