import { useState } from 'react';
import { Anchor, CloseButton, Combobox, Group, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { QuoteId } from '@itinera/domain/contracts';
import { listItineraries, quotePath, QUOTES_KEY, type ItineraryRow } from '../new-quote-panel/quote-api';
import { QuoteStatusBadge } from '../quote-status-badge';
import { quoteSearchQuery } from './search-query';

export interface QuoteSearchProps {
  size?: 'md' | 'lg';
}

/**
 * The spec's search input ('Type itinerary code or title'): matching quotes drop down as the user
 * types (250 ms after the last key); choosing one opens it. Enter with nothing highlighted shows
 * every match on the quotes screen.
 */
export function QuoteSearch({ size = 'lg' }: QuoteSearchProps) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 250);
  const query = quoteSearchQuery(debounced);
  const results = useQuery({
    queryKey: [QUOTES_KEY, 'search', query],
    queryFn: ({ signal }) => listItineraries(query!, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    // The dropdown says it failed; no toast on every key.
    meta: { handlesError: true },
  });
  const rows = query ? (results.data?.data ?? []) : [];
  const total = query ? (results.data?.meta.total ?? 0) : 0;
  const settled = query !== null && !results.isFetching && debounced === text;
  const allResults = quotesListPath(text);

  const openQuote = (id: QuoteId) => {
    combobox.closeDropdown();
    void navigate(quotePath(id));
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(value) => openQuote(value)}
      position="bottom-start"
      shadow="lg"
      radius="md"
      offset={6}
    >
      <Combobox.Target>
        <TextInput
          size={size}
          radius="md"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          leftSection={<IconSearch size={size === 'lg' ? 20 : 16} />}
          rightSection={
            query && results.isFetching ? (
              <Loader size="xs" />
            ) : text ? (
              <CloseButton aria-label={t('search.clear')} onClick={() => setText('')} />
            ) : null
          }
          value={text}
          onChange={(e) => {
            const value = e.currentTarget.value;
            if (openingQuotesList(pathname)) {
              // The quotes list is being drawn (below): what is typed here is its search, and goes there.
              void navigate(quotesListPath(value), { replace: true });
            }
            setText(value);
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onFocus={() => combobox.openDropdown()}
          onClick={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && combobox.getSelectedOptionIndex() === -1 && text.trim()) {
              e.preventDefault();
              void navigate(allResults);
            }
          }}
          data-action-type="quote-search"
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={query === null}>
        <Combobox.Options mah={420} style={{ overflowY: 'auto' }}>
          {rows.map((row) => (
            <Combobox.Option key={row.id} value={row.id} data-action-type="quote-search-open">
              <SearchResult row={row} />
            </Combobox.Option>
          ))}
          {results.isError && query && <Combobox.Empty>{t('search.failed')}</Combobox.Empty>}
          {!results.isError && settled && rows.length === 0 && (
            <Combobox.Empty>{t('search.noMatch', { text: query?.title })}</Combobox.Empty>
          )}
          {!settled && rows.length === 0 && !results.isError && (
            <Combobox.Empty>{t('search.searching')}</Combobox.Empty>
          )}
        </Combobox.Options>
        {total > rows.length && (
          <Combobox.Footer>
            <Text size="xs" c="dimmed">
              {t('search.matches', { shown: rows.length, total })}
              <Anchor
                component={Link}
                to={allResults}
                size="xs"
                onMouseDown={(e) => e.preventDefault()}
                data-action-type="quote-search-all"
              >
                {t('search.seeAll')}
              </Anchor>
            </Text>
          </Combobox.Footer>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}

/** The quotes list showing every match of a search. */
const quotesListPath = (text: string) =>
  text.trim() ? `/quotes?filter=${encodeURIComponent(text.trim())}` : '/quotes';

/**
 * A navigation renders in a transition (react-router): the screen it leaves, with this box, stays
 * on screen and typeable until the next one is drawn. Going to the quotes list, whose own box looks
 * the same ("Search quotes"), text typed here in that moment would vanish with the box; it is the
 * list's search instead. The address already names where the app is going; `pathname` is this screen's.
 */
const openingQuotesList = (pathname: string) => pathname !== '/quotes' && window.location.pathname === '/quotes';

function SearchResult({ row }: { row: ItineraryRow }) {
  const { t } = useTranslation('home');
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" py={2}>
      <Group wrap="nowrap" gap="sm" miw={0}>
        <Text size="sm" ff="monospace" fw={600} w={104} style={{ flexShrink: 0 }}>
          {row.code}
        </Text>
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={500} lineClamp={1}>
            {row.title || t('recent.untitled')}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {row.client?.name ?? t('recent.noClient')}
            {row.num_day > 0 && ` · ${t('search.days', { count: row.num_day })}`}
          </Text>
        </Stack>
      </Group>
      <QuoteStatusBadge id={row.status.id} name={row.status.name} style={{ flexShrink: 0 }} />
    </Group>
  );
}
