import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { QuoteDetail } from '@itinera/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePublishState } from '../api/get-publish-state';
import { ConfigSection } from './config-section';
import { DiffPanel } from './diff-panel';
import { PublishSection } from './publish-section';

export interface ExportTabProps {
  quote: QuoteDetail;
  /** History view: a past version is shown, and publishing always works on the current one. */
  history: boolean;
  /** The export to other systems (features/export), placed below publishing by the app. */
  externalExport: ReactNode;
}

/**
 * The Export tab (decisions 0029, 0030 and 0031): publishing first — the link, what the client saw, the difference since,
 * then the page's configuration with its preview — and the export to other systems below it.
 * Opened as the quote's "Configuration" (address #configuration), it scrolls to the configuration.
 */
export function ExportTab({ quote, history, externalExport }: ExportTabProps) {
  const { t } = useTranslation('publishing');
  const { hash } = useLocation();
  const state = usePublishState(quote.id);
  const published = state.data?.publications[0]?.version ?? null;

  useEffect(() => {
    if (hash !== '#configuration' || history) return;
    const target = document.getElementById('configuration');
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    target?.focus({ preventScroll: true });
  }, [hash, history]);

  if (history)
    return (
      <Stack>
        <Alert color="grape" variant="light" icon={<IconHistory size={18} />} title={t('tab.historyTitle')}>
          <Text size="sm" mb="xs">
            {t('tab.historyText')}
          </Text>
          <Button component={Link} to={`/quote/export?itinerary=${quote.id}`} size="xs" variant="light">
            {t('tab.openCurrent')}
          </Button>
        </Alert>
        {externalExport}
      </Stack>
    );

  return (
    <Stack gap="lg">
      <PublishSection quote={quote} readOnly={false} />
      {published !== null && quote.version > published && <DiffPanel quote={quote} publishedVersion={published} />}
      <ConfigSection quote={quote} readOnly={false} />
      {externalExport}
    </Stack>
  );
}
