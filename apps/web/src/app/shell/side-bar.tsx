import { Badge, Group, Kbd, ScrollArea, Stack, Text } from '@mantine/core';
import { userTypeOpensTab } from '@itinera/domain';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { TaggedText } from '../../components/tagged-text';
import { useQuoteIdentity } from '../../lib/page-title';
import { useAuth } from '../../lib/use-auth';
import { isEntryActive, MAIN_ENTRIES } from './nav-entries';
import { quoteTabPath, readQuoteLocation } from './quote-location';
import { QUOTE_NAV, type QuoteNavEntry } from './quote-tabs';
import { SideLink } from './side-link';

/** The left side bar (the logo sits above it, in the header): the main entries and, inside a quote, the quote's own entries. */
export function SideBar({ onNavigate }: { onNavigate: () => void }) {
  const { pathname, search, hash } = useLocation();
  const { t } = useTranslation();
  const here = readQuoteLocation(pathname);
  // An entry into another tab at an anchor (Configuration: Export at #configuration) is current there.
  const anchored = (QUOTE_NAV as readonly QuoteNavEntry[]).find(
    (e) => e.opens?.tab === here.tab && e.opens.hash === hash,
  );
  const current = anchored ? anchored.id : here.tab;
  return (
    <Stack h="100%" gap={0}>
      <ScrollArea flex={1} px="sm" py="md">
        <nav aria-label={t('nav.main')}>
          <Stack gap={2}>
            {MAIN_ENTRIES.map((entry) => (
              <SideLink
                key={entry.to}
                to={entry.to}
                label={t(`nav.${entry.key}`)}
                icon={entry.icon}
                active={isEntryActive(entry, pathname)}
                variant="light"
                bold
                onClick={onNavigate}
                action={`nav-${entry.key}`}
              />
            ))}
          </Stack>
        </nav>
        {here.inQuote && <QuoteNav history={here.history} current={current} search={search} onNavigate={onNavigate} />}
      </ScrollArea>
      <Text size="xs" c="dimmed" px="lg" py="md" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <TaggedText text={t('nav.shortcutsHint')} tag="kbd" wrap={(key) => <Kbd size="xs">{key}</Kbd>} />
      </Text>
    </Stack>
  );
}

function QuoteNav({
  history,
  current,
  search,
  onNavigate,
}: {
  history: boolean;
  current: string | null;
  search: string;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const restrictions = useAuth()?.user_type.restrictions;
  const params = new URLSearchParams(search);
  const version = params.get('version');
  // The badge names the open quote by its code: the uuid in the address is not for reading.
  const identity = useQuoteIdentity();
  // History view is read-only: it offers only the entries marked for it (no Configuration, no Book).
  const entries = (QUOTE_NAV as readonly QuoteNavEntry[]).filter(
    (e) => userTypeOpensTab(restrictions, e.restriction) && !(history && e.liveOnly),
  );
  const hrefOf = (entry: QuoteNavEntry) =>
    entry.opens
      ? `${quoteTabPath(entry.opens.tab, search)}${entry.opens.hash}`
      : quoteTabPath(entry.id, search, history);
  return (
    <nav aria-label={t('nav.quote')}>
      <Group justify="space-between" px="sm" mt="xl" mb="xs">
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: 0.6 }}>
          {history ? t('nav.quoteHistory') : t('nav.thisQuote')}
        </Text>
        {history ? (
          <Badge size="sm" variant="light" color="grape" leftSection={<IconHistory size={12} />}>
            {version ? t('nav.version', { version }) : t('nav.history')}
          </Badge>
        ) : (
          identity && (
            <Badge size="sm" variant="light">
              {identity.code}
            </Badge>
          )
        )}
      </Group>
      <Stack gap={2}>
        {entries.map((entry) => (
          <SideLink
            key={entry.id}
            to={hrefOf(entry)}
            label={t(`nav.${entry.label}`)}
            icon={<entry.icon size={20} />}
            active={entry.id === current}
            variant="filled"
            onClick={onNavigate}
            action={`quote-nav-${entry.id}`}
          />
        ))}
      </Stack>
    </nav>
  );
}
