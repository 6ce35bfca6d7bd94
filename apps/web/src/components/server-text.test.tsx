import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { MESSAGES, QUOTE_STATUS } from '@itinera/domain';
import { LANGUAGES, type Language } from '@itinera/domain/i18n';
import { i18n } from '../lib/i18n';
import { cleanUpAfterLanguageTests, showScreen } from '../lib/language-screen.fixture';
import { useServerText } from './server-text';

// Issue 45, docs/decisions/issues.md: the sentences the screens take from the domain (the editors' price lock, the frame's
// "Prices locked" tooltip, a level's warnings) are said from the `server` namespace, the one home
// the API reads too — the web keeps no copy of its own.

cleanUpAfterLanguageTests();

function Sentences() {
  const { say, pricesLocked } = useServerText();
  return (
    <ul>
      <li>{pricesLocked(QUOTE_STATUS.SENT)}</li>
      <li>{pricesLocked(QUOTE_STATUS.CONFIRMED)}</li>
      <li>{say(MESSAGES.UPSALES_NOT_ADDED)}</li>
      <li>{say(MESSAGES.LOCATION_DIFFERS)}</li>
      <li>{say('A sentence the catalogue does not have')}</li>
    </ul>
  );
}

const EXPECTED: Record<Language, string[]> = {
  en: [
    'Prices are locked while the quote is Sent or Under Review: move it back to In Preparation to change prices, services, passengers or rooms.',
    'Prices are locked: the quote is Confirmed and its prices are the ones the client accepted.',
    'Upsales has not been added!',
    'This service is in another place than the services before and after it',
  ],
  es: [
    'Los precios están bloqueados mientras la cotización está Enviada o En revisión: vuelve a ponerla En preparación para cambiar precios, servicios, pasajeros o habitaciones.',
    'Los precios están bloqueados: la cotización está Confirmada y sus precios son los que aceptó el cliente.',
    '¡No se ha agregado el Upsales!',
    'Este servicio está en otro lugar que los servicios anterior y siguiente',
  ],
  'pt-BR': [
    'Os preços estão bloqueados: a cotação está Confirmada e os preços são os que o cliente aceitou.',
    'O Upsales não foi adicionado!',
    'Este serviço fica em outro lugar que os serviços antes e depois dele',
  ],
};

describe('the domain sentences a screen shows', () => {
  for (const language of LANGUAGES) {
    it(`are said from the server namespace in ${language}; an unknown one stays as written`, async () => {
      await act(() => i18n.changeLanguage(language));
      showScreen(<Sentences />);
      const items = () => screen.getAllByRole('listitem').map((li) => li.textContent);
      await waitFor(() => expect(items()).toEqual(expect.arrayContaining(EXPECTED[language])));
      expect(items()[0]).toBe(i18n.t('server:pricesLocked'));
      expect(items()[4]).toBe('A sentence the catalogue does not have');
    });
  }
});
