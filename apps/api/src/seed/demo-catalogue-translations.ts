// The demo catalogue's services in Spanish and Brazilian Portuguese (decision 0092): a quote in either
// language takes its services' names and descriptions from here, as a DMC's catalogue would hold
// them. Keyed by the English name; hotels keep their own names in every language.

export interface ServiceTexts {
  name: string;
  description: string;
}

export const DEMO_SERVICE_TRANSLATIONS: Record<string, { es: ServiceTexts; pt: ServiceTexts }> = {
  'Private transfer Lima airport – Miraflores': {
    es: {
      name: 'Traslado privado aeropuerto de Lima – Miraflores',
      description: 'Recepción en el aeropuerto Jorge Chávez y van privada hasta el hotel.',
    },
    pt: {
      name: 'Traslado privativo aeroporto de Lima – Miraflores',
      description: 'Recepção no aeroporto Jorge Chávez e van privativa até o hotel.',
    },
  },
  'Private transfer Cusco airport – hotel': {
    es: {
      name: 'Traslado privado aeropuerto del Cusco – hotel',
      description: 'Van privada del aeropuerto Alejandro Velasco Astete al hotel en el Cusco.',
    },
    pt: {
      name: 'Traslado privativo aeroporto de Cusco – hotel',
      description: 'Van privativa do aeroporto Alejandro Velasco Astete até o hotel em Cusco.',
    },
  },
  'Cusco city tour and nearby ruins': {
    es: {
      name: 'City tour del Cusco y ruinas cercanas',
      description: 'Qorikancha, la Catedral, Sacsayhuamán, Q’enqo, Puca Pucara y Tambomachay.',
    },
    pt: {
      name: 'City tour em Cusco e ruínas próximas',
      description: 'Qorikancha, a Catedral, Sacsayhuamán, Q’enqo, Puca Pucara e Tambomachay.',
    },
  },
  'Sacred Valley: Pisac market and Ollantaytambo': {
    es: {
      name: 'Valle Sagrado: mercado de Pisac y Ollantaytambo',
      description: 'Día completo con almuerzo en Urubamba; andenes y mercado de Pisac, fortaleza de Ollantaytambo.',
    },
    pt: {
      name: 'Vale Sagrado: mercado de Pisac e Ollantaytambo',
      description: 'Dia inteiro com almoço em Urubamba; terraços e mercado de Pisac, fortaleza de Ollantaytambo.',
    },
  },
  'Machu Picchu entrance (circuit 2)': {
    es: {
      name: 'Entrada a Machu Picchu (circuito 2)',
      description: 'Boleto oficial de ingreso a la ciudadela inca, circuito 2, con horario fijo.',
    },
    pt: {
      name: 'Ingresso para Machu Picchu (circuito 2)',
      description: 'Ingresso oficial para a cidadela inca, circuito 2, com horário marcado.',
    },
  },
  'Consettur bus Aguas Calientes – Machu Picchu (round trip)': {
    es: {
      name: 'Bus Consettur Aguas Calientes – Machu Picchu (ida y vuelta)',
      description: 'Bus de subida a la ciudadela y de regreso.',
    },
    pt: {
      name: 'Ônibus Consettur Aguas Calientes – Machu Picchu (ida e volta)',
      description: 'Ônibus de subida até a cidadela e de volta.',
    },
  },
  'Vistadome train Ollantaytambo – Aguas Calientes': {
    es: {
      name: 'Tren Vistadome Ollantaytambo – Aguas Calientes',
      description: 'PeruRail Vistadome con ventanas panorámicas, solo ida.',
    },
    pt: {
      name: 'Trem Vistadome Ollantaytambo – Aguas Calientes',
      description: 'PeruRail Vistadome com janelas panorâmicas, só ida.',
    },
  },
  'Private English-speaking guide (full day)': {
    es: {
      name: 'Guía privado de habla inglesa (día completo)',
      description: 'Guía oficial durante un día completo, 8 horas.',
    },
    pt: {
      name: 'Guia particular que fala inglês (dia inteiro)',
      description: 'Guia credenciado durante um dia inteiro, 8 horas.',
    },
  },
  'Lake Titicaca: Uros and Taquile islands': {
    es: {
      name: 'Lago Titicaca: islas de los Uros y Taquile',
      description: 'Excursión en lancha de día completo con almuerzo en Taquile.',
    },
    pt: {
      name: 'Lago Titicaca: ilhas dos Uros e Taquile',
      description: 'Passeio de barco de dia inteiro com almoço em Taquile.',
    },
  },
  'Colca Canyon two-day tour': {
    es: {
      name: 'Cañón del Colca en dos días',
      description: 'Dos días con el mirador de la Cruz del Cóndor y aguas termales.',
    },
    pt: {
      name: 'Cânion do Colca em dois dias',
      description: 'Dois dias com o mirante da Cruz del Cóndor e águas termais.',
    },
  },
  'Domestic flight Lima – Cusco': {
    es: { name: 'Vuelo nacional Lima – Cusco', description: 'Asiento en clase económica con una maleta en bodega.' },
    pt: { name: 'Voo doméstico Lima – Cusco', description: 'Assento na classe econômica com uma mala despachada.' },
  },
  'Dinner at a Novo-Andean restaurant': {
    es: {
      name: 'Cena en un restaurante novoandino',
      description: 'Cena de tres tiempos, bebidas no incluidas.',
    },
    pt: {
      name: 'Jantar em um restaurante novo-andino',
      description: 'Jantar de três pratos, bebidas não incluídas.',
    },
  },
  'Private transfer SJO airport – San José': {
    es: {
      name: 'Traslado privado aeropuerto SJO – San José',
      description: 'Recepción en el aeropuerto Juan Santamaría y van privada hasta el hotel.',
    },
    pt: {
      name: 'Traslado privativo aeroporto SJO – San José',
      description: 'Recepção no aeroporto Juan Santamaría e van privativa até o hotel.',
    },
  },
  'Private transfer San José – Arenal': {
    es: {
      name: 'Traslado privado San José – Arenal',
      description: 'Tres horas de camino por Sarchí con una parada para tomar café.',
    },
    pt: {
      name: 'Traslado privativo San José – Arenal',
      description: 'Três horas de estrada por Sarchí com uma parada para o café.',
    },
  },
  'Arenal hanging bridges walk': {
    es: {
      name: 'Caminata por los puentes colgantes del Arenal',
      description: 'Caminata guiada por la mañana sobre 15 puentes en el dosel del bosque lluvioso.',
    },
    pt: {
      name: 'Caminhada pelas pontes suspensas de Arenal',
      description: 'Caminhada guiada pela manhã por 15 pontes na copa da floresta tropical.',
    },
  },
  'Monteverde cloud forest reserve night walk': {
    es: {
      name: 'Caminata nocturna en la reserva del bosque nuboso de Monteverde',
      description: 'Dos horas de caminata guiada para ver perezosos, tarántulas y ranas de árbol.',
    },
    pt: {
      name: 'Caminhada noturna na reserva da floresta nublada de Monteverde',
      description: 'Duas horas de caminhada guiada para ver preguiças, tarântulas e pererecas.',
    },
  },
  'Manuel Antonio National Park guided tour': {
    es: {
      name: 'Tour guiado por el Parque Nacional Manuel Antonio',
      description: 'Tour por la mañana con guía naturalista y telescopio.',
    },
    pt: {
      name: 'Passeio guiado pelo Parque Nacional Manuel Antonio',
      description: 'Passeio pela manhã com guia naturalista e luneta.',
    },
  },
  'Manuel Antonio park entrance': {
    es: {
      name: 'Entrada al parque Manuel Antonio',
      description: 'Tarifa de ingreso al parque para visitantes extranjeros.',
    },
    pt: {
      name: 'Ingresso do parque Manuel Antonio',
      description: 'Taxa de entrada no parque para visitantes estrangeiros.',
    },
  },
  'Domestic flight San José – Quepos': {
    es: {
      name: 'Vuelo nacional San José – Quepos',
      description: 'Vuelo regional de Sansa, 25 minutos, 11 kg de equipaje.',
    },
    pt: {
      name: 'Voo doméstico San José – Quepos',
      description: 'Voo regional da Sansa, 25 minutos, 11 kg de bagagem.',
    },
  },
  'Naturalist guide (full day)': {
    es: { name: 'Guía naturalista (día completo)', description: 'Guía naturalista bilingüe durante un día completo.' },
    pt: { name: 'Guia naturalista (dia inteiro)', description: 'Guia naturalista bilíngue durante um dia inteiro.' },
  },
};

/** A service's names or descriptions in every language the demo has (`{ en, es, pt }`). */
export function demoTexts(english: string, field: keyof ServiceTexts, value: string): Record<string, string> {
  const t = DEMO_SERVICE_TRANSLATIONS[english];
  return t ? { en: value, es: t.es[field], pt: t.pt[field] } : { en: value };
}
