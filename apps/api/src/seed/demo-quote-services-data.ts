// The services and passengers of the demo quotes (decision 0013): plain data, written and priced by
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

/** Southern Peru: Arequipa, the Colca Canyon and Lake Titicaca. */
export const SOUTHERN_PERU: PlanLine[] = [
  ...hotels(['Casa Arequipa Colonial', 'Casa Andina Select Arequipa', 'CIRQA Relais & Châteaux'], '1-4'),
  { name: 'Colca Canyon two-day tour', day: '2' },
  ...hotels(['Casona Plaza Puno', 'Sonesta Posadas del Inca Puno', 'Titilaka Lodge'], '4-7'),
  { name: 'Lake Titicaca: Uros and Taquile islands', day: '5' },
  { name: 'Private English-speaking guide (full day)', day: '5', visible: 0 },
];

const GUIDE = 'Private English-speaking guide (full day)';
const without = (plan: PlanLine[], name: string) => plan.filter((l) => l.name !== name);
/** The Costa Rica plan from the flight to the Pacific coast on. */
const CR_PACIFIC = COSTA_RICA.slice(COSTA_RICA.findIndex((l) => l.name === 'Domestic flight San José – Quepos'));

/**
 * A change made in the Services tab after version 1, each saved as its own version: catalogue
 * services added on days of the quote, a service's margin set by hand, a service moved to a day.
 */
export type ServiceStep =
  | { add: PlanLine[] }
  | { margin: [service: string, percentage: number] }
  | { move: [service: string, day: number] };

/** A demo traveller: named, most with documents; `room` is the 0-based room of the quote's rooms. */
export interface DemoPassenger {
  first_name: string;
  last_name: string;
  type?: 'adult' | 'child' | 'infant';
  birthdate?: string;
  nationality?: string;
  passport?: [number: string, expiration: string];
  email?: string;
  phone?: string;
  gender?: 'Female' | 'Male';
  room?: number;
  dietary_notes?: string;
  medical_notes?: string;
}

export interface DemoQuoteServices {
  /** The demo quote's title (unique in demo-quotes-data.ts). */
  title: string;
  plan: PlanLine[];
  passengers: DemoPassenger[];
  /** Upsales % and fee per passenger at every level; absent: none yet (the warnings show). */
  upsales?: { mkt_percentage: number; fee: number };
  /** Services-tab changes after the quote's basic-info edits, one version each. */
  steps?: ServiceStep[];
  /** Day titles and descriptions written by hand (a quote in another language); absent: drafted in English. */
  days?: { title: string; description: string }[];
}

const named = (...names: string[]): DemoPassenger[] =>
  names.map((n) => {
    const [first_name = '', ...rest] = n.split(' ');
    return { first_name, last_name: rest.join(' ') };
  });

// Some lists carry what a seller still has to look at: a passport expiring within six months of
// the trip's end, a child turning 12 during the trip, a passenger with no room, no documents yet.
export const DEMO_QUOTE_SERVICES: DemoQuoteServices[] = [
  {
    title: 'Classic Peru 12 days — Smith family',
    plan: without(PERU_CLASSIC, GUIDE),
    upsales: { mkt_percentage: 8, fee: 25 },
    // The family asked for a private guide in Cusco (the description of version 3 says so).
    steps: [{ add: [{ name: GUIDE, day: '3' }] }],
    passengers: [
      {
        first_name: 'John',
        last_name: 'Smith',
        gender: 'Male',
        birthdate: '1978-03-12',
        nationality: 'British',
        passport: ['GB5123456', '2031-05-01'],
        email: 'john.smith@example.com',
        phone: '+44 20 7946 0958',
        room: 0,
      },
      {
        first_name: 'Mary',
        last_name: 'Smith',
        gender: 'Female',
        birthdate: '1980-09-30',
        nationality: 'British',
        passport: ['GB5123457', '2026-11-30'],
        room: 0,
        dietary_notes: 'Vegetarian',
      },
      {
        first_name: 'Tom',
        last_name: 'Smith',
        type: 'child',
        gender: 'Male',
        birthdate: '2014-07-10',
        nationality: 'British',
        passport: ['GB5123458', '2029-08-14'],
        room: 1,
      },
      {
        first_name: 'Emma',
        last_name: 'Smith',
        type: 'child',
        gender: 'Female',
        birthdate: '2016-02-20',
        nationality: 'British',
        passport: ['GB5123459', '2029-08-14'],
        room: 1,
        medical_notes: 'Nut allergy: carries an adrenaline pen.',
      },
    ],
  },
  {
    title: 'Machu Picchu & Sacred Valley honeymoon — García',
    plan: PERU_CLASSIC.slice(4),
    passengers: [
      {
        first_name: 'Luis',
        last_name: 'García',
        gender: 'Male',
        birthdate: '1991-05-04',
        nationality: 'Spanish',
        passport: ['PAA123456', '2032-02-10'],
        email: 'luis.garcia@example.com',
        room: 0,
      },
      {
        first_name: 'Ana',
        last_name: 'García',
        gender: 'Female',
        birthdate: '1993-11-21',
        nationality: 'Spanish',
        passport: ['PAA654321', '2033-06-30'],
        room: 0,
        dietary_notes: 'Gluten-free',
      },
    ],
    upsales: { mkt_percentage: 10, fee: 30 },
  },
  {
    title: 'Peru gastronomy week — Lima & Cusco',
    plan: CUSCO_SHORT,
    passengers: named('Paul Baker', 'Nina Baker'),
  },
  {
    title: 'Cusco long weekend — Lee',
    plan: CUSCO_SHORT,
    steps: [{ margin: ['Cusco city tour and nearby ruins', 25] }],
    passengers: [
      {
        first_name: 'Min-jun',
        last_name: 'Lee',
        gender: 'Male',
        birthdate: '1987-01-15',
        nationality: 'Korean',
        passport: ['M12345678', '2030-09-01'],
        email: 'minjun.lee@example.com',
        room: 0,
        medical_notes: 'Asthma: carries an inhaler.',
      },
    ],
    upsales: { mkt_percentage: 5, fee: 20 },
  },
  {
    title: 'Costa Rica wildlife & volcanoes',
    plan: without(COSTA_RICA, 'Monteverde cloud forest reserve night walk'),
    steps: [{ add: [{ name: 'Monteverde cloud forest reserve night walk', day: '5', optional: 1 }] }],
    upsales: { mkt_percentage: 8, fee: 25 },
    passengers: [
      {
        first_name: 'Mark',
        last_name: 'Evans',
        gender: 'Male',
        birthdate: '1982-06-02',
        nationality: 'Canadian',
        passport: ['AB123456', '2030-03-03'],
        phone: '+1 416 555 0101',
        room: 0,
      },
      {
        first_name: 'Sara',
        last_name: 'Evans',
        gender: 'Female',
        birthdate: '1984-10-17',
        nationality: 'Canadian',
        passport: ['AB123457', '2030-03-03'],
        room: 0,
      },
      {
        first_name: 'Leo',
        last_name: 'Evans',
        gender: 'Male',
        birthdate: '2016-04-09',
        nationality: 'Canadian',
        passport: ['AB123458', '2028-04-09'],
        room: 1,
      },
      { first_name: 'Mia', last_name: 'Evans', gender: 'Female', birthdate: '2018-08-23', nationality: 'Canadian' },
    ],
  },
  {
    title: 'Arenal & Monteverde honeymoon — Rossi',
    plan: COSTA_RICA.slice(4, 14),
    passengers: [
      {
        first_name: 'Marco',
        last_name: 'Rossi',
        birthdate: '1990-02-14',
        nationality: 'Italian',
        passport: ['YA1234567', '2031-12-01'],
        room: 0,
      },
      {
        first_name: 'Giulia',
        last_name: 'Rossi',
        birthdate: '1992-07-07',
        nationality: 'Italian',
        passport: ['YA7654321', '2031-12-01'],
        room: 0,
      },
    ],
  },
  {
    title: 'Peru essentials 10 days (example itinerary)',
    plan: PERU_CLASSIC,
    passengers: named('Traveller 1', 'Traveller 2'),
    upsales: { mkt_percentage: 8, fee: 25 },
  },
  {
    title: 'Costa Rica highlights 9 days (example itinerary)',
    plan: COSTA_RICA,
    passengers: named('Traveller 1', 'Traveller 2'),
    upsales: { mkt_percentage: 8, fee: 25 },
  },
  // Decisions 0039, 0040 and 0041: every quote past In Preparation opens on services, prices and several real versions.
  {
    title: 'Inca Trail trek 8 days — university group',
    plan: PERU_CLASSIC.slice(4),
    passengers: named('Laura Méndez', 'Diego Paredes', 'Sofía Quispe', 'Tomás Rivera', 'Elena Vargas', 'Hugo Salas'),
    upsales: { mkt_percentage: 6, fee: 15 },
    steps: [{ margin: [GUIDE, 18] }],
  },
  {
    title: 'Lake Titicaca & Colca Canyon — Müller',
    plan: SOUTHERN_PERU,
    passengers: named('Jonas Müller', 'Lena Müller', 'Paul Müller'),
  },
  {
    title: 'Southern Peru discovery 15 days — Brown',
    plan: without(PERU_CLASSIC, GUIDE),
    passengers: named('Oliver Brown', 'Grace Brown', 'Harry Brown', 'Lily Brown', 'Jack Brown'),
    upsales: { mkt_percentage: 8, fee: 20 },
    steps: [{ add: [{ name: GUIDE, day: '3' }] }],
  },
  {
    title: 'Pura Vida family adventure 10 days — Wilson',
    plan: without(COSTA_RICA, 'Naturalist guide (full day)'),
    passengers: named('James Wilson', 'Karen Wilson', 'Ben Wilson', 'Amy Wilson', 'Sam Wilson'),
    upsales: { mkt_percentage: 8, fee: 25 },
    steps: [{ add: [{ name: 'Naturalist guide (full day)', day: '3' }] }],
  },
  {
    title: 'Tortuguero turtles & Caribbean coast — Dubois',
    plan: COSTA_RICA.slice(0, 10),
    passengers: named('Claire Dubois', 'Antoine Dubois'),
    steps: [{ margin: ['Arenal hanging bridges walk', 24] }],
  },
  {
    title: 'Pacific beaches & Manuel Antonio — Novak',
    plan: CR_PACIFIC,
    passengers: named('Petra Novak', 'Jan Novak', 'Eva Novak'),
    steps: [{ move: ['Manuel Antonio National Park guided tour', 3] }],
  },
  {
    title: 'Osa Peninsula & cloud forest — Tanaka',
    plan: without(COSTA_RICA, 'Naturalist guide (full day)'),
    passengers: named('Yuki Tanaka'),
    upsales: { mkt_percentage: 5, fee: 20 },
    steps: [{ add: [{ name: 'Naturalist guide (full day)', day: '5' }] }],
  },
];
