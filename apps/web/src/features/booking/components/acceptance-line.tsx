import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuoteDetail } from '@itinera/domain/contracts';
import { useFormats } from '../../../lib/formats';
import { i18n } from '../../../lib/i18n';

interface Composition {
  level?: number;
  stays?: Record<string, number>;
  extras?: number[];
}

/** A level's name from the catalogue (common.levels), or "level 9" for one it does not know. */
const levelName = (level: number) =>
  i18n.exists(`common:levels.${level}.label`)
    ? i18n.t(`common:levels.${level}.label`)
    : i18n.t('booking:acceptance.level', { level });

/**
 * "Days 4–5 at Luxury · 1 optional extra added": what the client changed when composing (decisions 0079, 0083 and 0084),
 * in the reader's language (issue 45, docs/decisions/issues.md; the extras' count through the catalogue's plural forms).
 */
export function compositionText(c: Composition): string {
  const stays = Object.entries(c.stays ?? {}).map(([days, level]) => {
    const [from, to] = days.split('-');
    const key = to && to !== from ? 'booking:acceptance.days' : 'booking:acceptance.day';
    return i18n.t(key, { from, to, level: levelName(level) });
  });
  const n = c.extras?.length ?? 0;
  const extras = n ? [i18n.t('booking:acceptance.extras', { count: n })] : [];
  return [...stays, ...extras].join(' · ');
}

/**
 * Who said yes and how (issue 48, docs/decisions/issues.md, 49): the client on the proposal page, by name and day, and when they
 * composed the trip — a stay at another level, optional extras — what they chose and the version it wrote.
 */
export function AcceptanceLine({ quote }: { quote: QuoteDetail }) {
  const { t } = useTranslation('booking');
  const formats = useFormats();
  const sale = quote.accepted_version;
  const a = sale?.acceptance;
  if (!sale || !a) return null;
  const composition = (a.figures?.composition ?? null) as Composition | null;
  const composed = composition ? compositionText(composition) : '';
  return (
    <Text size="sm" c="dimmed" mt={4} data-testid="acceptance-line">
      {t('acceptance.line', { name: a.name, date: formats.date(a.at.slice(0, 10)) })}
      {composed
        ? t('acceptance.composed', { composed, version: sale.version, from: a.published_version })
        : t('acceptance.plain', { version: a.published_version })}
      {composed && a.published_version !== sale.version && (
        <>
          {' '}
          <Anchor component={Link} to={`/quote/export?itinerary=${quote.id}`} size="sm">
            {t('acceptance.diff', { version: a.published_version })}
          </Anchor>
        </>
      )}
    </Text>
  );
}
