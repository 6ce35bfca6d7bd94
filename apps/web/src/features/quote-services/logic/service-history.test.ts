import { describe, expect, it } from 'vitest';
import { actionLabel, changeText, fieldLabel, valueText } from './service-history';

describe('a service history line', () => {
  it('names fields and actions as a person says them', () => {
    expect(fieldLabel('edit_price')).toBe('Price');
    expect(fieldLabel('pickup_point')).toBe('Pickup point');
    expect(fieldLabel(null)).toBe('');
    expect(actionLabel('moved')).toBe('Moved');
    expect(actionLabel('price_locked')).toBe('Price locked');
  });

  it('writes values short, and a hidden or empty one as a dash', () => {
    expect(valueText(null)).toBe('—');
    expect(valueText('')).toBe('—');
    expect(valueText(3)).toBe('3');
    expect(valueText([4, 5])).toBe('4, 5');
    expect(valueText([])).toBe('—');
    expect(valueText({ id_room_type: 2, qty: 1 })).toBe('{"id_room_type":2,"qty":1}');
    expect(valueText('x'.repeat(200))).toHaveLength(80);
  });

  it('reads a change as field: before → after, and an entry without a field as its action', () => {
    expect(changeText({ action: 'moved', field: 'day', from: '2', to: '3' })).toBe('Day: 2 → 3');
    expect(changeText({ action: 'updated', field: 'edit_cost_unit', from: null, to: null })).toBe('Unit cost: — → —');
    expect(changeText({ action: 'added', field: null, from: null, to: null })).toBe('Added');
  });

  it('names the catalogue services an addition, a replacement, a deletion or a copy is about', () => {
    expect(
      changeText({
        action: 'added',
        field: 'service_id',
        from: null,
        to: { service_id: 3, code: 'SVC00031', name: 'Private transfer', day: '1' },
      }),
    ).toBe('Added: SVC00031 Private transfer, day 1');
    expect(
      changeText({
        action: 'replaced',
        field: 'service_id',
        from: { code: 'SVC1', name: 'Hotel A' },
        to: { code: 'SVC2', name: 'Hotel B' },
      }),
    ).toBe('Replaced: SVC1 Hotel A → SVC2 Hotel B');
    expect(
      changeText({ action: 'duplicated', field: 'service_id', from: 12, to: { code: 'SVC3', name: 'Tour' } }),
    ).toBe('Duplicated: service #12 → SVC3 Tour');
    expect(changeText({ action: 'imported', field: 'service_id', from: null, to: { service_id: 4 } })).toBe(
      'Imported from the catalogue',
    );
  });
});
