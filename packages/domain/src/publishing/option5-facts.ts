import { isSoldLevel } from '../levels/levels';
import { SERVICE_STATUS } from '../statuses/service-statuses';
import type { ServiceListFacts } from './display-options';

// The facts display option 5 (the service list with prices) is judged on, read from the quote's
// services and its seller's level prices (original-client.md §5.6). The server checks them on save and the
// web greys the option with the same reading (decision 0106).

type Figure = number | string | null | undefined;

export interface LevelPriceFigures {
  level?: number | string;
  services?: readonly unknown[];
  pax_prices?: readonly { fee?: Figure; mkt_coin?: Figure }[];
}

const nonZero = (value: Figure) => Number(value ?? 0) !== 0;
const hasServices = (level: LevelPriceFigures) => (level.services?.length ?? 0) > 0;

/** A service the client would not see although it is on the trip (a cancelled one is not shown, so not hidden). */
export const hasHiddenServices = (services: readonly { status: number; visible?: number | boolean | null }[]) =>
  services.some((s) => s.status !== SERVICE_STATUS.CANCELED && Number(s.visible) === 0);

/** A fee or an upsale on a passenger of a level that has services. */
export const hasFeeOrUpsale = (levels: readonly LevelPriceFigures[]) =>
  levels.some((l) => hasServices(l) && (l.pax_prices ?? []).some((p) => nonZero(p.fee) || nonZero(p.mkt_coin)));

/** The sold levels with at least one service, lowest first (the proposal offers only those). */
export const pricedLevelIds = (levels: readonly LevelPriceFigures[]): number[] =>
  levels
    .filter((l) => hasServices(l) && isSoldLevel(Number(l.level)))
    .map((l) => Number(l.level))
    .sort((a, b) => a - b);

/** Everything option 5 is judged on. */
export const option5Facts = (input: {
  isAdmin: boolean;
  services: readonly { status: number; visible?: number | boolean | null }[];
  levels: readonly LevelPriceFigures[];
}): ServiceListFacts => ({
  isAdmin: input.isAdmin,
  hasHiddenServices: hasHiddenServices(input.services),
  hasFeeOrUpsale: hasFeeOrUpsale(input.levels),
});
