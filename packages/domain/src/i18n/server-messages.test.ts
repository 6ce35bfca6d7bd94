import { describe, expect, it } from 'vitest';
import { PRICES_LOCKED_MESSAGE } from '../statuses/price-lock';
import { SERVICE_STATUS_LOCKED_MESSAGE } from '../statuses/service-status-lock';
import { NEGATIVE_PAX_PRICE_MESSAGE } from '../pricing/level-warnings';
import { levelWithoutHotelMessage, MESSAGES, noExchangeRateMessage, paxWithoutRoomMessage } from '../pricing/messages';
import { noRateMessage } from '../pricing/rate-selection';
import { EMERGENCY_PHONE_ADMIN_ONLY_MESSAGE } from '../booking/booking';
import { NIGHTS_ONLY_FOR_PACKAGES, PACKAGE_NIGHTS_MESSAGE } from '../catalogue/package-nights';
import { DAY_NOT_NUMBER_MESSAGE, DAY_ZERO_MESSAGE } from '../days/day-input';
import {
  MARKUP_STAFF_ONLY_MESSAGE,
  SUPPLY_STAFF_ONLY_MESSAGE,
  VOUCHERS_SEND_STAFF_ONLY_MESSAGE,
} from '../permissions/supply-and-markup';
import { ROLES } from '../permissions/role-ids';
import { sendChangesRefusal } from '../quotes/send-changes';
import { QUOTE_STATUS, REOPEN_REASON_MESSAGE } from '../statuses/quote-status-machine';
import { serverMessage, translateServerSentence } from './server-messages';

// Decision 0092: the API's sentences come from the catalogue's `server` namespace; English is the source.
describe('the API sentences', () => {
  it('fills values, and names a quote status with the badge word of the language', () => {
    const params = { status: 'Confirmed', statusId: 2 };
    expect(serverMessage('en', 'quoteNotEditable', params)).toBe(
      'This quote cannot be edited while it is Confirmed. Move it back to In Preparation first.',
    );
    expect(serverMessage('es-PE', 'quoteNotEditable', params)).toContain('mientras está confirmada.');
    expect(serverMessage('pt', 'quoteNotEditable', params)).toContain('enquanto está confirmada.');
  });

  it('finds a fixed sentence by its English words, and leaves text it does not know as given', () => {
    expect(translateServerSentence(PRICES_LOCKED_MESSAGE, 'en')).toBe(PRICES_LOCKED_MESSAGE);
    expect(translateServerSentence(PRICES_LOCKED_MESSAGE, 'es')).toMatch(/^Los precios están bloqueados/);
    expect(translateServerSentence('Something new.', 'pt-BR')).toBe('Something new.');
  });

  it('keeps the domain sentences the API throws word for word in its English catalogue', () => {
    expect(serverMessage('en', 'pricesLocked')).toBe(PRICES_LOCKED_MESSAGE);
    expect(serverMessage('en', 'serviceStatusLocked')).toBe(SERVICE_STATUS_LOCKED_MESSAGE);
  });

  it('knows every fixed pricing sentence and domain refusal by its English words, so they translate', () => {
    const fixed = [
      ...Object.values(MESSAGES),
      NEGATIVE_PAX_PRICE_MESSAGE,
      ...([1, 2, 3] as const).map(levelWithoutHotelMessage),
      // The domain's refusals the API throws as they are.
      EMERGENCY_PHONE_ADMIN_ONLY_MESSAGE,
      NIGHTS_ONLY_FOR_PACKAGES,
      PACKAGE_NIGHTS_MESSAGE,
      DAY_NOT_NUMBER_MESSAGE,
      DAY_ZERO_MESSAGE,
      MARKUP_STAFF_ONLY_MESSAGE,
      SUPPLY_STAFF_ONLY_MESSAGE,
      VOUCHERS_SEND_STAFF_ONLY_MESSAGE,
      REOPEN_REASON_MESSAGE,
    ];
    for (const english of fixed) {
      expect(translateServerSentence(english, 'en')).toBe(english);
      expect(translateServerSentence(english, 'es'), english).not.toBe(english);
      expect(translateServerSentence(english, 'pt-BR'), english).not.toBe(english);
    }
  });

  it("knows the fixed refusals of sending a sold trip's changes", () => {
    const refusals = [
      sendChangesRefusal({ roleIds: [ROLES.TRAVEL_AGENT], statusId: 1, version: 2, acceptedVersion: 1 }),
      sendChangesRefusal({ roleIds: [ROLES.ADMIN], statusId: 1, version: 2, acceptedVersion: null }),
      sendChangesRefusal({ roleIds: [ROLES.ADMIN], statusId: QUOTE_STATUS.CONFIRMED, version: 2, acceptedVersion: 1 }),
      sendChangesRefusal({ roleIds: [ROLES.ADMIN], statusId: QUOTE_STATUS.REJECTED, version: 2, acceptedVersion: 1 }),
    ];
    for (const refusal of refusals) {
      expect(refusal).not.toBeNull();
      expect(translateServerSentence(refusal!.message, 'es'), refusal!.message).not.toBe(refusal!.message);
    }
  });

  it('says the pricing sentences with values in the reader language, their values read from the English', () => {
    const cases = [
      [noRateMessage(4, '2026-05-02'), 'No hay tarifa para 4 pax el 2026-05-02', 'Sem tarifa para 4 pax em 2026-05-02'],
      [
        noExchangeRateMessage(2, 1, '2026-05-02'),
        'No hay tipo de cambio de la moneda 2 a la 1 el 2026-05-02',
        'Sem taxa de câmbio da moeda 2 para a 1 em 2026-05-02',
      ],
      [
        paxWithoutRoomMessage([3], 2, 3),
        'El pasajero 3 no tiene habitación: las habitaciones alojan a 2 de 3 pasajeros, así que no se cotiza hotel para este pasajero. Agrega una habitación en Información básica.',
        'O passageiro 3 não tem quarto: os quartos acomodam 2 de 3 passageiros, então nenhum hotel é cotado para este passageiro. Adicione um quarto em Informações básicas.',
      ],
      [
        paxWithoutRoomMessage([3, 4, 5], 2, 5),
        'Los pasajeros 3, 4 y 5 no tienen habitación: las habitaciones alojan a 2 de 5 pasajeros, así que no se cotiza hotel para ellos. Agrega una habitación en Información básica.',
        'Os passageiros 3, 4 e 5 não têm quarto: os quartos acomodam 2 de 5 passageiros, então nenhum hotel é cotado para eles. Adicione um quarto em Informações básicas.',
      ],
    ];
    for (const [english, es, pt] of cases) {
      expect(translateServerSentence(english!, 'en')).toBe(english);
      expect(translateServerSentence(english!, 'es')).toBe(es);
      expect(translateServerSentence(english!, 'pt-BR')).toBe(pt);
    }
  });

  it('keeps the domain wording of those sentences word for word in the English catalogue', () => {
    expect(serverMessage('en', 'noRate', { pax: 4, date: '2026-05-02' })).toBe(noRateMessage(4, '2026-05-02'));
    expect(serverMessage('en', 'noExchangeRate', { from: 2, to: 1, date: '2026-05-02' })).toBe(
      noExchangeRateMessage(2, 1, '2026-05-02'),
    );
    expect(serverMessage('en', 'paxWithoutRoomOne', { who: 3, beds: 2, numPax: 3 })).toBe(
      paxWithoutRoomMessage([3], 2, 3),
    );
    expect(serverMessage('en', 'paxWithoutRoomMany', { who: '3, 4', last: 5, beds: 2, numPax: 5 })).toBe(
      paxWithoutRoomMessage([3, 4, 5], 2, 5),
    );
  });
});
