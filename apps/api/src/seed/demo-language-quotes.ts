import type { DemoQuote } from './demo-quotes-data';
import { COSTA_RICA, CUSCO_SHORT, type DemoQuoteServices } from './demo-quote-services-data';

// Decision 0092: one demo quote in Spanish and one in Brazilian Portuguese, each published, so the
// proposal, its PDF and the vouchers can be seen in those languages. Their services take their
// names from the catalogue's translations (demo-catalogue-translations.ts); their days are written
// by hand in the quote's language (a guide's words say more than a draft). Apart from DEMO_QUOTES, so
// the lists other tests count are unchanged.

export const DEMO_LANGUAGE_QUOTES: (DemoQuote & { language: 'es' | 'pt' })[] = [
  {
    key: 'rodriguez',
    title: 'Cusco y Valle Sagrado — familia Rodríguez',
    client: 'andean',
    type: 1,
    start: '2027-03-10',
    days: 4,
    pax: 2,
    cities: ['Cusco', 'Sacred Valley'],
    tags: ['Classic'],
    owner: 'operator',
    created: '2026-11-02',
    edits: [{ description: 'Primer viaje de la familia al Perú: hoteles cerca de la Plaza de Armas.' }],
    path: [4],
    language: 'es',
  },
  {
    key: 'silva',
    title: 'Costa Rica: vulcões e florestas — família Silva',
    client: 'puraVida',
    type: 1,
    start: '2027-01-15',
    days: 8,
    pax: 2,
    cities: ['San José', 'Arenal', 'Monteverde', 'Manuel Antonio'],
    tags: ['Wildlife'],
    owner: 'operator',
    created: '2026-11-05',
    edits: [{ description: 'Primeira viagem do casal à Costa Rica: quartos com vista para o vulcão.' }],
    path: [4],
    language: 'pt',
  },
];

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

export const DEMO_LANGUAGE_SERVICES: (DemoQuoteServices & { days: { title: string; description: string }[] })[] = [
  {
    title: 'Cusco y Valle Sagrado — familia Rodríguez',
    plan: CUSCO_SHORT,
    upsales: { mkt_percentage: 8, fee: 20 },
    passengers: [
      { first_name: 'Carmen', last_name: 'Rodríguez', gender: 'Female', birthdate: '1982-05-21', room: 0 },
      { first_name: 'Jorge', last_name: 'Rodríguez', gender: 'Male', birthdate: '1980-10-02', room: 0 },
    ],
    days: [
      {
        title: 'Llegada al Cusco',
        description: p(
          'El Cusco, antigua capital de los incas, está a 3.400 m: tomen las primeras horas con calma.',
          'Traslado privado del aeropuerto al hotel y tarde libre para aclimatarse con un mate de coca.',
        ),
      },
      {
        title: 'City tour del Cusco y ruinas cercanas',
        description: p(
          'Por la tarde visitamos el Qorikancha, la Catedral y las ruinas de Sacsayhuamán, Q’enqo, Puca Pucara y Tambomachay.',
          'Por la noche, cena en un restaurante novoandino.',
        ),
      },
      {
        title: 'Valle Sagrado: Pisac y Ollantaytambo',
        description: p(
          'Día completo en el Valle Sagrado del Urubamba: los andenes y el mercado de Pisac, almuerzo en Urubamba y la fortaleza de Ollantaytambo.',
        ),
      },
      {
        title: 'Salida del Cusco',
        description: p('Mañana libre para las últimas compras en San Blas y traslado al aeropuerto.'),
      },
    ],
  },
  {
    title: 'Costa Rica: vulcões e florestas — família Silva',
    plan: COSTA_RICA,
    upsales: { mkt_percentage: 10, fee: 25 },
    passengers: [
      { first_name: 'Ana', last_name: 'Silva', gender: 'Female', birthdate: '1985-08-11', room: 0 },
      { first_name: 'Pedro', last_name: 'Silva', gender: 'Male', birthdate: '1983-01-29', room: 0 },
    ],
    days: [
      {
        title: 'Chegada a San José',
        description: p(
          'San José, a capital da Costa Rica, fica no Vale Central, cercada de vulcões.',
          'Recepção no aeroporto Juan Santamaría e traslado privativo até o hotel.',
        ),
      },
      {
        title: 'De San José a Arenal',
        description: p(
          'Três horas de estrada por Sarchí, com parada para o café, até o vulcão Arenal: floresta tropical e águas termais.',
        ),
      },
      {
        title: 'Pontes suspensas de Arenal',
        description: p('Caminhada guiada pela manhã por 15 pontes na copa da floresta, com um guia naturalista.'),
      },
      {
        title: 'Rumo a Monteverde',
        description: p('A floresta nublada de Monteverde é o lar do quetzal e de centenas de orquídeas.'),
      },
      {
        title: 'Monteverde à noite',
        description: p('Dia livre e, à noite, uma caminhada opcional para ver preguiças, tarântulas e pererecas.'),
      },
      {
        title: 'Voo para Quepos',
        description: p('Voo regional de San José a Quepos e chegada às praias de Manuel Antonio.'),
      },
      {
        title: 'Parque Nacional Manuel Antonio',
        description: p(
          'Manuel Antonio: praias de areia branca onde a floresta encontra o Pacífico. Passeio guiado pela manhã com luneta.',
        ),
      },
      {
        title: 'Partida de Manuel Antonio',
        description: p('Manhã livre na praia antes do retorno.'),
      },
    ],
  },
];
