import { Alert, Badge, Paper, Skeleton, Table, Text, Title } from '@mantine/core';
import { IconGitCompare } from '@tabler/icons-react';
import type { QuoteDetail } from '@itinera/domain/contracts';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/formats';
import { usePublishDiff } from '../api/get-publish-diff';
import { diffRows } from '../logic/diff-rows';
import { levelName } from '../logic/engagement';
import { PublishErrorAlert } from './publish-errors-alert';

const CHANGE_COLORS = { added: 'teal', removed: 'red', changed: 'orange' } as const;

/** "What changed since the client's version": days, services and level prices, the two versions side by side. */
export function DiffPanel({ quote, publishedVersion }: { quote: QuoteDetail; publishedVersion: number }) {
  const { t } = useTranslation('publishing');
  const diff = usePublishDiff(quote.id, quote.version, true);
  const sign = quote.currency.currency_sign ?? '';
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="diff-heading" data-testid="publish-diff">
      <Title order={4} id="diff-heading" mb={4} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <IconGitCompare size={20} /> {t('diff.heading')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('diff.intro', { published: publishedVersion, current: quote.version })}
      </Text>
      {diff.isPending ? (
        <Skeleton h={120} radius="md" />
      ) : diff.isError ? (
        <PublishErrorAlert error={diff.error} quoteId={quote.id} title={t('diff.error')} />
      ) : (
        <DiffTables diff={diff.data} sign={sign} />
      )}
    </Paper>
  );
}

function DiffTables({ diff, sign }: { diff: NonNullable<ReturnType<typeof usePublishDiff>['data']>; sign: string }) {
  const { t } = useTranslation('publishing');
  const formats = useFormats();
  const price = (sign: string, value: number | null | undefined) =>
    value === null || value === undefined ? '—' : `${sign}${formats.number(value, 2)}`;
  const rows = diffRows(diff, sign);
  const levels = diff.levels;
  if (rows.length === 0 && levels.length === 0)
    return (
      <Alert color="gray" variant="light">
        {t('diff.nothing')}
      </Alert>
    );
  return (
    <>
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing={6} striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={140}>{t('diff.where')}</Table.Th>
                <Table.Th>{t('diff.clientVersion', { version: diff.published.version })}</Table.Th>
                <Table.Th>{t('diff.currentVersion', { version: diff.current.version })}</Table.Th>
                <Table.Th w={110}>{t('diff.change')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Td>
                    <Text size="sm">{row.where}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text
                      size="sm"
                      td={row.change === 'removed' ? 'line-through' : undefined}
                      c={row.before ? undefined : 'dimmed'}
                    >
                      {row.before ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={row.after ? undefined : 'dimmed'}>
                      {row.after ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge size="sm" variant="light" color={CHANGE_COLORS[row.change]} tt="none">
                      {t(`diff.${row.change}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {levels.length > 0 && (
        <Table mt="md" verticalSpacing={6} withTableBorder maw={720} aria-label={t('diff.pricesPerLevel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('diff.level')}</Table.Th>
              <Table.Th ta="right">{t('diff.perPersonBefore')}</Table.Th>
              <Table.Th ta="right">{t('diff.perPersonNow')}</Table.Th>
              <Table.Th ta="right">{t('diff.totalBefore')}</Table.Th>
              <Table.Th ta="right">{t('diff.totalNow')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {levels.map((l) => (
              <Table.Tr key={l.level}>
                <Table.Td>{levelName(l.level)}</Table.Td>
                <Table.Td ta="right">{price(sign, l.before?.perPerson)}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {price(sign, l.after?.perPerson)}
                </Table.Td>
                <Table.Td ta="right">{price(sign, l.before?.total)}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {price(sign, l.after?.total)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
