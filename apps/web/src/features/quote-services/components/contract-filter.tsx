import { Group, Pill, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Covered by the contract <name> ×": the search keeps to the contract's places until removed. */
export function ContractFilter({ name, onRemove }: { name?: string; onRemove: () => void }) {
  const { t } = useTranslation('services');
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="xs" c="dimmed">
        {t('cat.contract')}
      </Text>
      <Pill
        withRemoveButton
        onRemove={onRemove}
        removeButtonProps={{ 'aria-label': t('cat.outsideContract') }}
        size="sm"
        data-testid="contract-filter"
      >
        {name ?? t('cat.contractName')}
      </Pill>
    </Group>
  );
}
