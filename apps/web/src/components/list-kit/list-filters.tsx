import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ActionIcon, CloseButton, Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LazyTooltip as Tooltip } from '../lazy-tooltip';
import { capital } from './list-body';
import type { ListKind } from './list-kind';

export const DISPLAY_DATE = 'MMM DD, YYYY';
/** Several choices stay on one line (the box scrolls) instead of growing the toolbar. */
export const oneLinePills = {
  pillsList: { flexWrap: 'nowrap' as const, overflowX: 'auto' as const, scrollbarWidth: 'none' as const },
};

export interface ListFiltersProps<F extends { text: string }> {
  /** Its noun names the toolbar and the search box for screen readers ("Quote filters", "Search quotes"). */
  kind: Pick<ListKind<F, unknown, unknown>, 'noun' | 'noFilters' | 'hasFilters'>;
  searchPlaceholder: string;
  /** The filters as the address has them; the search text is `value.text`. */
  value: F;
  onChange: (next: F) => void;
  clearActionType: string;
  /** The list's own filter fields, between the search box and the clear button. */
  children: ReactNode;
}

/** The toolbar above a list: a search box, the list's own filters and a button clearing them all. */
export function ListFilters<F extends { text: string }>(props: ListFiltersProps<F>) {
  const { t } = useTranslation();
  const { value, onChange, kind } = props;
  const noun = kind.noun;
  const settled = value.text;
  // The search is typed fast: the address (and the query) follow 300 ms after the last key.
  const [text, setText] = useState(settled);
  const [debounced] = useDebouncedValue(text, 300);
  // The last search this box put in the address (or found there). The address changes in a
  // transition (react-router), so it lags behind the box: the echo of an earlier search, or a
  // render at the old address while the list's first answer lands, must not overwrite what is typed.
  const written = useRef(settled);
  useEffect(() => {
    if (debounced === written.current) return;
    written.current = debounced;
    onChange({ ...value, text: debounced });
    // Only a settled search triggers this; other filter changes carry the text as it was.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  // A search the box did not write (Clear filters, Back in the browser) resets it. Read in an effect,
  // i.e. at a committed address only: never in a render that an urgent update replays at the old one.
  useEffect(() => {
    if (settled === written.current) return;
    written.current = settled;
    setText(settled);
  }, [settled]);

  return (
    <Group
      gap="sm"
      align="flex-start"
      wrap="wrap"
      role="search"
      aria-label={t('list.filtersOf', { noun: capital(noun.one) })}
    >
      <TextInput
        aria-label={t('list.search', { noun: noun.many })}
        placeholder={props.searchPlaceholder}
        leftSection={<IconSearch size={16} />}
        rightSection={
          text ? <CloseButton size="sm" aria-label={t('list.clearSearch')} onClick={() => setText('')} /> : null
        }
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        style={{ flex: '1 1 260px', minWidth: 240 }}
      />
      {props.children}
      {/* Shown only while a filter is set; it sets the list's `noFilters`. */}
      {kind.hasFilters(value) && (
        <Tooltip label={t('list.clearFilters')} withArrow>
          <ActionIcon
            variant="default"
            size={36}
            aria-label={t('list.clearFilters')}
            onClick={() => onChange(kind.noFilters)}
            data-action-type={props.clearActionType}
          >
            <IconFilterOff size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
