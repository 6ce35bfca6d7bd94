import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { LANGUAGES, type Language } from '@itinera/domain/i18n';
import { i18n } from '../../../lib/i18n';
import { cleanUpAfterLanguageTests, expectWords, showScreen } from '../../../lib/language-screen.fixture';
import { expectFullyTranslated } from '../../../lib/translation-check.fixture';
import { ContactUsLink } from './contact-us-link';

// Issue 45, docs/decisions/issues.md: "Contact us" from the sign-in page in each language — the link, the form, its checks and
// the thank-you said when the server says none — with no key and no English left.

cleanUpAfterLanguageTests();

const WORDS: Record<Language, { open: string; send: string; form: string[]; thanks: string }> = {
  en: {
    open: 'Contact us',
    send: 'Send',
    form: ['write to us and we answer by e-mail', 'Message', 'Tell us a little more (5 characters at least)'],
    thanks: 'Thank you. We will get back to you soon.',
  },
  es: {
    open: 'Contáctenos',
    send: 'Enviar',
    form: ['escríbanos y le responderemos', 'Mensaje', 'Cuéntenos un poco más (al menos 5 caracteres)'],
    thanks: 'Gracias. Le responderemos pronto.',
  },
  'pt-BR': {
    open: 'Fale conosco',
    send: 'Enviar',
    form: ['escreva para nós e respondemos por e-mail', 'Mensagem', 'Conte um pouco mais (pelo menos 5 caracteres)'],
    thanks: 'Obrigado. Responderemos em breve.',
  },
};

describe('the contact form in each language', () => {
  for (const language of LANGUAGES) {
    const words = WORDS[language];
    it(`reads in ${language}, its checks and the thank-you included`, async () => {
      await act(() => i18n.changeLanguage(language));
      // A server that thanks in no words: the form says its own.
      showScreen(<ContactUsLink />, { answer: (path) => (path === '/tenant/contactus' ? { data: {} } : undefined) });
      fireEvent.click(screen.getByRole('button', { name: words.open }));
      const send = await screen.findByRole('button', { name: words.send });
      fireEvent.click(send);
      expectWords(words.form);
      expectFullyTranslated(language);

      const [name, email, , message] = screen.getAllByRole('textbox');
      fireEvent.change(name, { target: { value: 'Ana Admin' } });
      fireEvent.change(email, { target: { value: 'ana@itinera.demo' } });
      fireEvent.change(message, { target: { value: 'A family trip to Cusco in May.' } });
      fireEvent.click(send);
      expect((await screen.findByRole('status')).textContent).toBe(words.thanks);
      expectFullyTranslated(language);
    });
  }
});
