import { Badge, Checkbox, Table, Text, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { formatNumber } from '@itinera/domain';
import type { ImpactedQuote } from '../api/get-rate-impact';

// The open quotes a rate change moves: per level, total before → after and the margin's change.

const money = (v: number) => formatNumber(v, 2);
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
  return (
    <Table withTableBorder striped aria-label="Impacted quotes">
      <Table.Thead>
        <Table.Tr>
          <Table.Th />
          <Table.Th>Code</Table.Th>
          <Table.Th>Title</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Level totals before → after</Table.Th>
          <Table.Th>Margin change</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {quotes.map((q) => (
          <Table.Tr key={q.id} data-testid={`impact-${q.code}`}>
            <Table.Td>
              <Checkbox aria-label={`Re-price ${q.code}`} checked={chosen.has(q.id)} onChange={() => onToggle(q.id)} />
            </Table.Td>
            <Table.Td>{q.code}</Table.Td>
            <Table.Td>{q.title}</Table.Td>
            <Table.Td>
              <Text size="sm">{q.status}</Text>
              {q.lock && (
                <Tooltip label={q.lock} multiline w={280}>
                  <Badge color="orange" variant="light" leftSection={<IconLock size={12} />}>
                    Prices locked
                  </Badge>
                </Tooltip>
              )}
            </Table.Td>
            <Table.Td>
              {q.levels.map((l) => (
                <Text size="sm" key={l.level}>
                  {l.type}: {money(l.total_before)} → {money(l.total_after)}
                </Text>
              ))}
            </Table.Td>
            <Table.Td>
              {q.levels.map((l) => (
                <Text size="sm" key={l.level} c={l.margin_change < 0 ? 'red' : undefined}>
                  {signed(l.margin_change, money(l.margin_change))} (
                  {signed(l.margin_percent_change, formatNumber(l.margin_percent_change, 2))} pts)
                </Text>
              ))}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
