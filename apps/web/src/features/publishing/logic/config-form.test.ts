import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { COLOR_THEMES, DEFAULT_COLORS, hasFeeOrUpsale, pricedLevelIds } from '@itinera/domain';
import type { PublishConfig } from '../api/types';
import { levelsOf } from '../api/get-option-facts';

const pricesHaveFeeOrUpsale = (sellers: Parameters<typeof levelsOf>[0]) => hasFeeOrUpsale(levelsOf(sellers));
const pricedLevelsOf = (sellers: Parameters<typeof levelsOf>[0]) => pricedLevelIds(levelsOf(sellers));
import { formFromConfig, levelChoices, offeredLevels, optionStates, themeOf, toggleOption } from './config-form';

// The display options' rules as the form applies them (packages/domain/src/publishing/display-options.ts).

const stateOf = (options: Parameters<typeof optionStates>[0], blocked5: string | null, id: number) =>
  optionStates(options, blocked5).find((o) => o.id === id)!;

beforeAll(() => i18n.loadNamespaces('publishing'));

describe('display option rules in the form', () => {
  it('turns the payment gateway on with hotels, prices and optionals, which then show checked and locked', () => {
    const options = toggleOption([1, 4], 12, true);
    expect(options).toEqual([1, 3, 4, 10, 12, 13]);
    for (const id of [3, 10, 13]) expect(stateOf(options, null, id)).toMatchObject({ checked: true, disabled: true });
    expect(stateOf(options, null, 12)).toMatchObject({ checked: true, disabled: false });
  });

  it('refuses to untick a companion of the gateway while it is on, and frees it once the gateway is off', () => {
    const on = toggleOption([], 12, true);
    expect(toggleOption(on, 10, false)).toEqual(on);
    const off = toggleOption(on, 12, false);
    expect(off).toEqual([3, 10, 13]);
    expect(stateOf(off, null, 10)).toMatchObject({ checked: true, disabled: false });
    expect(toggleOption(off, 10, false)).toEqual([3, 13]);
  });

  it('disables the service list with prices with the reason when it is blocked, unless it is already on', () => {
    const reason = 'Only an administrator can show the service list with prices.';
    expect(stateOf([1], reason, 5)).toMatchObject({ checked: false, disabled: true, reason });
    expect(stateOf([1, 5], reason, 5)).toMatchObject({ checked: true, disabled: false });
    expect(stateOf([1], null, 5)).toMatchObject({ disabled: false, reason: null });
  });

  it('reads a stored configuration: options normalised, colours over the defaults, images by slot', () => {
    const stored: PublishConfig = {
      code: '',
      config: {
        id: null,
        id_template: 3,
        contents: [{ id: 1, id_content: 12 }],
        colors: [{ id: 1, type: 'mainBgColor', value: '#123456', label: '' }],
        recommended_level: 3,
        next_steps: 'Call Ana.',
      },
      images: [
        { type: 'logo', id: 4, images_full: [{ id: 9, name: 'l', thumbnail_350X240: '', thumbnail_1200X725: '' }] },
        // An empty slot answers the template's cover (id null) for the original client: not a chosen picture.
        {
          type: 'contact',
          id: null,
          images_full: [{ id: null, name: 'Template cover', thumbnail_350X240: 'x', thumbnail_1200X725: 'x' }],
        },
      ],
    };
    const form = formFromConfig(stored);
    expect(form.options).toEqual([3, 10, 12, 13]);
    expect(form.colors).toEqual({ ...DEFAULT_COLORS, mainBgColor: '#123456' });
    expect(form.templateId).toBe(3);
    expect(form.images.logo.map((i) => i.id)).toEqual([9]);
    expect(form.images.contact).toEqual([]);
    expect([form.recommendedLevel, form.nextSteps]).toEqual([3, 'Call Ana.']);
    const blank = formFromConfig({
      ...stored,
      config: { ...stored.config, recommended_level: null, next_steps: null },
    });
    expect([blank.recommendedLevel, blank.nextSteps]).toEqual([null, '']);
  });

  it('names the colour theme the colours match', () => {
    expect(themeOf(COLOR_THEMES.open_orange)).toBe('open_orange');
    expect(themeOf({ ...COLOR_THEMES.oppen, mainBgColor: '#000000' })).toBeNull();
  });
});

describe('the facts option 5 is judged on', () => {
  const level = (services: number, pax: Array<{ fee?: number; mkt_coin?: number }>) => ({
    services: Array.from({ length: services }),
    pax_prices: pax,
  });
  it('finds a fee or an upsale on a passenger of a level with services, as the server does', () => {
    expect(pricesHaveFeeOrUpsale([{ type: 'seller', prices: [level(2, [{ fee: 0, mkt_coin: 0 }])] }])).toBe(false);
    expect(pricesHaveFeeOrUpsale([{ type: 'seller', prices: [level(2, [{ fee: 0, mkt_coin: 15 }])] }])).toBe(true);
    expect(pricesHaveFeeOrUpsale([{ type: 'seller', prices: [level(0, [{ fee: 40 }])] }])).toBe(false);
    expect(
      pricesHaveFeeOrUpsale([
        { type: 'reseller', prices: [level(1, [{ fee: 9 }])] },
        { type: 'seller', prices: [level(1, [{ fee: 0 }])] },
      ]),
    ).toBe(false);
  });
});

describe('the levels a recommendation may name (issue 44)', () => {
  it('offers the levels options 6–8 show that are priced, every shown one until the prices are read', () => {
    expect(offeredLevels([], [1, 2, 3])).toEqual([1, 2, 3]);
    expect(offeredLevels([6, 8], [1, 2, 3])).toEqual([1, 3]);
    expect(offeredLevels([6, 8], [2, 3])).toEqual([3]);
    expect(offeredLevels([7], null)).toEqual([2]);
  });

  it('lists None and the offered levels, and keeps a stored level no longer offered, marked', () => {
    expect(levelChoices([1, 2], 2).map((c) => c.label)).toEqual(['None', 'Comfort', 'Superior']);
    expect(levelChoices([1], 3)).toEqual([
      { value: 'none', label: 'None' },
      { value: '1', label: 'Comfort' },
      { value: '3', label: 'Luxury (not offered)' },
    ]);
  });

  it('reads the priced levels from the quote’s own seller entry of I20: a level with services', () => {
    const lvl = (level: number, services: number) => ({ level, services: Array.from({ length: services }) });
    expect(
      pricedLevelsOf([
        { type: 'seller', selected: false, prices: [lvl(1, 1), lvl(2, 1), lvl(3, 1)] },
        { type: 'reseller', selected: true, prices: [lvl(3, 2), lvl(1, 0), lvl(2, 1)] },
      ]),
    ).toEqual([2, 3]);
    expect(pricedLevelsOf([])).toEqual([]);
  });
});
