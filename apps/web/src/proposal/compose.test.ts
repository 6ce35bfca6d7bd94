import { describe, expect, it } from 'vitest';
import { formatProposalMoney, proposalMoneyFormat } from '@itinera/domain';
import {
  differenceBodies,
  differences,
  formatDifference,
  formatMoney,
  isComposed,
  readComposition,
  writeComposition,
} from './compose';

// The proposal page script's composition rules (decisions 0079, 0083 and 0084): the address keeps the composition, the
// differences come from as few pricing calls as there are other levels, figures read as the server's.

describe('the composition in the address', () => {
  it('writes the level, the stays chosen otherwise and the extras, keeping the other parameters', () => {
    const search = writeComposition('?asked=1', { level: 2, stays: { '2-4': 3, '6-7': 1 }, extras: [41, 7] });
    expect(search).toBe('?asked=1&level=2&stays=2-4:3,6-7:1&extras=41,7');
    expect(readComposition(search)).toEqual({ level: 2, stays: { '2-4': 3, '6-7': 1 }, extras: [41, 7] });
  });

  it('drops the stays and extras when none is chosen', () => {
    expect(writeComposition('?level=1&stays=2-4:3&extras=9', { level: 3, stays: {}, extras: [] })).toBe('?level=3');
  });

  it('reads nothing malformed: a level out of range, a stay that is no day range, an id that is no number', () => {
    expect(readComposition('?level=7&stays=2-4:9,abc:2,<b>:1,3-5:2&extras=12,x,-1,12,1e9')).toEqual({
      level: null,
      stays: { '3-5': 2 },
      extras: [12],
    });
    expect(readComposition('')).toEqual({ level: null, stays: {}, extras: [] });
  });

  it('counts as composed only a stay chosen otherwise or an extra taken', () => {
    expect(isComposed({ level: 2, stays: {}, extras: [] })).toBe(false);
    expect(isComposed({ level: 2, stays: { '2-4': 3 }, extras: [] })).toBe(true);
    expect(isComposed({ level: 2, stays: {}, extras: [41] })).toBe(true);
  });
});

describe('the differences of the alternatives', () => {
  it('asks one pricing call per other level, each stay at it, the extras in the first', () => {
    const stays = [
      { stay: '2-4', levels: [1, 2, 3] as const },
      { stay: '5-6', levels: [2, 3] as const },
    ];
    expect(differenceBodies(2, stays, [41])).toEqual([
      { level: 2, stays: { '2-4': 1 }, extras: [41] },
      { level: 2, stays: { '2-4': 3, '5-6': 3 }, extras: [] },
    ]);
    expect(differenceBodies(3, [{ stay: '2-4', levels: [3] }], [41])).toEqual([{ level: 3, stays: {}, extras: [41] }]);
    expect(differenceBodies(1, [], [])).toEqual([]);
  });

  it('reads each choice’s difference per person from the answers', () => {
    const change = { stay: null, service_id: null, from_level: null, to_level: null, name: '', difference: 0 };
    const found = differences([
      {
        changes: [
          { ...change, kind: 'stay', stay: '2-4', to_level: 1, difference_per_person: -100 },
          { ...change, kind: 'extra', service_id: 41, difference_per_person: 80 },
        ],
      },
      { changes: [{ ...change, kind: 'stay', stay: '2-4', to_level: 3, difference_per_person: 240 }] },
    ]);
    expect(Object.fromEntries(found)).toEqual({ 'stay:2-4:1': -100, 'extra:41': 80, 'stay:2-4:3': 240 });
  });
});

describe('the figures', () => {
  it('writes money exactly as the server writes the page, in every language', () => {
    for (const language of ['en', 'es', 'pt-BR'])
      for (const sign of ['US$', '€', 'S/'])
        for (const amount of [0, 5, 240, 1000, 2090, 4635.5, 123456.78, -50])
          expect(formatMoney(amount, proposalMoneyFormat(sign, language))).toBe(
            formatProposalMoney(amount, sign, language),
          );
  });

  it('signs a difference: more, less, nothing', () => {
    const f = proposalMoneyFormat('US$', 'en');
    expect(formatDifference(240, f)).toBe('+ US$ 240');
    expect(formatDifference(-1250.5, f)).toBe('− US$ 1,250.50');
    expect(formatDifference(0, f)).toBe('+ US$ 0');
  });
});
