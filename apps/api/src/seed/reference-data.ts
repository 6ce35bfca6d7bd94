import { sql } from 'drizzle-orm';
import currencyCodes from 'currency-codes';
import ISO6391 from 'iso-639-1';
import { isNightType, ROOM_TYPES, SERVICE_TYPES } from '@itinera/domain';
import type { Database } from '../db/client';
import { currencies, languages, locations, roomTypes, serviceTypes } from '../db/catalogue-schema';

// Reference data every tenant shares, written once into an empty database (migrations create the
// tables; this fills them from maintained data packages rather than hand-typed lists).

/** The spec's defaults are currency 1 and language 1: USD and English come first. */
const FIRST_CURRENCIES = ['USD', 'EUR', 'PEN', 'CRC', 'BOB', 'ARS', 'BRL', 'CLP', 'COP', 'GBP'];
const FIRST_LANGUAGES = ['en', 'es', 'pt', 'fr', 'de', 'it'];
export const FEATURED_COUNTRIES = ['PE', 'CR', 'BO', 'EC', 'AR', 'BR', 'CL', 'CO'];

// Service and room types are the domain's constants; the seed only adds the icon of each type.
const SERVICE_TYPE_ICONS: Record<number, string> = {
  1: 'plane',
  2: 'bed',
  3: 'bus',
  4: 'ticket',
  5: 'car',
  6: 'tools-kitchen-2',
  7: 'map-2',
  8: 'user-star',
  9: 'package',
  10: 'dots',
};
const serviceTypeRows = SERVICE_TYPES.map((t) => ({
  id: t.id,
  name: t.name,
  acronym: t.acronym,
  icon: SERVICE_TYPE_ICONS[t.id] ?? 'dots',
  countsNights: isNightType(t.id),
}));
const roomTypeRows = ROOM_TYPES.map((r) => ({
  id: r.id,
  name: r.name,
  acronym: r.acronym,
  maxPax: r.max_pax,
  bedNum: r.bed_num,
}));

/**
 * Places trips are built around that the city list lacks, because they are villages, national
 * parks or tourist names rather than municipalities. Region codes are the package's.
 */
const TOURIST_PLACES: { country: string; region: string; name: string }[] = [
  { country: 'PE', region: 'CUS', name: 'Aguas Calientes (Machu Picchu Pueblo)' },
  { country: 'PE', region: 'CUS', name: 'Sacred Valley' },
  { country: 'PE', region: 'PUN', name: 'Lake Titicaca' },
  { country: 'PE', region: 'ARE', name: 'Colca Canyon' },
  { country: 'PE', region: 'MDD', name: 'Tambopata' },
  { country: 'CR', region: 'A', name: 'Arenal' },
  { country: 'CR', region: 'P', name: 'Monteverde' },
  { country: 'CR', region: 'P', name: 'Manuel Antonio' },
  { country: 'CR', region: 'L', name: 'Tortuguero' },
  { country: 'CR', region: 'G', name: 'Tamarindo' },
  { country: 'EC', region: 'W', name: 'Galápagos Islands' },
  { country: 'BO', region: 'P', name: 'Uyuni Salt Flats' },
  { country: 'AR', region: 'Z', name: 'El Calafate' },
  { country: 'BR', region: 'PR', name: 'Iguazu Falls' },
  { country: 'CL', region: 'MA', name: 'Torres del Paine' },
  { country: 'CO', region: 'BOL', name: 'Cartagena Old Town' },
];

const slug = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);

function currencySign(code: string): string {
  try {
    const part = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
      .formatToParts(1)
      .find((p) => p.type === 'currency');
    return part?.value ?? code;
  } catch {
    return code;
  }
}

const ordered = <T>(items: T[], key: (t: T) => string, first: string[]) =>
  [...items].sort((a, b) => {
    const ia = first.indexOf(key(a));
    const ib = first.indexOf(key(b));
    if (ia !== -1 || ib !== -1) return (ia === -1 ? 999 : ia) - (ib === -1 ? 999 : ib);
    return key(a).localeCompare(key(b));
  });

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function ensureReferenceData(database: Database): Promise<void> {
  const { db } = database;
  const have = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM currencies`);
  if (Number((have as unknown as { rows: { n: number }[] }).rows[0]?.n) > 0) return;

  const currencyRows = ordered(
    currencyCodes.data.filter((c) => !/^X/.test(c.code) || c.code === 'XAF'),
    (c) => c.code,
    FIRST_CURRENCIES,
  ).map((c, i) => ({
    id: i + 1,
    code: c.code,
    name: c.currency,
    sign: currencySign(c.code),
    decimals: c.digits,
  }));
  await insertChunked(currencyRows, (chunk) => db.insert(currencies).values(chunk));
  const languageRows = ordered(ISO6391.getAllCodes(), (c) => c, FIRST_LANGUAGES).map((code, i) => ({
    id: i + 1,
    code,
    name: ISO6391.getName(code),
  }));
  await insertChunked(languageRows, (chunk) => db.insert(languages).values(chunk));
  await db.insert(serviceTypes).values(serviceTypeRows);
  await db.insert(roomTypes).values(roomTypeRows);
  await seedLocations(database);
}

async function seedLocations({ db }: Database) {
  // Loaded only to fill an empty database: the package's world of cities costs ~30 MB of heap and
  // ~60 MB of RSS for as long as the process lives (decision 0046), and a running API never reads it.
  const { Country, State, City } = await import('country-state-city');
  const countryIds = new Map<string, number>();
  const countries = Country.getAllCountries().map((c) => ({
    name: c.name,
    code: c.isoCode,
    kind: 'country',
    countryCode: c.isoCode,
  }));
  for (const row of await db.insert(locations).values(countries).returning({ id: locations.id, code: locations.code }))
    countryIds.set(row.code, row.id);

  for (const country of FEATURED_COUNTRIES) {
    const regions = State.getStatesOfCountry(country).map((s) => ({
      name: s.name.replace(/ Province$/, '').replace(/^Provincia de /, ''),
      code: `${country}-${s.isoCode}`,
      kind: 'destination',
      parentId: countryIds.get(country)!,
      countryCode: country,
    }));
    const regionIds = new Map<string, number>();
    for (const row of await db.insert(locations).values(regions).returning({ id: locations.id, code: locations.code }))
      regionIds.set(row.code, row.id);
    const seen = new Set<string>();
    const cities = [
      ...City.getCitiesOfCountry(country)!.map((c) => ({ name: c.name, region: c.stateCode })),
      ...TOURIST_PLACES.filter((p) => p.country === country).map((p) => ({ name: p.name, region: p.region })),
    ]
      .filter((c) => regionIds.has(`${country}-${c.region}`) && !/^Provincia de /.test(c.name))
      .map((c) => ({
        name: c.name,
        code: `${country}-${c.region}-${slug(c.name)}`,
        kind: 'city',
        parentId: regionIds.get(`${country}-${c.region}`)!,
        countryCode: country,
      }))
      .filter((c) => (seen.has(c.code) ? false : (seen.add(c.code), true)));
    await insertChunked(cities, (chunk) => db.insert(locations).values(chunk));
  }
}
