// The demo tenant's catalogue: real places of Peru and Costa Rica, plausible 2026–2027 net rates
// in USD. Hotels have three levels (1 Comfort, 2 Superior, 3 Luxury) and a rate per room type.
import type { CategoryType } from '@itinera/domain';

export type Basis = 'per_person' | 'per_group' | 'per_room' | 'per_unit';

export interface DemoHotel {
  city: string; // location code suffix search: the seed finds the city by name in its country
  country: 'PE' | 'CR';
  name: string;
  level: 1 | 2 | 3;
  dbl: number; // per room per night, high season; SGL, TWI, TRP derive from it
}

export interface DemoService {
  country: 'PE' | 'CR';
  city: string;
  name: string;
  type: number;
  category: string;
  basis: Basis;
  /** [minPax, maxPax, unit cost] ranges; per_group lines may name a vehicle capacity. */
  ranges: [number, number, number][];
  /** per_room (a package): [room type id, cost per room] and the nights each room is sold for. */
  rooms?: { nights: number; costs: [number, number][] };
  capacity?: number;
  days?: number;
  description: string;
}

/** What the demo hotels offer, by level (an accommodation must list its amenities, spec 02 §3). */
export const DEMO_AMENITIES: Record<1 | 2 | 3, string[]> = {
  1: ['Wi-Fi', 'Breakfast included', '24-hour reception'],
  2: ['Wi-Fi', 'Breakfast included', 'Restaurant', 'Airport pick-up on request'],
  3: ['Wi-Fi', 'Breakfast included', 'Restaurant', 'Spa', 'Room service'],
};
/**
 * Child and infant prices of the demo's Peruvian rates (decision 0062): a hotel's double, twin and
 * triple take a child sharing with grown-ups at half the rate per bed (the Luxury hotels at a
 * third of the double a night) and an infant free; excursions, entrances and the restaurant a child
 * at half price and an infant free. The Costa Rican rates have none: children pay as adults there.
 */
export const DEMO_HOTEL_BANDS = {
  standard: [
    { min_age: 0, max_age: 1, percentage: 0 },
    { min_age: 2, max_age: 11, percentage: 50 },
  ],
  /** The Luxury hotels price a child sharing as a share of the double (see demo-catalogue.ts). */
  luxuryChildShare: 1 / 3,
} as const;
export const DEMO_CHILD_TYPES = new Set([4, 6, 7]);
export const DEMO_SERVICE_BANDS = [
  { min_age: 0, max_age: 2, percentage: 0 },
  { min_age: 3, max_age: 11, percentage: 50 },
];

export const DEMO_HOTELS: DemoHotel[] = [
  { country: 'PE', city: 'Lima', name: 'Casa Miraflores Boutique', level: 1, dbl: 95 },
  { country: 'PE', city: 'Lima', name: 'Hotel Barranco Bay', level: 2, dbl: 165 },
  { country: 'PE', city: 'Lima', name: 'Miraflores Park Palace', level: 3, dbl: 420 },
  { country: 'PE', city: 'Cusco', name: 'Casa Andina Standard Cusco Plaza', level: 1, dbl: 90 },
  { country: 'PE', city: 'Cusco', name: 'Palacio del Inka Courtyard', level: 2, dbl: 160 },
  { country: 'PE', city: 'Cusco', name: 'Monasterio Belmond Suites', level: 3, dbl: 420 },
  { country: 'PE', city: 'Sacred Valley', name: 'Urubamba Valley Lodge', level: 1, dbl: 85 },
  { country: 'PE', city: 'Sacred Valley', name: 'Aranwa Sacred Valley', level: 2, dbl: 175 },
  { country: 'PE', city: 'Sacred Valley', name: 'Tambo del Inka Resort', level: 3, dbl: 390 },
  { country: 'PE', city: 'Aguas Calientes', name: 'Hatun Inti Classic', level: 1, dbl: 110 },
  { country: 'PE', city: 'Aguas Calientes', name: 'El MaPi by Inkaterra', level: 2, dbl: 230 },
  { country: 'PE', city: 'Aguas Calientes', name: 'Sumaq Machu Picchu', level: 3, dbl: 520 },
  { country: 'PE', city: 'Puno', name: 'Casona Plaza Puno', level: 1, dbl: 70 },
  { country: 'PE', city: 'Puno', name: 'Sonesta Posadas del Inca Puno', level: 2, dbl: 130 },
  { country: 'PE', city: 'Puno', name: 'Titilaka Lodge', level: 3, dbl: 610 },
  { country: 'PE', city: 'Arequipa', name: 'Casa Arequipa Colonial', level: 1, dbl: 75 },
  { country: 'PE', city: 'Arequipa', name: 'Casa Andina Select Arequipa', level: 2, dbl: 125 },
  { country: 'PE', city: 'Arequipa', name: 'CIRQA Relais & Châteaux', level: 3, dbl: 380 },
  { country: 'CR', city: 'San José', name: 'Hotel Presidente San José', level: 1, dbl: 95 },
  { country: 'CR', city: 'San José', name: 'Hotel Grano de Oro', level: 2, dbl: 210 },
  { country: 'CR', city: 'San José', name: 'Xandari Resort & Spa', level: 3, dbl: 450 },
  { country: 'CR', city: 'Arenal', name: 'Arenal Manoa Hotel', level: 1, dbl: 140 },
  { country: 'CR', city: 'Arenal', name: 'Arenal Kioro Suites', level: 2, dbl: 260 },
  { country: 'CR', city: 'Arenal', name: 'Nayara Springs', level: 3, dbl: 980 },
  { country: 'CR', city: 'Monteverde', name: 'Monteverde Country Lodge', level: 1, dbl: 110 },
  { country: 'CR', city: 'Monteverde', name: 'Hotel Belmar', level: 2, dbl: 230 },
  { country: 'CR', city: 'Monteverde', name: 'Monteverde Lodge & Gardens', level: 3, dbl: 380 },
  { country: 'CR', city: 'Manuel Antonio', name: 'Hotel Costa Verde', level: 1, dbl: 150 },
  { country: 'CR', city: 'Manuel Antonio', name: 'Parador Resort & Spa', level: 2, dbl: 290 },
  { country: 'CR', city: 'Manuel Antonio', name: 'Arenas del Mar Beachfront', level: 3, dbl: 620 },
];

export const DEMO_SERVICES: DemoService[] = [
  {
    country: 'PE',
    city: 'Lima',
    name: 'Private transfer Lima airport – Miraflores',
    type: 5,
    category: 'TRF',
    basis: 'per_group',
    ranges: [
      [1, 6, 35],
      [7, 12, 60],
    ],
    capacity: 6,
    description: 'Meet and greet at Jorge Chávez airport and private van to the hotel.',
  },
  {
    country: 'PE',
    city: 'Cusco',
    name: 'Private transfer Cusco airport – hotel',
    type: 5,
    category: 'TRF',
    basis: 'per_group',
    ranges: [
      [1, 6, 30],
      [7, 12, 55],
    ],
    capacity: 6,
    description: 'Private van from Alejandro Velasco Astete airport to the hotel in Cusco.',
  },
  {
    country: 'PE',
    city: 'Cusco',
    name: 'Cusco city tour and nearby ruins',
    type: 7,
    category: 'EXC',
    basis: 'per_person',
    ranges: [
      [1, 1, 120],
      [2, 3, 85],
      [4, 6, 65],
      [7, 10, 55],
    ],
    description: 'Koricancha, the Cathedral, Sacsayhuamán, Q’enqo, Puca Pucara and Tambomachay.',
  },
  {
    country: 'PE',
    city: 'Sacred Valley',
    name: 'Sacred Valley: Pisac market and Ollantaytambo',
    type: 7,
    category: 'EXC',
    basis: 'per_person',
    ranges: [
      [1, 1, 160],
      [2, 3, 110],
      [4, 6, 90],
      [7, 10, 75],
    ],
    description: 'Full day with lunch in Urubamba; Pisac terraces and market, Ollantaytambo fortress.',
  },
  {
    country: 'PE',
    city: 'Aguas Calientes',
    name: 'Machu Picchu entrance (circuit 2)',
    type: 4,
    category: 'ENT',
    basis: 'per_person',
    ranges: [[1, 20, 62]],
    description: 'Government entrance ticket to the Inca citadel, circuit 2, fixed time slot.',
  },
  {
    country: 'PE',
    city: 'Aguas Calientes',
    name: 'Consettur bus Aguas Calientes – Machu Picchu (round trip)',
    type: 3,
    category: 'TRS',
    basis: 'per_person',
    ranges: [[1, 20, 24]],
    description: 'Shuttle bus up to the citadel and back.',
  },
  {
    country: 'PE',
    city: 'Sacred Valley',
    name: 'Vistadome train Ollantaytambo – Aguas Calientes',
    type: 3,
    category: 'TRN',
    basis: 'per_person',
    ranges: [[1, 20, 95]],
    description: 'PeruRail Vistadome with panoramic windows, one way.',
  },
  {
    country: 'PE',
    city: 'Cusco',
    name: 'Private English-speaking guide (full day)',
    type: 8,
    category: 'GDE',
    basis: 'per_group',
    ranges: [[1, 10, 88]],
    capacity: 10,
    description: 'Licensed guide for a full day, 8 hours.',
  },
  {
    country: 'PE',
    city: 'Puno',
    name: 'Lake Titicaca: Uros and Taquile islands',
    type: 7,
    category: 'EXC',
    basis: 'per_person',
    ranges: [
      [1, 1, 140],
      [2, 3, 95],
      [4, 10, 70],
    ],
    description: 'Full-day boat excursion with lunch on Taquile.',
  },
  {
    country: 'PE',
    city: 'Arequipa',
    name: 'Colca Canyon two-day tour',
    type: 9,
    category: 'PKG',
    // A package is sold by the room (spec 02 §3): two days are one night, at the lodge in Chivay.
    basis: 'per_room',
    ranges: [],
    rooms: {
      nights: 1,
      costs: [
        [1, 380],
        [2, 520],
        [3, 520],
        [4, 690],
      ],
    },
    days: 2,
    description: 'Two days with the Cruz del Cóndor viewpoint and hot springs.',
  },
  {
    country: 'PE',
    city: 'Lima',
    name: 'Domestic flight Lima – Cusco',
    type: 1,
    category: 'FLT',
    basis: 'per_person',
    ranges: [[1, 20, 145]],
    description: 'Economy seat with one checked bag.',
  },
  {
    country: 'PE',
    city: 'Cusco',
    name: 'Dinner at a Novo-Andean restaurant',
    type: 6,
    category: 'MEA',
    basis: 'per_person',
    ranges: [[1, 20, 45]],
    description: 'Three-course dinner, drinks not included.',
  },
  {
    country: 'CR',
    city: 'San José',
    name: 'Private transfer SJO airport – San José',
    type: 5,
    category: 'TRF',
    basis: 'per_group',
    ranges: [
      [1, 6, 45],
      [7, 12, 80],
    ],
    capacity: 6,
    description: 'Meet and greet at Juan Santamaría airport and private van to the hotel.',
  },
  {
    country: 'CR',
    city: 'Arenal',
    name: 'Private transfer San José – Arenal',
    type: 5,
    category: 'TRF',
    basis: 'per_group',
    ranges: [
      [1, 6, 180],
      [7, 12, 260],
    ],
    capacity: 6,
    description: 'Three-hour drive via Sarchí with a coffee stop.',
  },
  {
    country: 'CR',
    city: 'Arenal',
    name: 'Arenal hanging bridges walk',
    type: 7,
    category: 'EXC',
    basis: 'per_person',
    ranges: [
      [1, 1, 95],
      [2, 5, 70],
      [6, 12, 58],
    ],
    description: 'Guided morning walk across 15 bridges in the rainforest canopy.',
  },
  {
    country: 'CR',
    city: 'Monteverde',
    name: 'Monteverde cloud forest reserve night walk',
    type: 7,
    category: 'EXC',
    basis: 'per_person',
    ranges: [
      [1, 1, 60],
      [2, 12, 45],
    ],
    description: 'Two-hour guided walk to find sloths, tarantulas and tree frogs.',
  },
  {
    country: 'CR',
    city: 'Manuel Antonio',
    name: 'Manuel Antonio National Park guided tour',
    type: 7,
    category: 'EXC',
    basis: 'per_person',
    ranges: [
      [1, 1, 85],
      [2, 12, 62],
    ],
    description: 'Morning tour with a naturalist guide and spotting scope.',
  },
  {
    country: 'CR',
    city: 'Manuel Antonio',
    name: 'Manuel Antonio park entrance',
    type: 4,
    category: 'ENT',
    basis: 'per_person',
    ranges: [[1, 20, 18]],
    description: 'Park entrance fee for foreign visitors.',
  },
  {
    country: 'CR',
    city: 'San José',
    name: 'Domestic flight San José – Quepos',
    type: 1,
    category: 'FLT',
    basis: 'per_person',
    ranges: [[1, 12, 130]],
    description: 'Sansa regional flight, 25 minutes, 11 kg of luggage.',
  },
  {
    country: 'CR',
    city: 'Arenal',
    name: 'Naturalist guide (full day)',
    type: 8,
    category: 'GDE',
    basis: 'per_group',
    ranges: [[1, 12, 150]],
    capacity: 12,
    description: 'Bilingual naturalist guide for a full day.',
  },
];

export const DEMO_CATEGORIES: { name: string; acronym: string; type: CategoryType }[] = [
  { name: 'Hotel', acronym: 'HTL', type: 'CAT_AC' },
  { name: 'Transfer', acronym: 'TRF', type: 'CAT_SV' },
  { name: 'Excursion', acronym: 'EXC', type: 'CAT_SV' },
  { name: 'Entrance', acronym: 'ENT', type: 'CAT_SV' },
  { name: 'Train', acronym: 'TRN', type: 'CAT_SV' },
  { name: 'Transport', acronym: 'TRS', type: 'CAT_SV' },
  { name: 'Guide', acronym: 'GDE', type: 'CAT_SV' },
  { name: 'Package', acronym: 'PKG', type: 'TOD' },
  { name: 'Flight', acronym: 'FLT', type: 'CAT_SV' },
  { name: 'Meal', acronym: 'MEA', type: 'CAT_SV' },
];
