import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/http';
import { passenger } from './passenger-fixture';
import { paxInfoFromSnapshot } from './history-view';
import { changeOf, emptyFormValues, formValuesOf, saveErrorsOf, validatePassenger } from './passenger-form';
import { i18n } from '../../../lib/i18n';
import { levelsInUse, partySummary, paxRows, typeLabel } from './pax-rows';

// The tab's rules apart from the screen: prices beside each name, the form checked by the schema
// the server uses, a refused save read as the original client reads it (§1.5), a past version.

const prices = [
  {
    type: 'seller' as const,
    selected: true,
    prices: [
      {
        level: 1,
        services: [1],
        pax_prices: [
          { pax_id: 1, total_price: 347 },
          { pax_id: 2, total_price: 485 },
        ],
      },
      { level: 2, services: [], pax_prices: [{ pax_id: 1, total_price: 0 }] },
      { level: 3, services: [2], pax_prices: [{ pax_id: 1, total_price: 997 }] },
    ],
  },
];

describe('passenger rows', () => {
  it('put each passenger’s price per level in use beside their name', () => {
    expect(levelsInUse(prices)).toEqual([1, 3]);
    expect(paxRows([passenger(1), passenger(2)], prices).map((r) => [r.position, r.prices])).toEqual([
      [1, { 1: 347, 2: 0, 3: 997 }],
      [2, { 1: 485 }],
    ]);
    expect(paxRows([passenger(1)], undefined)[0]!.prices).toEqual({});
  });

  it("name the party and each type with the age at travel, in the reader's language", async () => {
    await i18n.loadLanguages(['es', 'pt-BR']);
    await i18n.loadNamespaces('workspace');
    const party = [passenger(1), passenger(2), passenger(3, { type: 'child' }), passenger(4, { type: 'infant' })];
    const cases = [
      ['en', '2 adults · 1 child · 1 infant', 'Child, 9', 'Adult'],
      ['es', '2 adultos · 1 niño · 1 infante', 'Niño, 9', 'Adulto'],
      ['pt-BR', '2 adultos · 1 criança · 1 bebê', 'Criança, 9', 'Adulto'],
    ] as const;
    for (const [language, summary, child, adult] of cases) {
      const t = i18n.getFixedT(language, 'workspace');
      expect(partySummary(party, t)).toBe(summary);
      expect(typeLabel(passenger(1, { type: 'child', age: 9 }), t)).toBe(child);
      expect(typeLabel(passenger(1), t)).toBe(adult);
    }
  });
});

describe('the pax form', () => {
  it('is checked by the schema the server applies, each message on its field', () => {
    expect(validatePassenger({ ...emptyFormValues(), email: 'ana@', passport_number: 'A1' })).toEqual({
      first_name: 'The first name is required.',
      email: 'This is not a valid e-mail address.',
      passport_number: 'A passport number has 5 to 20 letters and digits.',
    });
    expect(validatePassenger({ ...emptyFormValues(), first_name: 'Ana', room: '1' })).toEqual({});
  });

  it('sends empty inputs as no value, the room as its index, and never the hidden personal fields', () => {
    const values = formValuesOf(passenger(1, { room: 0, passport_number: 'PE123456' }));
    expect(changeOf({ ...values, email: '', room: '1', age: 7 })).toMatchObject({
      email: null,
      room: 1,
      age: 7,
      passport_number: 'PE123456',
    });
    const hidden = changeOf(values, ['birthdate', 'passport_number', 'passport_expiration', 'medical_notes']);
    expect(Object.keys(hidden)).not.toContain('passport_number');
    expect(Object.keys(hidden)).not.toContain('medical_notes');
  });

  it('reads a refused save: errors per passenger sent, and its message', () => {
    const error = new HttpError(422, 'Ups!', {
      errors: [{ index: 0, errors: { email: 'This is not a valid e-mail address.' } }],
      message: 'Ana 1: This is not a valid e-mail address. Nothing was saved.',
      code: 'UNPROCESSABLE',
    });
    expect(saveErrorsOf(error)).toEqual({
      perPassenger: [{ email: 'This is not a valid e-mail address.' }],
      message: 'Ana 1: This is not a valid e-mail address. Nothing was saved.',
    });
    expect(saveErrorsOf(new HttpError(409, 'stale', { errors: { data: 'stale' } }))).toBeNull();
  });
});

describe('a past version', () => {
  it('shows its passengers in its own rooms, with the same checks and its stored prices', () => {
    const { info, prices: stored } = paxInfoFromSnapshot({
      start_date: '2026-07-01',
      end_date: '2026-07-10',
      room_preferable_dist: [{ id_room_type: 1, qty: 1 }],
      passengers: [passenger(1, { room: 0 }), passenger(2, { room: 0 })],
      prices,
    });
    expect(info.rooming.rooms.map((r) => r.passengers)).toEqual([[1, 2]]);
    expect(info.warnings.map((w) => w.code)).toEqual(['room_over_capacity', 'document_missing']);
    expect(stored).toBe(prices);
  });
});
