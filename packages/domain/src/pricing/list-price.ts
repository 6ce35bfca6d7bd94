/** A pricing result's level prices as stored and answered: per seller type, each level's total and the services it counts. */
export interface PricedSellerTypes {
  type: string;
  prices: readonly { level: number; total: number; services: readonly unknown[] }[];
}

/**
 * The quote's price as lists, the detail and the sort read it: the seller total of the level sold
 * once the client chose one (the list shows that level alone), else the cheapest seller level that
 * holds a service; null while none does.
 */
export function listPriceOf(prices: readonly PricedSellerTypes[], soldLevel: number | null = null): number | null {
  const inUse = (prices.find((p) => p.type === 'seller')?.prices ?? []).filter((l) => l.services.length > 0);
  const sold = soldLevel === null ? undefined : inUse.find((l) => l.level === soldLevel);
  if (sold) return sold.total;
  return inUse.length ? Math.min(...inUse.map((l) => l.total)) : null;
}
