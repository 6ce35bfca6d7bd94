// The price levels of a quote (docs/domain/README.md): a service of level 0 belongs to every level;
// a client buys one of Comfort, Superior or Luxury. The ids are the original client's, so the API
// and the web compare them through these names and predicates, never as bare numbers (decision 0106).

export const LEVEL = { ALL: 0, COMFORT: 1, SUPERIOR: 2, LUXURY: 3 } as const;

/** The levels a client may buy; level 0 services belong to all. */
export const SOLD_LEVELS = [LEVEL.COMFORT, LEVEL.SUPERIOR, LEVEL.LUXURY] as const;
export type SoldLevel = (typeof SOLD_LEVELS)[number];

export const LEVEL_NAMES = { 1: 'Comfort', 2: 'Superior', 3: 'Luxury' } as const;

/** A level a client may buy (1, 2 or 3): the type guard that replaces `as 1 | 2 | 3`. */
export const isSoldLevel = (level: unknown): level is SoldLevel => (SOLD_LEVELS as readonly unknown[]).includes(level);

/** A service of level 0 is part of every level. */
export const isAllLevels = (level: number): boolean => level === LEVEL.ALL;

/** A service shown at `level`: its own level's services and the ones of every level. */
export const isAtLevel = (serviceLevel: number, level: number): boolean =>
  isAllLevels(serviceLevel) || serviceLevel === level;

/**
 * Whether a service of this level is booked for a quote sold at `soldLevel`: level 0 (all levels)
 * always, else only the level sold. A quote confirmed before a level was recorded books them all.
 */
export const isBookedLevel = (serviceLevel: number, soldLevel: number | null | undefined) =>
  soldLevel === null || soldLevel === undefined || isAtLevel(serviceLevel, soldLevel);

/** A level's English name ('Comfort'; a history entry may keep it as '1'), else the value as written. */
export const levelNameOf = (level: unknown): string =>
  (LEVEL_NAMES as Record<string, string | undefined>)[String(level)] ?? String(level);
