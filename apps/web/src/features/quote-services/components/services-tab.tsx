import { useTranslation } from 'react-i18next';
import { Alert, Center, Loader } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { stripPriceFields } from '@itinera/domain';
import type { QuoteDetail } from '@itinera/domain/contracts';
import { useAuth } from '../../../lib/use-auth';
import { errorMessage } from '../../../lib/notify';
import { useQuoteWorkspace } from '../api/get-quote-workspace';
import { priceVisibilityOf } from '../logic/price-columns';
import { workspaceFromSnapshot } from '../logic/snapshot';
import { ServicesWorkspace } from './services-workspace';

export interface ServicesTabProps {
  quote: QuoteDetail;
  /** History view or a status that forbids editing. */
  readOnly: boolean;
  /** History view: the stored version to show instead of the live services. */
  snapshot?: Record<string, unknown>;
}

/** The Services tab of the quote workspace: services by day, priced live per level. */
export function ServicesTab({ quote, readOnly, snapshot }: ServicesTabProps) {
  const { t } = useTranslation('services');
  const history = snapshot !== undefined;
  const live = useQuoteWorkspace(quote, !history);
  const auth = useAuth();
  if (history) {
    // A snapshot is stored whole; what this user may not see is taken out here, as the API does for live data.
    const data = stripPriceFields(workspaceFromSnapshot(snapshot), priceVisibilityOf(auth, []));
    return <ServicesWorkspace quote={quote} readOnly history data={data} />;
  }
  if (live.isPending) {
    return (
      <Center h={240}>
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (live.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t('loadFailed')}>
        {errorMessage(live.error)}
      </Alert>
    );
  }
  return <ServicesWorkspace quote={quote} readOnly={readOnly} data={live.data} />;
}
