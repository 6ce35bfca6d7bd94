import type { PublicProposal } from '@itinera/domain';

/**
 * A realistic published proposal for the page's and the PDF's tests: five days in Peru, three
 * levels, optionals, room types. Sale prices only, as the projection gives them.
 */
export function peruProposal(overrides: Partial<PublicProposal> = {}): PublicProposal {
  return {
    code: 'pE7xq2Lr9Vb4Tz8KmN3sYw6Hd1Gf5Jc0',
    version: 2,
    publishedAt: '2026-11-20T14:05:00.000Z',
    template: { id: 1, path: 'whitelabel' },
    colors: { navBgColor: '#f9f6f0', mainBgColor: '#720330', mainTextColor: '#810644' },
    language: 'en',
    options: [1, 3, 4, 6, 7, 8, 9, 10, 11, 13],
    images: { cover_page: '/media/peru-cover.jpg', logo: '/media/andes-logo.png', contact: '/media/team.jpg' },
    sender: {
      name: 'Andes Journeys',
      email: 'hola@andesjourneys.example',
      phone: '+51 84 123 456',
      ownerName: 'Lucía Quispe',
    },
    quote: {
      title: 'Peru: Lima, Cusco and Machu Picchu',
      description:
        '<p>Five days from the Pacific coast to the heart of the Inca world, with time to adjust to the altitude in the Sacred Valley.</p>',
      startDate: '2027-05-04',
      endDate: '2027-05-08',
      numPax: 2,
      numDays: 5,
      clientName: 'Emma and Noah Carter',
      destinations: ['Lima', 'Cusco', 'Sacred Valley', 'Machu Picchu'],
    },
    currency: { code: 'USD', sign: 'US$' },
    days: [
      {
        day: 1,
        date: '2027-05-04',
        title: 'Arrival in Lima',
        description: '<p>Private transfer to Miraflores and an evening walk along the cliffs above the Pacific.</p>',
        images: ['/media/lima-1.jpg', '/media/lima-2.jpg'],
        overnight: 'Lima',
        meals: [],
        services: [
          {
            name: 'Airport transfer to Miraflores',
            typeName: 'Transfer',
            location: 'Lima',
            level: 0,
            optional: false,
            pricePerPerson: null,
          },
          {
            name: 'Casa Andina Select Miraflores',
            typeName: 'Hotel',
            location: 'Lima',
            level: 1,
            optional: false,
            pricePerPerson: null,
          },
          { name: 'Hotel B', typeName: 'Hotel', location: 'Lima', level: 2, optional: false, pricePerPerson: null },
          {
            name: 'Belmond Miraflores Park',
            typeName: 'Hotel',
            location: 'Lima',
            level: 3,
            optional: false,
            pricePerPerson: null,
          },
          {
            name: 'Barranco food walk',
            typeName: 'Excursion',
            location: 'Lima',
            level: 0,
            optional: true,
            pricePerPerson: 85,
          },
        ],
      },
      {
        day: 2,
        date: '2027-05-05',
        title: 'Fly to Cusco, Sacred Valley',
        description:
          '<p>Morning flight to Cusco and a gentle drive down to the Urubamba valley, stopping at the Awana Kancha weavers.</p>',
        images: ['/media/valley-1.jpg'],
        overnight: 'Sacred Valley',
        meals: ['Breakfast', 'Lunch'],
        services: [
          {
            name: 'Flight Lima – Cusco',
            typeName: 'Flight',
            location: 'Cusco',
            level: 0,
            optional: false,
            pricePerPerson: null,
          },
          {
            name: 'Private guide and driver, Sacred Valley',
            typeName: 'Guide',
            location: 'Urubamba',
            level: 0,
            optional: false,
            pricePerPerson: null,
          },
          {
            name: 'Tambo del Inka',
            typeName: 'Hotel',
            location: 'Urubamba',
            level: 2,
            optional: false,
            pricePerPerson: null,
          },
        ],
      },
      {
        day: 3,
        date: '2027-05-06',
        title: 'Pisac and Ollantaytambo',
        description:
          '<p>The market and terraces of Pisac, lunch in a valley garden and the fortress of Ollantaytambo at sunset.</p>',
        images: ['/media/pisac-1.jpg', '/media/pisac-2.jpg', '/media/pisac-3.jpg'],
        overnight: 'Sacred Valley',
        meals: ['Breakfast'],
        services: [
          {
            name: 'Pisac and Ollantaytambo full-day tour',
            typeName: 'Excursion',
            location: 'Urubamba',
            level: 0,
            optional: false,
            pricePerPerson: null,
          },
          {
            name: 'Sacred Valley horseback ride',
            typeName: 'Excursion',
            location: 'Urubamba',
            level: 0,
            optional: true,
            pricePerPerson: 120,
          },
        ],
      },
      {
        day: 4,
        date: '2027-05-07',
        title: 'Machu Picchu',
        description:
          '<p>The Vistadome train along the Urubamba to Aguas Calientes and a guided visit of the citadel.</p>',
        images: ['/media/machu-1.jpg'],
        overnight: 'Cusco',
        meals: ['Breakfast', 'Lunch'],
        services: [
          {
            name: 'Vistadome train',
            typeName: 'Train',
            location: 'Aguas Calientes',
            level: 1,
            optional: false,
            pricePerPerson: null,
          },
          {
            name: 'Hiram Bingham train',
            typeName: 'Train',
            location: 'Aguas Calientes',
            level: 3,
            optional: false,
            pricePerPerson: null,
          },
          {
            name: 'Machu Picchu entrance and guide',
            typeName: 'Excursion',
            location: 'Machu Picchu',
            level: 0,
            optional: false,
            pricePerPerson: null,
          },
        ],
      },
      {
        day: 5,
        date: '2027-05-08',
        title: 'Cusco and departure',
        description: '<p>A morning in San Blas and the Qorikancha before the transfer to the airport.</p>',
        images: [],
        overnight: null,
        meals: ['Breakfast'],
        services: [
          {
            name: 'Cusco city walk',
            typeName: 'Excursion',
            location: 'Cusco',
            level: 0,
            optional: false,
            pricePerPerson: null,
          },
          {
            name: 'Airport transfer',
            typeName: 'Transfer',
            location: 'Cusco',
            level: 0,
            optional: false,
            pricePerPerson: null,
          },
        ],
      },
    ],
    levels: [
      {
        level: 1,
        label: 'Comfort',
        total: 4180,
        perPerson: 2090,
        rooms: [
          { roomType: 'Double', pricePerPerson: 2090 },
          { roomType: 'Single', pricePerPerson: 2640 },
        ],
        hotels: [
          { name: 'Casa Andina Select Miraflores', location: 'Lima', nights: 1, day: 1 },
          { name: 'Casa Andina Standard Sacred Valley', location: 'Urubamba', nights: 2, day: 2 },
          { name: 'Casa Andina Premium Cusco', location: 'Cusco', nights: 1, day: 4 },
        ],
      },
      {
        level: 2,
        label: 'Superior',
        total: 5960,
        perPerson: 2980,
        rooms: [
          { roomType: 'Double', pricePerPerson: 2980 },
          { roomType: 'Single', pricePerPerson: 3790 },
        ],
        hotels: [
          { name: 'Hotel B', location: 'Lima', nights: 1, day: 1 },
          { name: 'Tambo del Inka', location: 'Urubamba', nights: 2, day: 2 },
          { name: 'Palacio del Inka', location: 'Cusco', nights: 1, day: 4 },
        ],
      },
      {
        level: 3,
        label: 'Luxury',
        total: 9270,
        perPerson: 4635.5,
        rooms: [
          { roomType: 'Double', pricePerPerson: 4635.5 },
          { roomType: 'Single', pricePerPerson: 6410 },
        ],
        hotels: [
          { name: 'Belmond Miraflores Park', location: 'Lima', nights: 1, day: 1 },
          { name: 'Belmond Rio Sagrado', location: 'Urubamba', nights: 2, day: 2 },
          { name: 'Belmond Monasterio', location: 'Cusco', nights: 1, day: 4 },
        ],
      },
    ],
    accepted: null,
    ...overrides,
  };
}
