import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useState } from 'react';
import { Button, Center, Group, Loader, Paper, Text, Title } from '@mantine/core';
import { IconTable } from '@tabler/icons-react';
import type { QuoteId } from '@itinera/domain/contracts';

// The price matrix sits under the level prices on the Services tab (decision 0062): it answers the
// seller's next question about those prices, "and for a bigger group?". Its table and controls are
// a chunk of their own, fetched the first time the section is opened.
const PriceMatrixPanel = lazy(() => import('./price-matrix-panel').then((m) => ({ default: m.PriceMatrixPanel })));

export function PriceMatrixSection({ quoteId, currency }: { quoteId: QuoteId; currency: string }) {
  const { t } = useTranslation('services');
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder radius="md" p="sm" mt="lg" component="section" aria-label={t('matrix.label')}>
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Title order={3} fz="md">
            {t('matrix.title')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('matrix.hint')}
          </Text>
        </div>
        <Button
          size="xs"
          variant={open ? 'filled' : 'light'}
          leftSection={<IconTable size={15} />}
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          data-action-type="quote-price-matrix-open"
        >
          {open ? t('matrix.hide') : t('matrix.label')}
        </Button>
      </Group>
      {open && (
        <Suspense
          fallback={
            <Center h={120}>
              <Loader size="sm" aria-label={t('matrix.loading')} />
            </Center>
          }
        >
          <PriceMatrixPanel quoteId={quoteId} currency={currency} />
        </Suspense>
      )}
    </Paper>
  );
}
