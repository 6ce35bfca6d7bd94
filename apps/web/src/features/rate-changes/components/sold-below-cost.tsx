import { Alert, Table, Text } from '@mantine/core';
import { formatNumber } from '@itinera/domain';
import type { RateImpact } from '../api/get-rate-impact';

/** Confirmed quotes the new cost would put under their sold price: listed apart, never re-priced. */
export function SoldBelowCost({ quotes }: { quotes: RateImpact['sold_below_cost'] }) {
  if (!quotes.length) return null;
  return (
    <Alert color="red" title="Sold below the new cost" variant="light">
      <Text size="sm" mb="xs">
        These confirmed quotes keep the price they were sold at; with the new rates their cost is above it.
      </Text>
      <Table aria-label="Sold below the new cost">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Code</Table.Th>
            <Table.Th>Title</Table.Th>
            <Table.Th>Level</Table.Th>
            <Table.Th>Sold at</Table.Th>
            <Table.Th>Cost before → after</Table.Th>
            <Table.Th>Margin left</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {quotes.map((q) => (
            <Table.Tr key={q.id}>
              <Table.Td>{q.code}</Table.Td>
              <Table.Td>{q.title}</Table.Td>
              <Table.Td>{q.type}</Table.Td>
              <Table.Td>{formatNumber(q.sold_total, 2)}</Table.Td>
              <Table.Td>
                {formatNumber(q.cost_before, 2)} → {formatNumber(q.cost_after, 2)}
              </Table.Td>
              <Table.Td c="red">{formatNumber(q.margin_left, 2)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Alert>
  );
}
