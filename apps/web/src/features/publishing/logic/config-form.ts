import {
  COLOR_THEMES,
  COLOR_TYPES,
  DEFAULT_COLORS,
  ALL_DISPLAY_OPTIONS,
  IMAGE_SLOTS,
  levelsShown,
  normaliseDisplayOptions,
  type DisplayOptionId,
  type ImageSlot,
  type ProposalColors,
} from '@itinera/domain';
import { i18n } from '../../../lib/i18n';
import type { PublishConfig, PublishImage } from '../api/types';
import { levelName } from './engagement';

/** What the configuration form edits; the I19 body is built from it and the stored configuration. */
export interface ConfigForm {
  templateId: number;
  options: DisplayOptionId[];
  colors: ProposalColors;
  images: Record<ImageSlot, PublishImage[]>;
  /** The level recommended to the client (decisions 0068 and 0071), null for none. */
  recommendedLevel: Level | null;
  /** What happens after "yes", as typed; '' means the page's default words. */
  nextSteps: string;
}

export type Level = 1 | 2 | 3;

/** The API's bound on the next steps (publishConfigBodySchema: trimmed, at most 2000 characters). */
export const NEXT_STEPS_MAX = 2000;

const asLevel = (value: number | null | undefined): Level | null =>
  value === 1 || value === 2 || value === 3 ? value : null;

const HEX = /^#[0-9a-f]{6}$/i;

export function formFromConfig(stored: PublishConfig): ConfigForm {
  const colors = { ...DEFAULT_COLORS };
  for (const color of stored.config.colors)
    if ((COLOR_TYPES as readonly string[]).includes(color.type) && HEX.test(color.value))
      colors[color.type] = color.value;
  const images = Object.fromEntries(IMAGE_SLOTS.map((slot) => [slot, [] as PublishImage[]])) as ConfigForm['images'];
  // The template's cover stands in an empty slot (id null): it is not a picture the operator chose.
  for (const group of stored.images)
    if (group.type in images) images[group.type] = group.images_full.filter((i): i is PublishImage => i.id !== null);
  return {
    templateId: stored.config.id_template || 1,
    options: normaliseDisplayOptions(stored.config.contents.map((c) => c.id_content)),
    colors,
    images,
    recommendedLevel: asLevel(stored.config.recommended_level),
    nextSteps: stored.config.next_steps ?? '',
  };
}

/**
 * The levels the proposal offers, which alone can be recommended: those options 6–8 show
 * (levelsShown) that are priced, as the server's projection decides (saleOf). `priced` null: the
 * prices are not read yet, so the shown levels stand (the server drops an unpriced one anyway).
 */
export function offeredLevels(options: readonly DisplayOptionId[], priced: readonly number[] | null): Level[] {
  const shown = levelsShown(options);
  return priced ? shown.filter((level) => priced.includes(level)) : shown;
}

/** The select's value for "no recommended level" (a Mantine option needs a non-empty value). */
export const NO_LEVEL = 'none';

export interface LevelChoice {
  value: string;
  label: string;
}

/**
 * The recommended level's choices: None and each offered level; a stored level no longer offered
 * stays listed, marked, so the select still shows what is stored rather than silently dropping it.
 */
export function levelChoices(offered: readonly Level[], current: Level | null): LevelChoice[] {
  const choices = [
    { value: NO_LEVEL, label: i18n.t('publishing:config.noLevel') },
    ...offered.map((l) => ({ value: String(l), label: levelName(l) })),
  ];
  if (current !== null && !offered.includes(current))
    choices.push({
      value: String(current),
      label: i18n.t('publishing:config.notOffered', { level: levelName(current) }),
    });
  return choices;
}

/** The options the payment gateway (12) brings with it: shown checked and locked while 12 is on. */
export const FORCED_BY_GATEWAY: readonly DisplayOptionId[] = [3, 10, 13];

export interface OptionState {
  id: DisplayOptionId;
  label: string;
  checked: boolean;
  disabled: boolean;
  /** Why the box cannot be changed, for its description. */
  reason: string | null;
}

/**
 * How each of the 13 boxes is drawn: 3, 10 and 13 checked and locked while 12 is on; 5 disabled
 * with the domain's reason (serviceListWithPricesBlocked) — unless it is already on, so it can be taken off.
 */
export function optionStates(options: readonly DisplayOptionId[], blocked5: string | null): OptionState[] {
  const gateway = options.includes(12);
  return ALL_DISPLAY_OPTIONS.map((id) => {
    const checked = options.includes(id);
    const label = i18n.t(`publishing:config.options.${id}`);
    if (gateway && FORCED_BY_GATEWAY.includes(id))
      return {
        id,
        label,
        checked: true,
        disabled: true,
        reason: i18n.t('publishing:config.neededByGateway'),
      };
    if (id === 5 && blocked5 && !checked) return { id, label, checked, disabled: true, reason: blocked5 };
    return { id, label, checked, disabled: false, reason: null };
  });
}

/** Ticks or unticks one option; the rules of normaliseDisplayOptions keep 12's companions on. */
export function toggleOption(options: readonly DisplayOptionId[], id: DisplayOptionId, on: boolean): DisplayOptionId[] {
  if (!on && options.includes(12) && FORCED_BY_GATEWAY.includes(id)) return [...options];
  const next = on ? [...options, id] : options.filter((o) => o !== id);
  return normaliseDisplayOptions(next);
}

export type ThemeName = keyof typeof COLOR_THEMES;

/** The colour theme the colours are exactly, or null when they are the template's own or custom. */
export function themeOf(colors: ProposalColors): ThemeName | null {
  const same = (a: ProposalColors) => COLOR_TYPES.every((t) => a[t].toLowerCase() === colors[t].toLowerCase());
  return (Object.keys(COLOR_THEMES) as ThemeName[]).find((name) => same(COLOR_THEMES[name])) ?? null;
}

export const colorLabel = (type: keyof ProposalColors) => i18n.t(`publishing:config.colors.${type}`);
export const isHexColor = (value: string) => HEX.test(value);
