// The demo tenant's quotes, templates and requests (issue 5: quotes). Plain data; the writing is in
// demo-quotes.ts. `edits` are content changes made after creation (each one a new version);
// `path` is the walk through the status machine from In Preparation; `created` is the day the
// quote was first written (its code and rate date follow from it).

export type DemoClient = 'andean' | 'puraVida' | null;
export type DemoUser = 'admin' | 'operator' | 'agent';

export interface DemoQuote {
  key: string;
  title: string;
  client: DemoClient;
  type: 1 | 2 | 3 | 4;
  start: string;
  days: number;
  pax: number;
  cities: string[];
  tags: string[];
  owner: DemoUser;
  assignee?: DemoUser;
  /** Templates only: 1 lets everyone of the company start a quote from it (itinerary_public). */
  public?: 1;
  created: string;
  /** Values of the first version that later edits changed. */
  draft?: Record<string, unknown>;
  edits?: Record<string, unknown>[];
  path: number[];
}

export const DEMO_QUOTES: DemoQuote[] = [
  // Andean Trails Travel — Peru
  {
    key: 'smith', title: 'Classic Peru 12 days — Smith family', client: 'andean', type: 1, start: '2026-07-04', days: 12, pax: 4,
    cities: ['Lima', 'Cusco', 'Sacred Valley', 'Aguas Calientes'], tags: ['Classic', 'Family'], owner: 'operator', created: '2026-02-03',
    draft: { num_pax: 2, title: 'Classic Peru 12 days — Smith' },
    edits: [{ num_pax: 4 }, { title: 'Classic Peru 12 days — Smith family', description: 'Two adults and two teenagers; add a private guide in Cusco.' }], path: [4, 2],
  },
  {
    key: 'garcia', title: 'Machu Picchu & Sacred Valley honeymoon — García', client: 'andean', type: 1, start: '2026-12-18', days: 8, pax: 2,
    cities: ['Cusco', 'Sacred Valley', 'Aguas Calientes'], tags: ['Honeymoon'], owner: 'operator', created: '2026-09-14',
    draft: { start_date: '2026-12-11', end_date: '2026-12-18' }, edits: [{ start_date: '2026-12-18', end_date: '2026-12-25' }], path: [4],
  },
  {
    key: 'inca', title: 'Inca Trail trek 8 days — university group', client: 'andean', type: 1, start: '2027-05-09', days: 8, pax: 6,
    cities: ['Cusco', 'Aguas Calientes'], tags: ['Off the beaten path'], owner: 'admin', assignee: 'operator', created: '2026-10-02', path: [5],
  },
  {
    key: 'muller', title: 'Lake Titicaca & Colca Canyon — Müller', client: 'andean', type: 1, start: '2026-10-11', days: 9, pax: 2,
    cities: ['Arequipa', 'Colca Canyon', 'Lake Titicaca'], tags: ['Off the beaten path'], owner: 'operator', created: '2026-05-20',
    draft: { num_pax: 3 }, edits: [{ num_pax: 2 }], path: [4, 3],
  },
  {
    key: 'johnson', title: 'Amazon Tambopata add-on — Johnson', client: 'andean', type: 1, start: '2027-02-15', days: 4, pax: 3,
    cities: ['Tambopata'], tags: ['Wildlife', 'Family'], owner: 'agent', created: '2026-11-02', path: [],
  },
  {
    key: 'gastronomy', title: 'Peru gastronomy week — Lima & Cusco', client: 'andean', type: 1, start: '2027-04-03', days: 7, pax: 2,
    cities: ['Lima', 'Cusco'], tags: ['Classic'], owner: 'agent', assignee: 'operator', created: '2026-11-10', path: [],
  },
  {
    key: 'brown', title: 'Southern Peru discovery 15 days — Brown', client: 'andean', type: 1, start: '2027-06-12', days: 15, pax: 5,
    cities: ['Lima', 'Arequipa', 'Lake Titicaca', 'Cusco'], tags: ['Classic', 'Family'], owner: 'operator', created: '2026-10-21',
    draft: { num_pax: 4 }, edits: [{ num_pax: 5 }], path: [5, 4],
  },
  {
    key: 'lee', title: 'Cusco long weekend — Lee', client: 'andean', type: 1, start: '2026-08-27', days: 4, pax: 1,
    cities: ['Cusco'], tags: ['Classic'], owner: 'agent', created: '2026-06-08', path: [3],
  },
  // Pura Vida Journeys — Costa Rica
  {
    key: 'wildlife', title: 'Costa Rica wildlife & volcanoes', client: 'puraVida', type: 1, start: '2026-12-27', days: 10, pax: 4,
    cities: ['San José', 'Arenal', 'Monteverde', 'Manuel Antonio'], tags: ['Wildlife', 'Family'], owner: 'operator', created: '2026-08-05',
    draft: { num_pax: 3 },
    edits: [{ description: 'Christmas departure: book the Arenal lodge early.' }, { num_pax: 4 }], path: [5, 4, 2],
  },
  {
    key: 'wilson', title: 'Pura Vida family adventure 10 days — Wilson', client: 'puraVida', type: 1, start: '2027-03-20', days: 10, pax: 5,
    cities: ['San José', 'Arenal', 'Tamarindo'], tags: ['Family', 'Wildlife'], owner: 'operator', created: '2026-10-15', path: [4],
  },
  {
    key: 'dubois', title: 'Tortuguero turtles & Caribbean coast — Dubois', client: 'puraVida', type: 1, start: '2027-08-07', days: 7, pax: 2,
    cities: ['San José', 'Tortuguero'], tags: ['Wildlife'], owner: 'agent', assignee: 'operator', created: '2026-11-05', path: [5],
  },
  {
    key: 'rossi', title: 'Arenal & Monteverde honeymoon — Rossi', client: 'puraVida', type: 1, start: '2027-09-18', days: 9, pax: 2,
    cities: ['Arenal', 'Monteverde'], tags: ['Honeymoon'], owner: 'agent', created: '2026-11-16', path: [],
  },
  {
    key: 'novak', title: 'Pacific beaches & Manuel Antonio — Novak', client: 'puraVida', type: 1, start: '2026-09-05', days: 8, pax: 3,
    cities: ['Manuel Antonio', 'Tamarindo'], tags: ['Family'], owner: 'operator', created: '2026-04-28', path: [4, 3],
  },
  {
    key: 'tanaka', title: 'Osa Peninsula & cloud forest — Tanaka', client: 'puraVida', type: 1, start: '2027-11-06', days: 11, pax: 1,
    cities: ['Monteverde', 'San José'], tags: ['Off the beaten path', 'Wildlife'], owner: 'operator', created: '2026-11-12', path: [5],
  },
  // Templates: example itineraries (2), modules (3), experiences (4).
  {
    key: 'tpl-peru', public: 1, title: 'Peru essentials 10 days (example itinerary)', client: null, type: 2, start: '2027-01-01', days: 10, pax: 2,
    cities: ['Lima', 'Cusco', 'Sacred Valley', 'Aguas Calientes'], tags: ['Classic'], owner: 'admin', created: '2026-01-12', path: [6, 7, 8],
  },
  {
    key: 'tpl-cr', title: 'Costa Rica highlights 9 days (example itinerary)', client: null, type: 2, start: '2027-01-01', days: 9, pax: 2,
    cities: ['San José', 'Arenal', 'Manuel Antonio'], tags: ['Wildlife', 'Classic'], owner: 'admin', created: '2026-01-19', path: [6],
  },
  {
    key: 'tpl-valley', public: 1, title: 'Sacred Valley 2-day module', client: null, type: 3, start: '2027-01-01', days: 2, pax: 2,
    cities: ['Sacred Valley'], tags: ['Classic'], owner: 'operator', created: '2026-01-26', path: [6, 7],
  },
  {
    key: 'tpl-arenal', public: 1, title: 'Arenal volcano & hot springs module', client: null, type: 3, start: '2027-01-01', days: 3, pax: 2,
    cities: ['Arenal'], tags: ['Wildlife'], owner: 'operator', created: '2026-02-09', path: [6, 7, 8],
  },
  {
    key: 'tpl-cooking', public: 1, title: 'Cusco cooking class & San Pedro market', client: null, type: 4, start: '2027-01-01', days: 1, pax: 2,
    cities: ['Cusco'], tags: [], owner: 'admin', created: '2026-02-16', path: [6, 7, 8, 9],
  },
];

export interface DemoRequest {
  title: string;
  client: 'andean' | 'puraVida';
  stage: 1 | 2 | 3 | 4 | 5;
  quotes: string[];
  owner: DemoUser;
  created: string;
}

/** Stages agree with the linked quotes: Won ↔ a Confirmed quote, Lost ↔ every linked quote rejected. */
export const DEMO_REQUESTS: DemoRequest[] = [
  { title: 'Smith family — Peru in July', client: 'andean', stage: 3, quotes: ['smith'], owner: 'operator', created: '2026-02-02' },
  { title: 'Christmas in Costa Rica — family of four', client: 'puraVida', stage: 3, quotes: ['wildlife'], owner: 'operator', created: '2026-08-04' },
  { title: 'García honeymoon enquiry', client: 'andean', stage: 2, quotes: ['garcia'], owner: 'operator', created: '2026-09-13' },
  { title: 'University group — Inca Trail and southern Peru', client: 'andean', stage: 5, quotes: ['inca', 'brown'], owner: 'admin', created: '2026-10-01' },
  { title: 'Müller & Lee — short Andean trips', client: 'andean', stage: 4, quotes: ['muller', 'lee'], owner: 'operator', created: '2026-05-19' },
  { title: 'Novak beach holiday', client: 'puraVida', stage: 4, quotes: ['novak'], owner: 'operator', created: '2026-04-27' },
  { title: 'Johnson family — Amazon extension', client: 'andean', stage: 1, quotes: ['johnson'], owner: 'agent', created: '2026-11-02' },
];
