import type { ReactNode } from 'react';
import { Badge, Button, Paper, Stack, Text } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, type EmptyStateProps } from '../empty-state';
import { ListLoadError } from './list-load-error';
import type { ListScreen } from './use-list-screen';
import type { ListView } from './list-view';

/** A list's name in its texts: "quote" / "quotes". */
export interface ListNoun {
  one: string;
  many: string;
}

export const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** How many rows the list has in all, beside the page title. */
export function ListCount({ total, noun }: { total: number; noun: ListNoun }) {
  return (
    <Badge variant="light" color="gray" size="lg" radius="sm">
      {total} {total === 1 ? noun.one : noun.many}
    </Badge>
  );
}

export interface ListBodyProps {
  noun: ListNoun;
  view: ListView<unknown>;
  /** Shown instead of filters and table when there is nothing at all yet (not a filter's doing). */
  nothingYet: EmptyStateProps;
  filters: ReactNode;
  /** The table. */
  children: ReactNode;
}

/** Below a list's header: the load error, the "nothing yet" state, or the filters above the table. */
export function ListBody({ noun, view, nothingYet, filters, children }: ListBodyProps) {
  if (view.failed) return <ListLoadError plural={noun.many} onRetry={view.retry} />;
  if (view.nothingYet) return <EmptyState {...nothingYet} />;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        {filters}
      </Paper>
      {children}
    </Stack>
  );
}

export interface NoMatchProps {
  screen: ListScreen;
  /** What to try when the filters match nothing. */
  hint: string;
  actionType?: string;
}

/** The table's empty rows: the filters match nothing, or the page is past the end. */
export function NoMatch({ screen, hint, actionType }: NoMatchProps) {
  const { t } = useTranslation();
  const { noun, view, list, filtered } = screen;
  // Until the first answer the table shows only its loader.
  if (!view.loaded) return <span />;
  return (
    <Stack align="center" gap={6} py="xl">
      <IconSearch size={28} color="var(--mantine-color-gray-5)" aria-hidden />
      <Text fw={600}>{filtered ? t('list.noMatch', { noun: noun.one }) : t('list.nothingOnPage')}</Text>
      <Text size="sm" c="dimmed">
        {filtered ? hint : t('list.backToFirst')}
      </Text>
      <Button
        size="xs"
        variant="default"
        mt={4}
        leftSection={filtered ? <IconFilterOff size={14} /> : undefined}
        onClick={filtered ? list.clearFilters : list.firstPage}
        style={{ pointerEvents: 'all' }}
        data-action-type={actionType}
      >
        {filtered ? t('list.clearFilters') : t('list.firstPage')}
      </Button>
    </Stack>
  );
}
