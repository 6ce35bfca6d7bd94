import type { ReactNode } from 'react';
import { Group, Pagination, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuoteId } from '@itinera/domain/contracts';
import { ListLoadError } from '../../../components/list-kit/list-load-error';
import type { ItineraryList, ItineraryRow } from '../../../components/new-quote-panel/quote-api';
import { TemplateCard } from './template-card';
import { TEMPLATE_PAGE_SIZE } from './template-list-state';

export interface TemplateGridProps {
  list: ItineraryList | undefined;
  failed: boolean;
  onRetry: () => void;
  page: number;
  onPage: (page: number) => void;
  place: string | null;
  colors: [string, string];
  /** The template a quote is being created from, if any. */
  creatingFrom: QuoteId | null;
  onUse: (row: ItineraryRow) => void;
  plural: string;
  /** Shown when the answer holds no template. */
  empty: ReactNode;
}

const GRID_COLS = { base: 1, sm: 2, lg: 3 };

/** The cards of one page, with the loading, failure and empty states and the pager. */
export function TemplateGrid(props: TemplateGridProps) {
  const { t } = useTranslation(['templates', 'quotes', 'common']);
  const { list } = props;
  if (props.failed && !list) {
    return <ListLoadError plural={props.plural} onRetry={props.onRetry} />;
  }
  if (!list) {
    return (
      <SimpleGrid cols={GRID_COLS} spacing="lg" aria-label={t('loading', { noun: props.plural })}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h={214} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (list.data.length === 0) return <>{props.empty}</>;

  const { total, last_page: lastPage } = list.meta;
  const from = (props.page - 1) * TEMPLATE_PAGE_SIZE + 1;
  const to = Math.min(total, from + list.data.length - 1);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={GRID_COLS} spacing="lg">
        {list.data.map((row) => (
          <TemplateCard
            key={row.id}
            row={row}
            place={props.place}
            colors={props.colors}
            creating={props.creatingFrom === row.id}
            onUse={props.onUse}
          />
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('common:list.range', { from, to, total, noun: props.plural })}
        </Text>
        {lastPage > 1 && (
          <Pagination
            total={lastPage}
            value={props.page}
            onChange={props.onPage}
            size="sm"
            radius="md"
            aria-label={t('pages')}
          />
        )}
      </Group>
    </Stack>
  );
}
