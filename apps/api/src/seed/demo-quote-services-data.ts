// The services and passengers of the demo quotes (issue 6): plain data, written and priced by
// demo-quote-services.ts. A plan line names a catalogue service by its English name; hotels are
// listed per level (1 Comfort, 2 Superior, 3 Luxury) so every level has its own price.

export interface PlanLine {
  name: string;
  day: string;
  /** 1: optional (priced apart), 2: confirmed. */
  optional?: 0 | 1 | 2;
  visible?: 0 | 1;
}

const hotels = (names: [string, string, string], day: string): PlanLine[] => names.map((name) => ({ name, day }));

/** Peru: Lima, Cusco, the Sacred Valley and Machu Picchu; lines beyond the quote's days are left out. */
export const PERU_CLASSIC: PlanLine[] = [
  { name: 'Private transfer Lima airport – Miraflores', day: '1' },
  ...hotels(['Casa Miraflores Boutique', 'Hotel Barranco Bay', 'Miraflores Park Palace'], '1-2'),
  { name: 'Domestic flight Lima – Cusco', day: '2' },
  { name: 'Private transfer Cusco airport – hotel', day: '2' },
  ...hotels(['Casa Andina Standard Cusco Plaza', 'Palacio del Inka Courtyard', 'Monasterio Belmond Suites'], '2-4'),
  { name: 'Cusco city tour and nearby ruins', day: '3' },
  { name: 'Private English-speaking guide (full day)', day: '3' },
  { name: 'Dinner at a Novo-Andean restaurant', day: '3', optional: 1 },
  { name: 'Sacred Valley: Pisac market and Ollantaytambo', day: '4' },
  ...hotels(['Urubamba Valley Lodge', 'Aranwa Sacred Valley', 'Tambo del Inka Resort'], '4-5'),
  { name: 'Vistadome train Ollantaytambo – Aguas Calientes', day: '5' },
  { name: 'Consettur bus Aguas Calientes – Machu Picchu (round trip)', day: '6' },
  { name: 'Machu Picchu entrance (circuit 2)', day: '6' },
  ...hotels(['Hatun Inti Classic', 'El MaPi by Inkaterra', 'Sumaq Machu Picchu'], '5-6'),
];

/** Cusco only: a long weekend or a gastronomy week. */
export const CUSCO_SHORT: PlanLine[] = [
  { name: 'Private transfer Cusco airport – hotel', day: '1' },
  ...hotels(['Casa Andina Standard Cusco Plaza', 'Palacio del Inka Courtyard', 'Monasterio Belmond Suites'], '1-4'),
  { name: 'Cusco city tour and nearby ruins', day: '2' },
  { name: 'Dinner at a Novo-Andean restaurant', day: '2' },
  { name: 'Sacred Valley: Pisac market and Ollantaytambo', day: '3' },
  { name: 'Private English-speaking guide (full day)', day: '3', visible: 0 },
];

/** Costa Rica: San José, Arenal, Monteverde and Manuel Antonio. */
export const COSTA_RICA: PlanLine[] = [
  { name: 'Private transfer SJO airport – San José', day: '1' },
  ...hotels(['Hotel Presidente San José', 'Hotel Grano de Oro', 'Xandari Resort & Spa'], '1-2'),
  { name: 'Private transfer San José – Arenal', day: '2' },
  ...hotels(['Arenal Manoa Hotel', 'Arenal Kioro Suites', 'Nayara Springs'], '2-4'),
  { name: 'Arenal hanging bridges walk', day: '3' },
  { name: 'Naturalist guide (full day)', day: '3', visible: 0 },
  ...hotels(['Monteverde Country Lodge', 'Hotel Belmar', 'Monteverde Lodge & Gardens'], '4-6'),
  { name: 'Monteverde cloud forest reserve night walk', day: '5', optional: 1 },
  { name: 'Domestic flight San José – Quepos', day: '6' },
  ...hotels(['Hotel Costa Verde', 'Parador Resort & Spa', 'Arenas del Mar Beachfront'], '6-8'),
  { name: 'Manuel Antonio National Park guided tour', day: '7' },
  { name: 'Manuel Antonio park entrance', day: '7' },
];

export interface DemoQuoteServices {
  /** The demo quote's title (unique in demo-quotes-data.ts). */
  title: string;
  plan: PlanLine[];
  passengers: { name: string; type?: 'adult' | 'child'; age?: number }[];
  /** Upsales % and fee per passenger at every level; absent: none yet (the warnings show). */
  upsales?: { mkt_percentage: number; fee: number };
}

const adults = (...names: string[]) => names.map((name) => ({ name }));

export const DEMO_QUOTE_SERVICES: DemoQuoteServices[] = [
  {
    title: 'Classic Peru 12 days — Smith family',
    plan: PERU_CLASSIC,
    upsales: { mkt_percentage: 8, fee: 25 },
    passengers: [
      { name: 'John Smith' },
      { name: 'Mary Smith' },
      { name: 'Tom Smith', type: 'child', age: 15 },
      { name: 'Emma Smith', type: 'child', age: 13 },
    ],
  },
  {
    title: 'Machu Picchu & Sacred Valley honeymoon — García',
    plan: PERU_CLASSIC.slice(4),
    passengers: adults('Luis García', 'Ana García'),
    upsales: { mkt_percentage: 10, fee: 30 },
  },
  { title: 'Peru gastronomy week — Lima & Cusco', plan: CUSCO_SHORT, passengers: adults('Paul Baker', 'Nina Baker') },
  {
    title: 'Cusco long weekend — Lee',
    plan: CUSCO_SHORT,
    passengers: adults('Min-jun Lee'),
    upsales: { mkt_percentage: 5, fee: 20 },
  },
  {
    title: 'Costa Rica wildlife & volcanoes',
    plan: COSTA_RICA,
    upsales: { mkt_percentage: 8, fee: 25 },
    passengers: [
      { name: 'Mark Evans' },
      { name: 'Sara Evans' },
      { name: 'Leo Evans', type: 'child', age: 10 },
      { name: 'Mia Evans', type: 'child', age: 8 },
    ],
  },
  {
    title: 'Arenal & Monteverde honeymoon — Rossi',
    plan: COSTA_RICA.slice(4, 14),
    passengers: adults('Marco Rossi', 'Giulia Rossi'),
  },
  {
    title: 'Peru essentials 10 days (example itinerary)',
    plan: PERU_CLASSIC,
    passengers: adults('Traveller 1', 'Traveller 2'),
    upsales: { mkt_percentage: 8, fee: 25 },
  },
  {
    title: 'Costa Rica highlights 9 days (example itinerary)',
    plan: COSTA_RICA,
    passengers: adults('Traveller 1', 'Traveller 2'),
    upsales: { mkt_percentage: 8, fee: 25 },
  },
];
