import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { clientDateFormat, formatDate, formatNumber, numberMarks } from '@itinera/domain';

// Decision 0085: the one place the screens turn dates, numbers and money into text.
// Dates in the client's configured format with month and weekday names in the reader's language;
// numbers and money with Intl in the reader's locale. The API stays 'YYYY-MM-DD' and plain numbers.

type Client = Parameters<typeof clientDateFormat>[0];

/** Writes a figure with a fixed number of decimals. */
export interface FigureFormat {
  format(value: number): string;
}

const numberFormats = new Map<string, FigureFormat>();

/**
 * Figures in `language`, grouped from the thousands on: Spanish CLDR groups only from five digits
 * (min2), so one list read '$ 1150' beside '$ 11.200'. Written with the domain's formatNumber and the
 * language's marks, as Intl writes them (this file's test compares them), not with Intl.NumberFormat:
 * the page's first one cost a phone ~150 ms of ICU data before the list's first paint (decision 0133).
 */
export function numberFormat(language: string, digits: number): FigureFormat {
  const key = `${language}|${digits}`;
  let format = numberFormats.get(key);
  if (!format) {
    const marks = numberMarks(language);
    format = { format: (value) => formatNumber(value, digits, marks) };
    numberFormats.set(key, format);
  }
  return format;
}

/** What a number input needs to read and write figures as the reader's language does. */
export interface InputSeparators {
  decimalSeparator: string;
  thousandSeparator: string;
  /** Only the language's own decimal mark: in Spanish '.' groups thousands, it must not start the decimals. */
  allowedDecimalSeparators: string[];
}

/**
 * The separators `numberFormat` writes in `language` ('1.234,50' in es and pt-BR, '1,234.50' in en):
 * an editable cell writes a figure as the read-only money beside it does.
 */
export function inputSeparators(language: string): InputSeparators {
  const { decimal, group } = numberMarks(language);
  return { decimalSeparator: decimal, thousandSeparator: group, allowedDecimalSeparators: [decimal] };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A moment on this device's clock as its day ('YYYY-MM-DD') and time ('HH:mm'), or null when it is no date.
 * Native Date, not dayjs: this file is in the first download, where dayjs (3 kB gzip) served only this
 * (decision 0110). A bare day ('2026-11-30') is read on the local clock, as dayjs read it, not as UTC.
 */
export function localMoment(value: string): { day: string; time: string } | null {
  const bareDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const moment = new Date(bareDay ? `${value}T00:00` : value);
  if (Number.isNaN(moment.getTime())) return null;
  return {
    day: `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`,
    time: `${pad(moment.getHours())}:${pad(moment.getMinutes())}`,
  };
}

/** 'domingo, 29 de noviembre' reads 'Domingo, 29 de noviembre': only the first letter is raised. */
const sentence = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** The formatters of the interface language; they change with it, without a reload. */
export function useFormats() {
  const { i18n, t } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const date = (value: string | number | null | undefined, format?: string) => formatDate(value, format, language);
    return {
      language,
      /** A date in `format` (the client's, else the default 'MMM DD, YYYY'). */
      date,
      /** A date in the format its client configured: the list, home and the workspace write a quote's dates alike. */
      clientDate: (value: string | null | undefined, client: Client) => date(value, clientDateFormat(client)),
      /** A moment (an ISO timestamp) on this device's clock: its day in `format`, then 'HH:mm'. */
      dateTime: (value: string, format?: string) => {
        const local = localMoment(value);
        return local ? `${date(local.day, format)} ${local.time}` : '';
      },
      /** A day written out, as a sentence starts: 'Sunday 29 November', 'Domingo, 29 de noviembre'. */
      longDay: (value: string) => sentence(date(value, t('formats.longDay'))),
      /** The separators of the editable figures (Mantine's NumberInput takes them as props). */
      separators: inputSeparators(language),
      number: (value: number, digits = 0) => numberFormat(language, digits).format(value),
      /** Money after the currency's sign and a space, as the Book tab writes it: '$ 1,150' / 'US$ 1.664'. */
      money: (value: number, sign: string, digits = 0) => {
        const amount = numberFormat(language, digits).format(Math.abs(value));
        return `${value < 0 ? '-' : ''}${sign ? `${sign} ` : ''}${amount}`;
      },
    };
  }, [language, t]);
}
