import { useFormats } from '../../../lib/formats';
import { useTranslation } from 'react-i18next';
import { Badge, Stack, Table, Text, Title } from '@mantine/core';

// The price lines (service_price) and supplier lines of a service. Only the first of each is active
// for types other than accommodation and package (docs/domain/spec-sections.md#spec-02-section-4); cost figures are absent for users
// who may not see them, and their columns go with them.

type Line = Record<string, unknown>;

/** A figure with two decimals in the reader's locale, or a dash. */
const useFigure = () => {
  const formats = useFormats();
  return (v: unknown) => (typeof v === 'number' ? formats.number(v, 2) : '—');
};
const has = (lines: Line[], key: string) => lines.some((l) => l[key] !== undefined);
const active = (l: Line) => (l.status ?? 1) !== -1;

function StatusBadge({ line }: { line: Line }) {
  const { t } = useTranslation('services');
  return (
    <Badge size="xs" variant="light" color={active(line) ? 'teal' : 'gray'} radius="sm" tt="none">
      {active(line) ? t('editor.active') : t('editor.inactive')}
    </Badge>
  );
}

export function EditorPriceLines({ lines }: { lines: Line[] }) {
  const { t } = useTranslation('services');
  const num = useFigure();
  const cols = (['cost_unit', 'price_unit', 'cost', 'price'] as const).filter((k) => has(lines, k));
  const titles: Record<string, string> = {
    cost_unit: t('editor.unitCost'),
    price_unit: t('col.priceUnit'),
    cost: t('col.cost'),
    price: t('paxPrices.price'),
  };
  return (
    <Stack gap={6}>
      <Title order={4} fz="sm">
        {t('editor.priceLines')}
      </Title>
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('editor.noRate')}
        </Text>
      ) : (
        <Table withTableBorder verticalSpacing={4} fz="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('editor.room')}</Table.Th>
              <Table.Th>{t('editor.paxRange')}</Table.Th>
              <Table.Th ta="right">{t('editor.rooms')}</Table.Th>
              {cols.map((c) => (
                <Table.Th key={c} ta="right">
                  {titles[c]}
                </Table.Th>
              ))}
              <Table.Th>{t('col.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((l, i) => (
              <Table.Tr key={String(l.id ?? i)} c={active(l) ? undefined : 'dimmed'}>
                <Table.Td>{String(l.romm_name || '—')}</Table.Td>
                <Table.Td>
                  {l.prices_ranges_id === null || l.prices_ranges_id === undefined ? '—' : String(l.prices_ranges_id)}
                </Table.Td>
                <Table.Td ta="right">{String(l.room_qty ?? '—')}</Table.Td>
                {cols.map((c) => (
                  <Table.Td key={c} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {num(l[c])}
                  </Table.Td>
                ))}
                <Table.Td>
                  <StatusBadge line={l} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

export function EditorSupplierLines({ lines }: { lines: Line[] }) {
  const { t } = useTranslation('services');
  const num = useFigure();
  const showCost = has(lines, 'cost_unit');
  return (
    <Stack gap={6}>
      <Title order={4} fz="sm">
        {t('editor.suppliers')}
      </Title>
      {lines.length === 0 ? (
        <Text size="sm" c="red">
          {t('editor.noProvider')}
        </Text>
      ) : (
        <Table withTableBorder verticalSpacing={4} fz="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('editor.code')}</Table.Th>
              <Table.Th>{t('editor.name')}</Table.Th>
              {showCost && <Table.Th ta="right">{t('editor.unitCost')}</Table.Th>}
              <Table.Th>{t('col.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((l, i) => (
              <Table.Tr key={`${String(l.supplier_code)}-${i}`} c={active(l) ? undefined : 'dimmed'}>
                <Table.Td ff="monospace">{String(l.supplier_code ?? '—')}</Table.Td>
                <Table.Td>{String(l.name ?? '—')}</Table.Td>
                {showCost && <Table.Td ta="right">{num(l.cost_unit)}</Table.Td>}
                <Table.Td>
                  <StatusBadge line={l} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
