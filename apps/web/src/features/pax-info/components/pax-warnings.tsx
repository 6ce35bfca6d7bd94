import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PaxInfo } from '../api/get-passengers';

/** The checks a tour operator expects before booking: warnings, never blocks. */
export function PaxWarnings({ warnings }: { warnings: PaxInfo['warnings'] }) {
  const { t } = useTranslation('workspace');
  if (!warnings.length) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('pax.checks', { count: warnings.length })}
      data-testid="pax-warnings"
    >
      <List size="sm" spacing={2}>
        {warnings.map((w) => (
          <List.Item key={`${w.code}-${w.pax_ids.join(',')}-${w.room ?? ''}`}>{w.message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
