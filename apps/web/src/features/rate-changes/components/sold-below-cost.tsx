import { Alert, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/formats';
import type { RateImpact } from '../api/get-rate-impact';

/** Confirmed quotes the new cost would put under their sold price: listed apart, never re-priced. */
export function SoldBelowCost({ quotes }: { quotes: RateImpact['sold_below_cost'] }) {
  const { t } = useTranslation('settings');
  const formats = useFormats();
  const money = (v: number) => formats.number(v, 2);
  if (!quotes.length) return null;
  return (
    <Alert color="red" title={t('rateChanges.below.title')} variant="light">
      <Text size="sm" mb="xs">
        {t('rateChanges.below.text')}
      </Text>
      <Table aria-label={t('rateChanges.below.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('rateChanges.below.code')}</Table.Th>
            <Table.Th>{t('rateChanges.below.titleColumn')}</Table.Th>
            <Table.Th>{t('rateChanges.below.level')}</Table.Th>
            <Table.Th>{t('rateChanges.below.soldAt')}</Table.Th>
            <Table.Th>{t('rateChanges.below.cost')}</Table.Th>
            <Table.Th>{t('rateChanges.below.marginLeft')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {quotes.map((q) => (
            <Table.Tr key={q.id}>
              <Table.Td>{q.code}</Table.Td>
              <Table.Td>{q.title}</Table.Td>
              <Table.Td>{t(`common:levels.${q.level}.label`, { defaultValue: q.type })}</Table.Td>
              <Table.Td>{money(q.sold_total)}</Table.Td>
              <Table.Td>
                {money(q.cost_before)} → {money(q.cost_after)}
              </Table.Td>
              <Table.Td c="red">{money(q.margin_left)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Alert>
  );
}
