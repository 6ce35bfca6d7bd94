import type { ReactNode } from 'react';
import { Alert, Badge, Button, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFilterOff, IconSearch } from '@tabler/icons-react';

/** A list's name in its texts: "quote" / "quotes". */
export interface ListNoun {
  one: string;
  many: string;
}

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
  /** The first read failed: nothing to show but the way to try again. */
  failed: boolean;
  onRetry: () => void;
  /** Shown instead of filters and table when there is nothing at all yet (not a filter's doing). */
  nothingYet: ReactNode | null;
  filters: ReactNode;
  /** The table. */
  children: ReactNode;
}

/** Below a list's header: the load error, the "nothing yet" state, or the filters above the table. */
export function ListBody({ noun, failed, onRetry, nothingYet, filters, children }: ListBodyProps) {
  if (failed)
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        title={`The ${noun.many} could not be loaded`}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Check your connection and try again.</Text>
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  if (nothingYet) return nothingYet;
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
  noun: ListNoun;
  /** Until the first answer the table shows only its loader. */
  loaded: boolean;
  filtered: boolean;
  /** What to try when the filters match nothing. */
  hint: string;
  onClearFilters: () => void;
  onFirstPage: () => void;
  actionType?: string;
}

/** The table's empty rows: the filters match nothing, or the page is past the end. */
export function NoMatch({ noun, loaded, filtered, hint, onClearFilters, onFirstPage, actionType }: NoMatchProps) {
  if (!loaded) return <span />;
  return (
    <Stack align="center" gap={6} py="xl">
      <IconSearch size={28} color="var(--mantine-color-gray-5)" aria-hidden />
      <Text fw={600}>{filtered ? `No ${noun.one} matches your filters` : 'Nothing on this page'}</Text>
      <Text size="sm" c="dimmed">
        {filtered ? hint : 'Go back to the first page.'}
      </Text>
      <Button
        size="xs"
        variant="default"
        mt={4}
        leftSection={filtered ? <IconFilterOff size={14} /> : undefined}
        onClick={filtered ? onClearFilters : onFirstPage}
        style={{ pointerEvents: 'all' }}
        data-action-type={actionType}
      >
        {filtered ? 'Clear filters' : 'First page'}
      </Button>
    </Stack>
  );
}
