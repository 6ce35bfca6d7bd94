// A small date formatter (no dependencies) for the client's configured format, default
// 'MMM DD, YYYY' (docs/domain/spec-sections.md#section-5-validation-rules). Dates are calendar days in UTC, as everywhere in the domain.
import { DEFAULT_CLIENT_DATE_FORMAT, parseIsoToMs } from '../days/dates';
import { matchLanguage, type Language } from '../i18n/languages';

// Month and weekday names per interface language (issue 45, docs/decisions/issues.md): the configured format stays the
// client's, only the words change. Written out rather than Intl: engines disagree on Spanish
// abbreviations ('sep' / 'sept'), and MMM is the name's first three letters in every language.
const NAMES: Record<Language, { months: string[]; days: string[] }> = {
  en: {
    months: 'January February March April May June July August September October November December'.split(' '),
    days: 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' '),
  },
  es: {
    months: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(' '),
    days: 'domingo lunes martes miércoles jueves viernes sábado'.split(' '),
  },
  'pt-BR': {
    months: 'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro'.split(' '),
    days: 'domingo segunda-feira terça-feira quarta-feira quinta-feira sexta-feira sábado'.split(' '),
  },
};
const TOKEN_RE = /\[([^\]]*)\]|YYYY|YY|MMMM|MMM|MM|M|DD|D|dddd|ddd|HH|H|mm|ss/g;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/**
 * Formats a date ('YYYY-MM-DD', an ISO date-time or ms since epoch) with tokens YYYY, YY, MMMM,
 * MMM, MM, M, DD, D, dddd, ddd, HH, H, mm, ss; text in [brackets] is kept as is.
 * Returns '' for an empty or invalid date rather than 'Invalid date'. Month and weekday names are
 * in `language` (the reader's; English when absent or unknown).
 */
export function formatDate(
  value: string | number | null | undefined,
  format: string = DEFAULT_CLIENT_DATE_FORMAT,
  language?: string | null,
): string {
  if (value === null || value === undefined || value === '') return '';
  let ms: number;
  try {
    ms = typeof value === 'number' ? value : parseIsoToMs(value);
  } catch {
    return '';
  }
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return '';
  const y = d.getUTCFullYear();
  const mo = d.getUTCMonth();
  const day = d.getUTCDate();
  const { months: MONTHS, days: DAYS } = NAMES[matchLanguage(language) ?? 'en'];
  return (format || DEFAULT_CLIENT_DATE_FORMAT).replace(TOKEN_RE, (token, literal: string | undefined) => {
    if (literal !== undefined) return literal;
    switch (token) {
      case 'YYYY':
        return String(y).padStart(4, '0');
      case 'YY':
        return pad(y % 100);
      case 'MMMM':
        return MONTHS[mo];
      case 'MMM':
        return MONTHS[mo].slice(0, 3);
      case 'MM':
        return pad(mo + 1);
      case 'M':
        return String(mo + 1);
      case 'DD':
        return pad(day);
      case 'D':
        return String(day);
      case 'dddd':
        return DAYS[d.getUTCDay()];
      case 'ddd':
        return DAYS[d.getUTCDay()].slice(0, 3);
      case 'HH':
        return pad(d.getUTCHours());
      case 'H':
        return String(d.getUTCHours());
      case 'mm':
        return pad(d.getUTCMinutes());
      default:
        return pad(d.getUTCSeconds());
    }
  });
}

/** Client display format: the client's configured one, else the default (docs/domain/spec-sections.md#section-5-validation-rules). */
export function clientDateFormat(
  client: { configuration?: { date_format?: string | null } | null } | null | undefined,
): string {
  return client?.configuration?.date_format || DEFAULT_CLIENT_DATE_FORMAT;
}

/** Times 00:00:00, 00:00 or empty display as empty; others as HH:mm (docs/domain/spec-sections.md#spec-01-section-5). */
export function formatTime(value: string | null | undefined): string {
  const t = (value ?? '').trim();
  if (t === '' || t === '00:00' || t === '00:00:00') return '';
  const m = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(t) ?? /[T ](\d{2}):(\d{2})/.exec(t);
  if (!m) return '';
  if (m[1] === '00' && m[2] === '00' && /[T ]00:00(:00)?/.test(t)) return '';
  return `${pad(Number(m[1]))}:${m[2]}`;
}
