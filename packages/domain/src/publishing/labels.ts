import { matchLanguage, type Language } from '../i18n/languages';
import en from '../i18n/locales/en/proposal.json';
import es from '../i18n/locales/es/proposal.json';
import ptBR from '../i18n/locales/pt-BR/proposal.json';

/**
 * The proposal page's, its PDF's and the acceptance's own words: the namespace `proposal` of the
 * one catalogue (decision 0077), read here at once because the page and the PDFs are
 * drawn on the server in one go. `{{name}}` marks a value `fillLabel` fills in.
 */
export const PROPOSAL_LABELS_EN = en;

export type ProposalLabelKey = keyof typeof en;
export type ProposalLabels = Record<ProposalLabelKey, string>;

/** The catalogue per language; the catalogue check (i18n.test) keeps every language complete. */
export const PROPOSAL_LABEL_CATALOGUE: Record<Language, Partial<ProposalLabels>> = { en, es, 'pt-BR': ptBR };

/** The language a quote's code reads in: 'es-PE' → 'es', 'pt' → 'pt-BR'; anything unknown → 'en'. */
export function proposalLanguage(language: string | null | undefined): Language {
  return matchLanguage(language) ?? 'en';
}

/**
 * The language a quote's proposal is published in: the quote's own when we have its catalogue,
 * else the tenant's default language, else English (issue 45, docs/decisions/issues.md).
 */
export function publishedLanguage(quoteLanguage: string | null | undefined, tenantDefault?: string | null): Language {
  return matchLanguage(quoteLanguage) ?? matchLanguage(tenantDefault) ?? 'en';
}

/** Every label in `language`, English where the language has none. */
export function proposalLabels(language: string | null | undefined): ProposalLabels {
  return { ...PROPOSAL_LABELS_EN, ...PROPOSAL_LABEL_CATALOGUE[proposalLanguage(language)] };
}

export { fillLabel } from '../i18n/fill-label';

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

/** How the page writes money in `language`: the sign's prefix and the separators (the page's script writes the same). */
export function proposalMoneyFormat(
  sign: string,
  language: string | null | undefined,
): { prefix: string; thousands: string; decimal: string } {
  // Spanish and Brazilian Portuguese group with '.' and write cents after ','.
  const [thousands, decimal] = proposalLanguage(language) === 'en' ? [',', '.'] : ['.', ','];
  return { prefix: sign.length > 1 ? `${sign} ` : sign, thousands, decimal };
}

/**
 * A sale price as the page and the PDF print it: the currency's sign, grouped thousands, cents only
 * when there are some ('US$ 2,450' in English, 'US$ 2.450' in Spanish). Written by hand, not with
 * Intl: Node and browsers disagree on Spanish grouping below 10 000 (stack.md), and the PDF and
 * the e2e check must read the same characters as the page.
 */
export function formatProposalMoney(amount: number, sign: string, language: string | null | undefined): string {
  const { prefix, thousands, decimal } = proposalMoneyFormat(sign, language);
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  const rest = cents % 100 ? `${decimal}${String(cents % 100).padStart(2, '0')}` : '';
  return `${amount < 0 ? '-' : ''}${prefix}${whole}${rest}`;
}

const MONTHS: Record<string, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
  'pt-BR': ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'],
};

/** '2026-05-04' → '4 May 2026' / '4 may 2026' / '4 mai 2026'; anything else is returned as given. */
export function formatProposalDate(date: string | null | undefined, language: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  if (!match) return date ?? '';
  const months = MONTHS[proposalLanguage(language)] ?? MONTHS.en!;
  return `${Number(match[3])} ${months[Number(match[2]) - 1]} ${match[1]}`;
}
