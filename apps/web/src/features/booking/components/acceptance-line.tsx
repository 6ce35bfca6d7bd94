import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { QuoteDetail } from '@itinera/domain/contracts';
import { useFormats } from '../../../lib/formats';

const LEVELS: Record<number, string> = { 1: 'Comfort', 2: 'Superior', 3: 'Luxury' };

interface Composition {
  level?: number;
  stays?: Record<string, number>;
  extras?: number[];
}

/** "Days 4–5 at Luxury · 1 optional extra added": what the client changed when composing (issue 49). */
export function compositionText(c: Composition): string {
  const stays = Object.entries(c.stays ?? {}).map(([days, level]) => {
    const [from, to] = days.split('-');
    return `${to && to !== from ? `Days ${from}–${to}` : `Day ${from}`} at ${LEVELS[level] ?? `level ${level}`}`;
  });
  const n = c.extras?.length ?? 0;
  const extras = n ? [`${n} optional extra${n === 1 ? '' : 's'} added`] : [];
  return [...stays, ...extras].join(' · ');
}

/**
 * Who said yes and how (issues 48, 49): the client on the proposal page, by name and day, and when they
 * composed the trip — a stay at another level, optional extras — what they chose and the version it wrote.
 */
export function AcceptanceLine({ quote }: { quote: QuoteDetail }) {
  const formats = useFormats();
  const sale = quote.accepted_version;
  const a = sale?.acceptance;
  if (!sale || !a) return null;
  const composition = (a.figures?.composition ?? null) as Composition | null;
  const composed = composition ? compositionText(composition) : '';
  return (
    <Text size="sm" c="dimmed" mt={4} data-testid="acceptance-line">
      Accepted by {a.name} on {formats.date(a.at.slice(0, 10))} on the proposal page
      {composed
        ? `, composing the trip: ${composed} (version ${sale.version}, written from version ${a.published_version}).`
        : ` (version ${a.published_version}).`}
      {composed && a.published_version !== sale.version && (
        <>
          {' '}
          <Anchor component={Link} to={`/quote/export?itinerary=${quote.id}`} size="sm">
            See what changed from version {a.published_version}
          </Anchor>
        </>
      )}
    </Text>
  );
}
