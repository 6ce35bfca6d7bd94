// Reseller prices (docs/domain/pricing.md#step-10-reseller-prices). The agency's contract has one commission mode: net (the
// agency adds its own markup, so it gets our gross), commission from gross (gross × (1 − c)) or
// commission on top of gross (gross ÷ (1 − c)). Results keep 2 decimals: 347 at 10 % is 312.30.
import { amountToCents, mulDivRound, percentToBasisPoints } from '../money/cents';
import type { ResellerContract } from './pricing.schemas';

export function resellerPriceCents(grossCents: number, contract: ResellerContract | null | undefined): number {
  if (!contract || contract.mode === 'net') return grossCents;
  const bp = percentToBasisPoints(contract.commission_percentage ?? 0);
  if (bp >= 10_000) throw new RangeError('A commission must stay below 100 %');
  if (contract.mode === 'commission_from_gross') return mulDivRound(grossCents, 10_000 - bp, 10_000);
  return mulDivRound(grossCents, 10_000, 10_000 - bp);
}

/** Same, on an amount with 2 decimals (for callers outside the engine). */
export function resellerPrice(gross: number, contract: ResellerContract | null | undefined): number {
  return resellerPriceCents(amountToCents(gross), contract) / 100;
}
