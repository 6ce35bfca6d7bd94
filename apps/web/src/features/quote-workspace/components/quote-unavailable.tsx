import { Button } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { HttpError } from '../../../lib/http';
import { errorMessage } from '../../../lib/notify';

/** The page shown instead of a quote that could not be read: gone (404) or another failure. */
export function QuoteUnavailable({ error }: { error: unknown }) {
  const { t } = useTranslation('workspace', { keyPrefix: 'unavailable' });
  const gone = error instanceof HttpError && error.status === 404;
  return (
    <EmptyState
      icon={<IconFileOff size={30} />}
      title={gone ? t('gone') : t('failed')}
      text={gone ? t('goneWhy') : errorMessage(error)}
      action={
        <Button component={Link} to="/quotes" variant="light" mt="xs" data-action-type="quote-back-to-list">
          {t('toQuotes')}
        </Button>
      }
    />
  );
}
