// Replace searched the whole catalogue, so a Peru quote was offered Costa Rica hotels (decision 0040).
// It starts where the quote is: its country and its client's contract; the user may clear both.

interface Place {
  location_code: string | null;
}

/** 'PE' of 'PE', 'PE-LIM' or 'PE-LIM-MIR': location codes start with their country's. */
export const countryOfCode = (code: string | null | undefined): string | null => code?.split('-')[0] || null;

/**
 * The country the search starts in: the replaced service's when it is one of the quote's countries
 * (a quote over Peru and Bolivia replaces a Bolivian hotel with a Bolivian one), else the quote's
 * first place's, else the service's own.
 */
export function replaceCountry(quotePlaces: readonly Place[], servicePlaces: readonly Place[]): string | null {
  const quoteCountries = quotePlaces.map((p) => countryOfCode(p.location_code)).filter((c): c is string => !!c);
  const serviceCountry = countryOfCode(servicePlaces[0]?.location_code);
  if (serviceCountry && quoteCountries.includes(serviceCountry)) return serviceCountry;
  return quoteCountries[0] ?? serviceCountry;
}

export function replaceFilters(
  quote: { location: readonly Place[]; contract_id: number | null },
  service: { location: readonly Place[] },
): { country: string | null; contract: number | null } {
  return { country: replaceCountry(quote.location, service.location), contract: quote.contract_id };
}
