import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { QuoteId } from '@itinera/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/notify';
import { serviceProblems } from '../logic/publish-errors';

/** A refused call, as the server said it; a refused publish also lists the services to fix, each a link. */
export function PublishErrorAlert({ error, quoteId, title }: { error: unknown; quoteId: QuoteId; title: string }) {
  const { t } = useTranslation('publishing');
  const problems = serviceProblems(error, quoteId);
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={title} role="alert">
      <Text size="sm">{errorMessage(error)}</Text>
      {problems.length > 0 && (
        <List size="sm" mt="xs" spacing={4}>
          {problems.map((p) => (
            <List.Item key={p.serviceId}>
              <Anchor component={Link} to={p.href} size="sm">
                {t('errors.service', { id: p.serviceId })}
              </Anchor>
              : {p.messages.join(' ')}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
