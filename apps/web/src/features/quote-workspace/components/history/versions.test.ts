import { describe, expect, it } from 'vitest';
import type { QuoteHistoryEntry } from '../../api/quote-history';
import { describeEntry, versionLines, versionSummary } from './versions';

const entry = (
  id: number,
  version: number,
  action: string,
  field: string | null,
  from: unknown,
  to: unknown,
  at = '2026-10-2' + id + 'T10:00:00.000Z',
): QuoteHistoryEntry => ({
  id,
  version,
  entity: 'itinerary',
  entity_id: null,
  action,
  field,
  from,
  to,
  user: { id: 2, name: 'Oscar Operator' },
  created_at: at,
  edition: { user: { name: 'Oscar Operator' }, date: at },
  updated_date: at,
});

describe('the versions menu', () => {
  it('says what each entry changed', () => {
    expect(describeEntry(entry(1, 1, 'created', 'code', null, 'I01-CEO1AG'))).toBe('Quote created');
    expect(describeEntry(entry(2, 2, 'updated', 'num_pax', 4, 5))).toBe('Passengers 4 → 5');
    expect(describeEntry(entry(3, 2, 'status', 'status_id', 1, 5))).toBe('Status In Preparation → Under Review');
    expect(describeEntry(entry(4, 3, 'restored', 'version', 3, 1))).toBe('Restored from version 1');
    expect(describeEntry(entry(5, 3, 'updated', 'location_ids', [1], [1, 2]))).toBe('Locations changed');
    expect(describeEntry(entry(6, 4, 'generated', 'description', '', 'A long text'))).toBe('Description generated');
  });

  it('lists every version newest first, with the changes, who and when of the loaded ones', () => {
    const lines = versionLines(
      [
        entry(4, 2, 'status', 'status_id', 5, 4),
        entry(3, 2, 'updated', 'num_pax', 4, 5),
        entry(1, 1, 'created', 'code', null, 'I01'),
      ],
      3,
    );
    expect(lines.map((l) => l.version)).toEqual([3, 2, 1]);
    expect(lines[0]).toEqual({ version: 3, changes: [], user: null, date: null });
    expect(lines[1]).toMatchObject({
      changes: ['Status Under Review → Sent', 'Passengers 4 → 5'],
      user: 'Oscar Operator',
      date: '2026-10-24T10:00:00.000Z',
    });
    expect(lines[2]!.changes).toEqual(['Quote created']);
  });

  it('leads a restored version with the version it came from', () => {
    const lines = versionLines([entry(6, 4, 'restored', 'num_pax', 3, 2), entry(5, 4, 'restored', 'version', 3, 1)], 4);
    expect(lines[0]!.changes).toEqual(['Restored from version 1', 'Passengers 3 → 2']);
  });

  it('says what a service, a day or the party changed (issue 39)', () => {
    const of = (entity: string, e: QuoteHistoryEntry) => describeEntry({ ...e, entity });
    expect(of('service', entry(7, 5, 'added', 'service_id', null, { code: 'SVC1', name: 'Casa Andina' }))).toBe(
      'Added Casa Andina',
    );
    expect(of('service', entry(8, 5, 'deleted', 'service_id', { name: 'City tour' }, null))).toBe('Removed City tour');
    expect(of('service', entry(9, 6, 'moved', 'day', '2', '3'))).toBe('A service moved from day 2 to day 3');
    expect(of('service', entry(10, 6, 'updated', 'level', 1, 2))).toBe("A service's level Comfort → Superior");
    expect(of('day', entry(11, 7, 'created', 'start_day', null, { start_day: 2, title: 'Cusco' }))).toBe(
      'Day 2 written',
    );
    expect(of('day', entry(12, 7, 'updated', 'description', '<p>a</p>', '<p>b</p>'))).toBe(
      "A day's description changed",
    );
    const party = [{ name: 'Ana Pérez' }, { name: 'Luis Pérez' }, { name: 'Sofía Pérez' }];
    expect(describeEntry(entry(13, 8, 'updated', 'passengers', [], party))).toBe(
      'Passengers: Ana Pérez, Luis Pérez, Sofía Pérez',
    );
    expect(describeEntry(entry(14, 8, 'status', 'sold_level', null, 2))).toBe('Sold at Superior');
    // Issue 48, docs/decisions/issues.md: the reason a sold quote was re-opened.
    expect(describeEntry(entry(15, 9, 'status', 'reopen_reason', null, 'The client adds a child'))).toBe(
      'Re-opened: The client adds a child',
    );
  });

  it('lists no version whose entries are not loaded yet, and never says "Earlier changes"', () => {
    const loaded = [entry(9, 6, 'updated', 'num_pax', 2, 3), entry(8, 5, 'updated', 'title', 'A', 'B')];
    const partial = versionLines(loaded, 6, false);
    expect(partial.map((l) => l.version)).toEqual([6, 5]);
    const all = versionLines(loaded, 6, true);
    expect(all.map((l) => l.version)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(versionSummary(all[2]!, false)).toBe('No change recorded');
    expect(all.map((l) => versionSummary(l, l.version === 6))).not.toContain('Earlier changes');
    const many = { version: 9, changes: ['a', 'b', 'c', 'd', 'e'], user: null, date: null };
    expect(versionSummary(many, false)).toBe('a · b · c · 2 more changes');
  });
});
