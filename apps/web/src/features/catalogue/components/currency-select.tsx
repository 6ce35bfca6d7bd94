import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCatalogueList } from '../../../lib/catalogue/catalogue-lists';

/** A row of GET /tenant/currency (ISO 4217). */
export interface Currency {
  id: number;
  code: string;
  currency_name: string;
  currency_sign: string;
}

/** Every currency of the tenant's list (cached for a day), all of them loaded once. */
export const useCurrencies = () => useCatalogueList<Currency>('/tenant/currency', { limit: 500 });

/** A searchable currency picker whose value is the currency id as a string. */
export function CurrencySelect(props: Omit<SelectProps, 'data'>) {
  const { t } = useTranslation('catalogue');
  const currencies = useCurrencies();
  const data = (currencies.data?.data ?? []).map((c) => ({
    value: String(c.id),
    label: `${c.code} · ${c.currency_name}`,
  }));
  return (
    <Select
      searchable
      nothingFoundMessage={t('currencies.noMatch')}
      placeholder={currencies.isLoading ? t('currencies.loading') : t('currencies.pick')}
      {...props}
      data={data}
    />
  );
}
