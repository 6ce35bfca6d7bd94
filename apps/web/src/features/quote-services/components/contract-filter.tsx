import { Group, Pill, Text } from '@mantine/core';

/** "Covered by the contract <name> ×": the search keeps to the contract's places until removed. */
export function ContractFilter({ name, onRemove }: { name?: string; onRemove: () => void }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="xs" c="dimmed">
        Services covered by the quote's contract
      </Text>
      <Pill
        withRemoveButton
        onRemove={onRemove}
        removeButtonProps={{ 'aria-label': 'Search outside the contract' }}
        size="sm"
        data-testid="contract-filter"
      >
        {name ?? 'Contract'}
      </Pill>
    </Group>
  );
}
