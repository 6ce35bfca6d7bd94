import { useFormats } from '../../../lib/formats';
import { useTranslation } from 'react-i18next';
import { ColorSwatch, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { MATRIX_BASES, matrixExtremes, type MatrixBasis } from '@itinera/domain';
import type { MatrixEntryAnswer } from '@itinera/domain/contracts';

// The matrix as a table: a row per group size, a column per level and basis, the price per person;
// the cheapest and the dearest size of each column marked (matrixExtremes, as the .xlsx marks them).

export interface PriceMatrixTableProps {
  entries: readonly MatrixEntryAnswer[];
  type: 'seller' | 'reseller';
  currency: string;
  childAge: number | null;
}

export function PriceMatrixTable({ entries, type, currency, childAge }: PriceMatrixTableProps) {
  const { t } = useTranslation('services');
  const formats = useFormats();
  const rows = entries.map((e) => ({
    num_pax: e.num_pax,
    errors: e.errors,
    levels: e.prices.find((p) => p.type === type)?.prices ?? [],
  }));
  const cellOf = (r: (typeof rows)[number], level: number, basis: MatrixBasis) =>
    r.levels.find((l) => l.level === level)?.per_person?.[basis] ?? null;
  // Levels and bases with a price somewhere: an empty level or an empty basis is left out.
  const levels = [1, 2, 3].flatMap((level) => {
    const bases = MATRIX_BASES.filter((b) => rows.some((r) => cellOf(r, level, b) !== null));
    const name = rows[0]?.levels.find((l) => l.level === level)?.type ?? t('matrix.level', { n: level });
    return bases.length ? [{ level, name, bases }] : [];
  });
  const marks = matrixExtremes(rows);
  if (!levels.length)
    return (
      <Text size="sm" c="dimmed">
        {t('matrix.noLevel')}
      </Text>
    );
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table withTableBorder withColumnBorders striped={false} fz="xs" aria-label={t('matrix.title')}>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th rowSpan={2}>{t('matrix.groupSize')}</Table.Th>
              {levels.map((l) => (
                <Table.Th key={l.level} colSpan={l.bases.length} ta="center">
                  {l.name}{' '}
                  <Text span size="xs" c="dimmed">
                    {t('matrix.perPerson', { currency })}
                  </Text>
                </Table.Th>
              ))}
            </Table.Tr>
            <Table.Tr>
              {levels.flatMap((l) =>
                l.bases.map((b) => (
                  <Table.Th key={`${l.level}-${b}`} ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {b === 'child' && childAge !== null
                      ? t('matrix.childOf', { age: childAge })
                      : t(`matrix.basis.${b}`)}
                  </Table.Th>
                )),
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.num_pax} data-group-size={r.num_pax}>
                <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {t('matrix.people', { count: r.num_pax })}
                  {r.errors.length > 0 && (
                    <Tooltip label={r.errors.join(' ')} multiline w={280} withArrow>
                      <IconAlertTriangle
                        size={14}
                        color="var(--mantine-color-orange-6)"
                        style={{ marginLeft: 4, verticalAlign: -2 }}
                        aria-label={r.errors.join(' ')}
                      />
                    </Tooltip>
                  )}
                </Table.Td>
                {levels.flatMap((l) =>
                  l.bases.map((b) => {
                    const v = cellOf(r, l.level, b);
                    const mark = marks.get(`${l.level}:${b}`);
                    const cheapest = mark?.cheapest === r.num_pax;
                    const dearest = mark?.dearest === r.num_pax;
                    return (
                      <Table.Td
                        key={`${l.level}-${b}`}
                        ta="right"
                        bg={cheapest ? 'teal.0' : dearest ? 'red.0' : undefined}
                        style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                        data-mark={cheapest ? 'cheapest' : dearest ? 'dearest' : undefined}
                      >
                        {v === null ? (
                          <Text span c="dimmed">
                            —
                          </Text>
                        ) : (
                          <Text
                            span
                            inherit
                            fw={cheapest || dearest ? 700 : undefined}
                            c={cheapest ? 'teal.9' : dearest ? 'red.9' : undefined}
                            title={cheapest ? t('matrix.cheapestOne') : dearest ? t('matrix.dearestOne') : undefined}
                          >
                            {formats.number(v, Number.isInteger(v) ? 0 : 2)}
                          </Text>
                        )}
                      </Table.Td>
                    );
                  }),
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group gap="md">
        <Group gap={6}>
          <ColorSwatch color="var(--mantine-color-teal-1)" size={12} />
          <Text size="xs" c="dimmed">
            {t('matrix.cheapest')}
          </Text>
        </Group>
        <Group gap={6}>
          <ColorSwatch color="var(--mantine-color-red-1)" size={12} />
          <Text size="xs" c="dimmed">
            {t('matrix.dearest')}
          </Text>
        </Group>
      </Group>
    </>
  );
}
