import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCatalogueList } from '../../lib/catalogue/catalogue-lists';

interface Named {
  id: number;
  name: string;
}

/** A list filter on one client, searchable by name. */
export function ClientFilter({
  value,
  onChange,
  w,
}: {
  value: number | null;
  onChange: (client: number | null) => void;
  w: number;
}) {
  const { t } = useTranslation();
  const clients = useCatalogueList<Named>('/tenant/clients', { limit: 500 });
  return (
    <Select
      aria-label={t('list.client')}
      placeholder={t('list.anyClient')}
      data={(clients.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
      value={value ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : null)}
      searchable
      clearable
      nothingFoundMessage={t('list.noClientMatches')}
      w={w}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
