import { useMemo } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@itinera/domain';

// Issue 45: dates in the client's configured format with month names in the reader's language,
// numbers and money with Intl in the reader's locale. The API stays 'YYYY-MM-DD' and plain numbers.

/** The formatters of the interface language; they change with it, without a reload. */
export function useFormats() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const numbers = (digits: number) =>
      new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    return {
      language,
      /** A date in `format` (the client's, else the default 'MMM DD, YYYY'). */
      date: (value: string | number | null | undefined, format?: string) => formatDate(value, format, language),
      /** A moment (an ISO timestamp) on this device's clock: its day in `format`, then 'HH:mm'. */
      dateTime: (value: string, format?: string) => {
        const local = dayjs(value);
        return local.isValid()
          ? `${formatDate(local.format('YYYY-MM-DD'), format, language)} ${local.format('HH:mm')}`
          : '';
      },
      number: (value: number, digits = 0) => numbers(digits).format(value),
      /** Money after the currency's sign and a space, as the Book tab writes it: '$ 1,150' / 'US$ 1.664'. */
      money: (value: number, sign: string, digits = 0) => {
        const amount = numbers(digits).format(Math.abs(value));
        return `${value < 0 ? '-' : ''}${sign ? `${sign} ` : ''}${amount}`;
      },
    };
  }, [language]);
}
