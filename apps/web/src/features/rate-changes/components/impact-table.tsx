import { Badge, Checkbox, Table, Text, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QUOTE_STATUSES } from '@itinera/domain';
import { useFormats } from '../../../lib/formats';
import type { ImpactedQuote } from '../api/get-rate-impact';

// The open quotes a rate change moves: per level, total before → after and the margin's change.

const signed = (v: number, text: string) => (v > 0 ? `+${text}` : text);

export function ImpactTable({
  quotes,
  chosen,
  onToggle,
}: {
  quotes: ImpactedQuote[];
  chosen: ReadonlySet<number>;
  onToggle: (id: number) => void;
}) {
  const { t } = useTranslation('settings');
  const formats = useFormats();
  const money = (v: number) => formats.number(v, 2);
  // The API names statuses and levels in English: read by id in the reader's language.
  const status = (name: string) => {
    const id = QUOTE_STATUSES.find((s) => s.name === name)?.id;
    return id ? t(`common:quoteStatus.${id}`, { defaultValue: name }) : name;
  };
  return (
    <Table withTableBorder striped aria-label={t('rateChanges.impact.label')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th />
          <Table.Th>{t('rateChanges.impact.code')}</Table.Th>
          <Table.Th>{t('rateChanges.impact.title')}</Table.Th>
          <Table.Th>{t('rateChanges.impact.status')}</Table.Th>
          <Table.Th>{t('rateChanges.impact.totals')}</Table.Th>
          <Table.Th>{t('rateChanges.impact.margin')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {quotes.map((q) => (
          <Table.Tr key={q.id} data-testid={`impact-${q.code}`}>
            <Table.Td>
              <Checkbox
                aria-label={t('rateChanges.impact.repriceOne', { code: q.code })}
                checked={chosen.has(q.id)}
                onChange={() => onToggle(q.id)}
              />
            </Table.Td>
            <Table.Td>{q.code}</Table.Td>
            <Table.Td>{q.title}</Table.Td>
            <Table.Td>
              <Text size="sm">{status(q.status)}</Text>
              {q.lock && (
                <Tooltip label={q.lock} multiline w={280}>
                  <Badge color="orange" variant="light" leftSection={<IconLock size={12} />}>
                    {t('rateChanges.impact.locked')}
                  </Badge>
                </Tooltip>
              )}
            </Table.Td>
            <Table.Td>
              {q.levels.map((l) => (
                <Text size="sm" key={l.level}>
                  {t(`common:levels.${l.level}.label`, { defaultValue: l.type })}: {money(l.total_before)} →{' '}
                  {money(l.total_after)}
                </Text>
              ))}
            </Table.Td>
            <Table.Td>
              {q.levels.map((l) => (
                <Text size="sm" key={l.level} c={l.margin_change < 0 ? 'red' : undefined}>
                  {`${signed(l.margin_change, money(l.margin_change))} (${signed(l.margin_percent_change, money(l.margin_percent_change))} ${t('rateChanges.impact.pts')})`}
                </Text>
              ))}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
