import { and, eq, inArray, sql } from 'drizzle-orm';
import { CODE_PREFIXES, LEVEL } from '@itinera/domain';
import type { TenantTx } from '../db/client';
import {
  clientContracts,
  exchangeRates,
  locations,
  rateLines,
  salesManuals,
  serviceCategories,
  serviceSuppliers,
  services,
  suppliers,
  tags,
} from '../db/catalogue-schema';
import { clients } from '../db/schema';
import {
  DEMO_AMENITIES,
  DEMO_CATEGORIES,
  DEMO_CHILD_TYPES,
  DEMO_HOTEL_BANDS,
  DEMO_HOTELS,
  DEMO_SERVICE_BANDS,
  DEMO_SERVICES,
  type DemoHotel,
  type DemoService,
} from './demo-catalogue-data';
import { demoTexts } from './demo-catalogue-translations';

const USD = 1;
const EUR = 2;
const PEN = 3;
const CRC = 4;
const YEAR_START = '2026-01-01';
const YEAR_END = '2027-12-31';
// Hotel seasons: the Andean dry season and the northern-winter holidays are high season.
const SEASONS = [
  { from: '2026-01-01', to: '2026-05-31', factor: 0.85 },
  { from: '2026-06-01', to: '2026-09-30', factor: 1 },
  { from: '2026-10-01', to: '2026-12-14', factor: 0.85 },
  { from: '2026-12-15', to: '2027-01-15', factor: 1.15 },
  { from: '2027-01-16', to: '2027-12-31', factor: 0.9 },
];
// Room type id → rate relative to a double room.
const ROOM_FACTORS: [number, number][] = [
  [1, 0.9],
  [2, 1],
  [3, 1],
  [4, 1.3],
];

// Float rounding kept on purpose: the domain's exact decimals (money/) would move nine demo hotel
// rates by a cent (75 × 1.3 × 1.15 = 112.125 → 112.13, here 112.12), and decision 0026 changes no data.
const round2 = (n: number) => (Math.round(n * 100) / 100).toFixed(2);
const searchText = (code: string, name: string, category: string) => `${code} ${name} ${category}`.toLowerCase();

/** The demo hotels' child prices (DEMO_HOTEL_BANDS): Peruvian rooms a child can share, none elsewhere. */
function hotelAgeBands(hotel: DemoHotel, roomTypeId: number, seasonFactor: number) {
  if (hotel.country !== 'PE' || roomTypeId === 1) return [];
  if (hotel.level < LEVEL.LUXURY) return DEMO_HOTEL_BANDS.standard;
  const child = round2(hotel.dbl * seasonFactor * DEMO_HOTEL_BANDS.luxuryChildShare);
  return [DEMO_HOTEL_BANDS.standard[0], { min_age: 2, max_age: 11, unit_cost: child }];
}

async function cityIds(tx: TenantTx): Promise<Map<string, number>> {
  const names = [...new Set([...DEMO_HOTELS, ...DEMO_SERVICES].map((s) => `${s.country}|${s.city}`))];
  const rows = await tx
    .select({ id: locations.id, name: locations.name, country: locations.countryCode })
    .from(locations)
    .where(and(eq(locations.kind, 'city'), inArray(locations.countryCode, ['PE', 'CR'])));
  const found = new Map<string, number>();
  for (const key of names) {
    const [country, city] = key.split('|') as [string, string];
    const row =
      rows.find((r) => r.country === country && r.name === city) ??
      rows.find((r) => r.country === country && r.name.startsWith(city));
    if (!row) throw new Error(`demo catalogue: no city ${city} in ${country}`);
    found.set(key, row.id);
  }
  return found;
}

/** A demo service's rate lines: its pax ranges, or a package's rooms with their night count. */
function demoLines(item: DemoService) {
  if (item.rooms)
    return item.rooms.costs.map(([roomTypeId, cost]) => ({
      minPax: 1,
      maxPax: 99,
      cost,
      roomTypeId: roomTypeId as number | null,
      nights: item.rooms!.nights as number | null,
    }));
  return item.ranges.map(([minPax, maxPax, cost]) => ({ minPax, maxPax, cost, roomTypeId: null, nights: null }));
}

/** The demo tenant's catalogue, rates, contracts and exchange rates (issue: catalogue). */
export async function seedDemoCatalogue(tx: TenantTx, tenantId: number): Promise<void> {
  const cities = await cityIds(tx);
  const categories = new Map(
    (
      await tx
        .insert(serviceCategories)
        .values(DEMO_CATEGORIES.map((c) => ({ ...c, tenantId })))
        .returning({ id: serviceCategories.id, acronym: serviceCategories.acronym })
    ).map((c) => [c.acronym, c.id]),
  );
  const categoryName = new Map(DEMO_CATEGORIES.map((c) => [c.acronym, c.name]));
  await tx.insert(tags).values([
    ...['Culture', 'Nature', 'Adventure', 'Family friendly', 'Luxury', 'Gastronomy'].map((name) => ({
      tenantId,
      kind: 'service',
      name,
    })),
    ...['Classic', 'Honeymoon', 'Family', 'Off the beaten path', 'Wildlife'].map((name) => ({
      tenantId,
      kind: 'itinerary',
      name,
    })),
  ]);
  const [manual] = await tx
    .insert(salesManuals)
    .values({
      tenantId,
      name: 'Net rates 2026–2027 (USD)',
      currencyId: USD,
      validFrom: YEAR_START,
      validTo: YEAR_END,
      marginHotel: '20',
      marginService: '20',
    })
    .returning({ id: salesManuals.id });
  await tx.insert(exchangeRates).values([
    { tenantId, fromCurrencyId: PEN, toCurrencyId: USD, rate: '0.26666667', validFrom: YEAR_START },
    { tenantId, fromCurrencyId: USD, toCurrencyId: PEN, rate: '3.75', validFrom: YEAR_START },
    { tenantId, fromCurrencyId: CRC, toCurrencyId: USD, rate: '0.00198', validFrom: YEAR_START },
    { tenantId, fromCurrencyId: USD, toCurrencyId: CRC, rate: '505', validFrom: YEAR_START },
    { tenantId, fromCurrencyId: EUR, toCurrencyId: USD, rate: '1.08', validFrom: YEAR_START },
    { tenantId, fromCurrencyId: USD, toCurrencyId: EUR, rate: '0.9259', validFrom: YEAR_START },
  ]);

  let n = 0;
  const nextCode = () => `${CODE_PREFIXES.SERVICE}${String(++n).padStart(5, '0')}`;
  for (const hotel of DEMO_HOTELS) {
    const code = nextCode();
    const [service] = await tx
      .insert(services)
      .values({
        tenantId,
        code,
        name: { en: hotel.name, es: hotel.name, pt: hotel.name },
        description: {
          en: `${hotel.name}, ${hotel.city}.`,
          es: `${hotel.name}, ${hotel.city}.`,
          pt: `${hotel.name}, ${hotel.city}.`,
        },
        serviceTypeId: 2,
        categoryId: categories.get('HTL')!,
        locationId: cities.get(`${hotel.country}|${hotel.city}`)!,
        level: hotel.level,
        amenities: DEMO_AMENITIES[hotel.level],
        searchText: searchText(code, hotel.name, 'Hotel'),
      })
      .returning({ id: services.id });
    const [supplier] = await tx
      .insert(suppliers)
      .values({
        tenantId,
        code: `SUP-${code}`,
        name: hotel.name,
        locationId: cities.get(`${hotel.country}|${hotel.city}`)!,
      })
      .returning({ id: suppliers.id });
    await tx.insert(serviceSuppliers).values({ tenantId, serviceId: service!.id, supplierId: supplier!.id });
    await tx.insert(rateLines).values(
      SEASONS.flatMap((season) =>
        ROOM_FACTORS.map(([roomTypeId, factor]) => ({
          tenantId,
          serviceId: service!.id,
          salesManualId: manual!.id,
          seasonFrom: season.from,
          seasonTo: season.to,
          minPax: 1,
          maxPax: 99,
          roomTypeId,
          level: hotel.level,
          basis: 'per_room',
          unitCost: round2(hotel.dbl * factor * season.factor),
          currencyId: USD,
          supplierId: supplier!.id,
          ageBands: hotelAgeBands(hotel, roomTypeId, season.factor),
        })),
      ),
    );
  }
  const operators = new Map<string, number>();
  for (const item of DEMO_SERVICES) {
    const code = nextCode();
    const supplierName = item.country === 'PE' ? 'Andes Operaciones SAC' : 'Pura Vida Ground Services';
    if (!operators.has(supplierName)) {
      const [s] = await tx
        .insert(suppliers)
        .values({ tenantId, code: `SUP-${item.country}-DMC`, name: supplierName })
        .returning({ id: suppliers.id });
      operators.set(supplierName, s!.id);
    }
    const supplierId = operators.get(supplierName)!;
    const [service] = await tx
      .insert(services)
      .values({
        tenantId,
        code,
        name: demoTexts(item.name, 'name', item.name),
        description: demoTexts(item.name, 'description', item.description),
        serviceTypeId: item.type,
        categoryId: categories.get(item.category)!,
        locationId: cities.get(`${item.country}|${item.city}`)!,
        level: 0,
        daysServices: item.days ?? 1,
        searchText: searchText(code, item.name, categoryName.get(item.category) ?? ''),
      })
      .returning({ id: services.id });
    await tx.insert(serviceSuppliers).values({ tenantId, serviceId: service!.id, supplierId });
    await tx.insert(rateLines).values(
      demoLines(item).map(({ minPax, maxPax, cost, roomTypeId, nights }) => ({
        tenantId,
        serviceId: service!.id,
        salesManualId: manual!.id,
        seasonFrom: YEAR_START,
        seasonTo: YEAR_END,
        minPax,
        maxPax,
        roomTypeId,
        level: 0,
        basis: item.basis,
        unitCost: round2(cost),
        currencyId: USD,
        capacity: item.capacity ?? null,
        nights,
        supplierId,
        ageBands:
          item.country === 'PE' && item.basis === 'per_person' && DEMO_CHILD_TYPES.has(item.type)
            ? DEMO_SERVICE_BANDS
            : [],
      })),
    );
  }

  const demoClients = await tx
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(eq(clients.tenantId, tenantId))
    .orderBy(clients.id);
  const country = async (code: string) =>
    (await tx.select({ id: locations.id }).from(locations).where(sql`${locations.code} = ${code}`))[0]!.id;
  const [peru, costaRica] = [await country('PE'), await country('CR')];
  await tx.insert(clientContracts).values([
    {
      tenantId,
      clientId: demoClients[0]!.id,
      salesManualId: manual!.id,
      name: 'Andean Trails — Peru 2026–2027',
      locationIds: [peru],
      commissionMode: 'net',
      commissionPct: '0',
    },
    {
      tenantId,
      clientId: demoClients[1]!.id,
      salesManualId: manual!.id,
      name: 'Pura Vida Journeys — Costa Rica 2026–2027',
      locationIds: [costaRica],
      commissionMode: 'commission_from_gross',
      commissionPct: '10',
    },
  ]);
}
