import { describe, expect, it } from 'vitest';
import { STAGE_ORDER, sortStages, stageColor, stageName } from './request-stages';

describe('request stages', () => {
  it('lists the stages as the spec orders them: In Preparation, Sent, Negotiation, Won, Lost', () => {
    expect(STAGE_ORDER).toEqual([1, 2, 5, 3, 4]);
    expect(STAGE_ORDER.map(stageName)).toEqual(['In Preparation', 'Sent', 'Negotiation', 'Won', 'Lost']);
  });

  it('gives every stage its own colour, Won green-teal and Lost red', () => {
    const colours = STAGE_ORDER.map(stageColor);
    expect(new Set(colours).size).toBe(5);
    expect(stageColor(3)).toBe('teal');
    expect(stageColor(4)).toBe('red');
    expect(stageColor(99)).toBe('gray');
    expect(stageName(5)).toBe('Negotiation');
    expect(stageName(99)).toBe('Stage 99');
  });

  it('sorts chosen stages in display order, once each, unknown ids last', () => {
    expect(sortStages([4, 3, 1, 5, 2, 3])).toEqual([1, 2, 5, 3, 4]);
    expect(sortStages([7, 4, 1])).toEqual([1, 4, 7]);
  });
});
