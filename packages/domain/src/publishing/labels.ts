/**
 * The proposal page's and its PDF's own words, per language (issue 21). A catalogue of plain
 * strings — `{name}` marks a value filled in by `fillLabel` — so the languages work can load more
 * languages (or move these into its own files) without touching the page. A language may leave a
 * key out: English answers for it.
 */
export const PROPOSAL_LABELS_EN = {
  skipToContent: 'Skip to the proposal',
  preparedFor: 'Prepared for {name}',
  travelDates: 'Travel dates',
  travellers: 'Travellers',
  travellersCount: '{count} travellers',
  travellerOne: '1 traveller',
  daysCount: '{count} days',
  destinations: 'Destinations',
  aboutTrip: 'About this trip',
  programme: 'Day by day',
  day: 'Day',
  dayTitle: 'Day {day}',
  overnight: 'Overnight',
  hotel: 'Hotel',
  chosen: 'Your choice',
  meals: 'Meals',
  mealBreakfast: 'Breakfast',
  mealLunch: 'Lunch',
  mealDinner: 'Dinner',
  services: 'Services',
  includedInAllLevels: 'Included in every level',
  hotels: 'Hotels',
  nights: '{count} nights',
  nightOne: '1 night',
  fromDay: 'from day {day}',
  prices: 'Prices',
  chooseLevel: 'Choose your level',
  level1: 'Comfort',
  level2: 'Superior',
  level3: 'Luxury',
  pricePerPerson: 'Price per person',
  perPerson: 'per person',
  total: 'Total',
  roomType: 'Room type',
  child: 'Child ({age})',
  childNoAge: 'Child',
  groupPrices: 'Price per person by group size',
  groupSize: 'Group size',
  sharingDouble: 'Sharing a double',
  singleSupplement: 'Single supplement',
  optionals: 'Optionals',
  optional: 'Optional',
  contactUs: 'Contact us',
  email: 'E-mail',
  phone: 'Phone',
  yourAdvisor: 'Your travel advisor',
  acceptTitle: 'Accept this proposal',
  acceptIntro: 'Tell {sender} that you would like to go ahead. Nothing is charged now.',
  chosenLevel: 'Chosen level',
  yourName: 'Your name',
  message: 'Message (optional)',
  acceptButton: 'Accept this proposal',
  accepting: 'Sending…',
  acceptedTitle: 'Thank you — proposal accepted',
  acceptedOn: 'Accepted on {date} ({level}).',
  acceptFailed: 'Your answer could not be sent. Please try again or contact us.',
  previewNotice: 'Preview: this is how your client will see the proposal.',
  downloadPdf: 'Download as PDF',
  recordingNotice:
    '{sender} is told when this page is opened, how long each part is read and which level is looked at, so they can follow up. No cookies and no third-party trackers are used.',
  version: 'Version {version}, published {date}',
  notFoundTitle: 'This proposal is no longer available',
  notFoundText: 'The link may have expired or been replaced. Please ask your travel advisor for a new one.',
  page: 'Page {page} of {pages}',
  recommended: 'Recommended',
  totalPrice: 'Total {total}',
  chooseLevelFirst: 'choose a level above',
  route: 'Route',
  included: 'Included',
  acceptedSummary: 'What you accepted',
  acceptedBy: 'Accepted by',
  nextSteps: 'What happens next',
  nextStepsDefault: '{sender} will contact you shortly to confirm the details and the next steps.',
  acceptancePdf: 'Download your acceptance (PDF)',
  acceptanceTitle: 'Acceptance of the proposal',
  supersededTitle: 'This proposal was replaced by a newer version',
  supersededText:
    'Your trip changed after you accepted it, so this address now points nowhere. Open the newer address you were sent, or ask your travel advisor for it.',
  changesTitle: 'What changed since you accepted',
  changesIntro:
    'Your trip changed after you accepted version {version}. Please read what changed, then accept the new version or ask {sender} a question.',
  changesWhat: 'What',
  changesBefore: 'Before',
  changesNow: 'Now',
  changesPerPerson: 'Price per person',
  changesAcceptAgain: 'Accept the new version',
  questionTitle: 'Ask a question instead',
  questionLabel: 'Your question',
  questionButton: 'Send the question',
  questionSent: 'Thank you — your question was sent to {sender}.',
} as const;

export type ProposalLabelKey = keyof typeof PROPOSAL_LABELS_EN;
export type ProposalLabels = Record<ProposalLabelKey, string>;

const PROPOSAL_LABELS_ES: Partial<ProposalLabels> = {
  skipToContent: 'Ir a la propuesta',
  preparedFor: 'Preparado para {name}',
  travelDates: 'Fechas del viaje',
  travellers: 'Viajeros',
  travellersCount: '{count} viajeros',
  travellerOne: '1 viajero',
  daysCount: '{count} días',
  destinations: 'Destinos',
  aboutTrip: 'Sobre este viaje',
  programme: 'Día a día',
  day: 'Día',
  dayTitle: 'Día {day}',
  overnight: 'Noche en',
  hotel: 'Hotel',
  chosen: 'Su elección',
  meals: 'Comidas',
  mealBreakfast: 'Desayuno',
  mealLunch: 'Almuerzo',
  mealDinner: 'Cena',
  services: 'Servicios',
  includedInAllLevels: 'Incluido en todos los niveles',
  hotels: 'Hoteles',
  nights: '{count} noches',
  nightOne: '1 noche',
  fromDay: 'desde el día {day}',
  prices: 'Precios',
  chooseLevel: 'Elija su nivel',
  level1: 'Confort',
  level2: 'Superior',
  level3: 'Lujo',
  pricePerPerson: 'Precio por persona',
  perPerson: 'por persona',
  total: 'Total',
  roomType: 'Tipo de habitación',
  child: 'Niño ({age})',
  childNoAge: 'Niño',
  groupPrices: 'Precio por persona según el tamaño del grupo',
  groupSize: 'Tamaño del grupo',
  sharingDouble: 'En habitación doble',
  singleSupplement: 'Suplemento individual',
  optionals: 'Opcionales',
  optional: 'Opcional',
  contactUs: 'Contáctenos',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  yourAdvisor: 'Su asesor de viajes',
  acceptTitle: 'Aceptar esta propuesta',
  acceptIntro: 'Dígale a {sender} que desea continuar. No se cobra nada ahora.',
  chosenLevel: 'Nivel elegido',
  yourName: 'Su nombre',
  message: 'Mensaje (opcional)',
  acceptButton: 'Aceptar esta propuesta',
  accepting: 'Enviando…',
  acceptedTitle: 'Gracias: propuesta aceptada',
  acceptedOn: 'Aceptada el {date} ({level}).',
  acceptFailed: 'No se pudo enviar su respuesta. Inténtelo de nuevo o contáctenos.',
  previewNotice: 'Vista previa: así verá su cliente la propuesta.',
  downloadPdf: 'Descargar en PDF',
  recordingNotice:
    '{sender} recibe un aviso cuando se abre esta página, cuánto tiempo se lee cada parte y qué nivel se mira, para hacer el seguimiento. No se usan cookies ni rastreadores de terceros.',
  version: 'Versión {version}, publicada el {date}',
  notFoundTitle: 'Esta propuesta ya no está disponible',
  notFoundText: 'Puede que el enlace haya caducado o haya sido reemplazado. Pida uno nuevo a su asesor de viajes.',
  page: 'Página {page} de {pages}',
  recommended: 'Recomendado',
  totalPrice: 'Total {total}',
  chooseLevelFirst: 'elija un nivel arriba',
  route: 'Ruta',
  included: 'Incluye',
  acceptedSummary: 'Lo que aceptó',
  acceptedBy: 'Aceptada por',
  nextSteps: 'Próximos pasos',
  nextStepsDefault:
    '{sender} se pondrá en contacto con usted en breve para confirmar los detalles y los próximos pasos.',
  acceptancePdf: 'Descargar su aceptación (PDF)',
  acceptanceTitle: 'Aceptación de la propuesta',
  supersededTitle: 'Esta propuesta fue reemplazada por una versión más reciente',
  supersededText:
    'Su viaje cambió después de que lo aceptara, por eso esta dirección ya no lleva a la propuesta. Abra la dirección más reciente que le enviaron o pídala a su asesor de viajes.',
  changesTitle: 'Qué cambió desde que aceptó',
  changesIntro:
    'Su viaje cambió después de que aceptara la versión {version}. Lea qué cambió y acepte la nueva versión o haga una pregunta a {sender}.',
  changesWhat: 'Qué',
  changesBefore: 'Antes',
  changesNow: 'Ahora',
  changesPerPerson: 'Precio por persona',
  changesAcceptAgain: 'Aceptar la nueva versión',
  questionTitle: 'O haga una pregunta',
  questionLabel: 'Su pregunta',
  questionButton: 'Enviar la pregunta',
  questionSent: 'Gracias: su pregunta fue enviada a {sender}.',
};

/** The catalogue per language code; the languages work adds entries here. */
export const PROPOSAL_LABEL_CATALOGUE: Record<string, Partial<ProposalLabels>> = {
  en: PROPOSAL_LABELS_EN,
  es: PROPOSAL_LABELS_ES,
};

/** The base language of a tag: 'es-PE' → 'es'; anything unknown → 'en'. */
export function proposalLanguage(language: string | null | undefined): string {
  const base = (language ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return base in PROPOSAL_LABEL_CATALOGUE ? base : 'en';
}

/** Every label in `language`, English where the language has none. */
export function proposalLabels(language: string | null | undefined): ProposalLabels {
  return { ...PROPOSAL_LABELS_EN, ...PROPOSAL_LABEL_CATALOGUE[proposalLanguage(language)] };
}

/** `fillLabel('Day {day}', { day: 3 })` → 'Day 3'; an unknown `{name}` stays as written. */
export function fillLabel(label: string, values: Record<string, string | number>): string {
  return label.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A level's name in the page's language. */
export const levelLabel = (labels: ProposalLabels, level: 1 | 2 | 3): string => labels[`level${level}`];

const MEAL_KEYS: Record<string, ProposalLabelKey> = {
  breakfast: 'mealBreakfast',
  lunch: 'mealLunch',
  dinner: 'mealDinner',
};

/** "Breakfast, Dinner" of a day's meals (the projection's breakfast/lunch/dinner), in the proposal's language. */
export const mealsLabel = (labels: ProposalLabels, meals: readonly string[]): string =>
  meals.map((m) => (MEAL_KEYS[m.toLowerCase()] ? labels[MEAL_KEYS[m.toLowerCase()]!] : m)).join(', ');

/**
 * A sale price as the page and the PDF print it: the currency's sign, grouped thousands, cents only
 * when there are some ('US$ 2,450' in English, 'US$ 2.450' in Spanish). Written by hand, not with
 * Intl: Node and browsers disagree on Spanish grouping below 10 000 (stack.md), and the PDF and
 * the e2e check must read the same characters as the page.
 */
export function formatProposalMoney(amount: number, sign: string, language: string | null | undefined): string {
  const spanish = proposalLanguage(language) === 'es';
  const [thousands, decimal] = spanish ? ['.', ','] : [',', '.'];
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  const rest = cents % 100 ? `${decimal}${String(cents % 100).padStart(2, '0')}` : '';
  const prefix = sign.length > 1 ? `${sign} ` : sign;
  return `${amount < 0 ? '-' : ''}${prefix}${whole}${rest}`;
}

const MONTHS: Record<string, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
};

/** '2026-05-04' → '4 May 2026' / '4 may 2026'; anything else is returned as given. */
export function formatProposalDate(date: string | null | undefined, language: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  if (!match) return date ?? '';
  const months = MONTHS[proposalLanguage(language)] ?? MONTHS.en!;
  return `${Number(match[3])} ${months[Number(match[2]) - 1]} ${match[1]}`;
}
