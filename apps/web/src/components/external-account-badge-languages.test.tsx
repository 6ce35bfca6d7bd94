import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { LANGUAGES, type Language } from '@itinera/domain/i18n';
import { i18n } from '../lib/i18n';
import { cleanUpAfterLanguageTests, showScreen } from '../lib/language-screen.fixture';
import { expectFullyTranslated } from '../lib/translation-check.fixture';
import { ExternalAccountBadge } from './external-account-badge';
import { Logo } from './logo';

// Issue 45, docs/decisions/issues.md: the owner's external account badge (list row, quote header) names itself in each
// language; the product's name beside it stays Itinera.

cleanUpAfterLanguageTests();

const LABEL: Record<Language, string> = {
  en: 'External account AG-7',
  es: 'Cuenta externa AG-7',
  'pt-BR': 'Conta externa AG-7',
};

describe('the external account badge in each language', () => {
  for (const language of LANGUAGES) {
    it(`is named in ${language}`, async () => {
      await act(() => i18n.changeLanguage(language));
      showScreen(
        <>
          <Logo />
          <ExternalAccountBadge code="AG-7" />
        </>,
      );
      expect(screen.getByLabelText(LABEL[language]).textContent).toBe('AG-7');
      expect(screen.getByText('Itinera')).toBeTruthy();
      expectFullyTranslated(language);
    });
  }
});
