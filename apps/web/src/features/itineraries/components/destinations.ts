// Destinations in the page address (/itineraries/peru) are readable slugs; the API filters by the
// ISO country code (country=PE). The eight featured countries are the home screen's tiles (docs/domain/spec-sections.md#section-2-screens-and-routes).

export interface FeaturedDestination {
  slug: string;
  name: string;
  /** ISO 3166-1 alpha-2, the API's `country` filter. */
  country: string;
  /** Two colours of the tile's gradient (Mantine colour variables), loosely from the country's flag. */
  colors: [string, string];
}

export const FEATURED_DESTINATIONS: FeaturedDestination[] = [
  { slug: 'peru', name: 'Peru', country: 'PE', colors: ['red-8', 'orange-6'] },
  { slug: 'costa-rica', name: 'Costa Rica', country: 'CR', colors: ['indigo-8', 'teal-6'] },
  { slug: 'bolivia', name: 'Bolivia', country: 'BO', colors: ['green-8', 'yellow-6'] },
  { slug: 'ecuador', name: 'Ecuador', country: 'EC', colors: ['blue-8', 'yellow-5'] },
  { slug: 'argentina', name: 'Argentina', country: 'AR', colors: ['blue-6', 'cyan-3'] },
  { slug: 'brazil', name: 'Brazil', country: 'BR', colors: ['green-9', 'lime-6'] },
  { slug: 'chile', name: 'Chile', country: 'CL', colors: ['blue-9', 'red-7'] },
  { slug: 'colombia', name: 'Colombia', country: 'CO', colors: ['grape-8', 'yellow-6'] },
];

/** The country's name in the reader's language ('Perú', 'Brasil'), else the English one. */
export function countryName(language: string, code: string, fallback: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Colours of a destination that is not featured: the app's own. */
export const DEFAULT_COLORS: [string, string] = ['teal-8', 'cyan-6'];

export const gradientOf = ([from, to]: [string, string]) =>
  `linear-gradient(135deg, var(--mantine-color-${from}) 0%, var(--mantine-color-${to}) 100%)`;

/** 'Costa Rica' → 'costa-rica'; accents and punctuation dropped ('Curaçao' → 'curacao'). */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface CountryRef {
  location_name: string;
  location_code: string;
}

export interface Destination {
  slug: string;
  name: string;
  country: string;
  colors: [string, string];
}

/**
 * The country a slug names: a featured slug, a two-letter code (`/itineraries/mx`) or the slug of
 * any country's name (`/itineraries/united-states`). Null when nothing matches (yet: the country
 * list may still be loading).
 */
export function resolveDestination(slug: string | undefined, countries: CountryRef[] = []): Destination | null {
  if (!slug) return null;
  const wanted = slug.toLowerCase();
  const featured = FEATURED_DESTINATIONS.find((d) => d.slug === wanted || d.country.toLowerCase() === wanted);
  if (featured) return featured;
  const country = countries.find(
    (c) => c.location_code.toLowerCase() === wanted || slugify(c.location_name) === wanted,
  );
  return country
    ? {
        slug: slugify(country.location_name),
        name: country.location_name,
        country: country.location_code.toUpperCase(),
        colors: DEFAULT_COLORS,
      }
    : null;
}

/** The slug of a country code, for links: the featured slug, else the slugified name, else the code. */
export function destinationSlug(code: string, countries: CountryRef[] = []): string {
  const upper = code.toUpperCase();
  const featured = FEATURED_DESTINATIONS.find((d) => d.country === upper);
  if (featured) return featured.slug;
  const country = countries.find((c) => c.location_code.toUpperCase() === upper);
  return country ? slugify(country.location_name) : upper.toLowerCase();
}
