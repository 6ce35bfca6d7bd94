import { i18n } from '../../../lib/i18n';
import type { EngagementEvent, PublishState } from '../api/types';

/**
 * A level by the catalogue's word in the reader's language ('Comfort', 'Confort', 'Conforto'), as the
 * quotes list and the Book tab name it (decision 0091); the projection and its diff carry only the id.
 */
export const levelName = (level: number | null | undefined) =>
  level && i18n.exists(`common:levels.${level}.label`)
    ? i18n.t(`common:levels.${level}.label`)
    : level
      ? `Level ${level}`
      : 'a level';

/** "just now", "5 minutes ago", "2 hours ago", "3 days ago" — how long ago, in the words a person uses. */
export function timeAgo(at: string, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(at).getTime()) / 1000));
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'} ago`;
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return unit(Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return unit(Math.floor(seconds / 3600), 'hour');
  return unit(Math.floor(seconds / 86_400), 'day');
}

/** "Client last saw version 3, 2 hours ago", or what to say when the page was never opened. */
export function lastSeenSentence(state: Pick<PublishState, 'lastSeen' | 'link'>, now?: Date): string {
  if (state.lastSeen) return `Client last saw version ${state.lastSeen.version}, ${timeAgo(state.lastSeen.at, now)}`;
  return state.link ? 'The client has not opened the page yet' : 'Not published yet';
}

/** The page's parts (data-section of the proposal page) in the operator's words. */
const SECTIONS: Record<string, string> = {
  cover: 'the cover',
  about: 'the trip description',
  hotels: 'the hotels',
  prices: 'the prices',
  optionals: 'the optionals',
  contact: 'the contact details',
  accept: 'the accept form',
};

function section(name: string | null | undefined): string {
  if (!name) return 'the page';
  const day = /^day-(\d+)$/.exec(name);
  return day ? `day ${day[1]}` : (SECTIONS[name] ?? name.replace(/[-_]/g, ' '));
}

/** One line of the timeline for one thing the client did. */
export function describeEvent(event: EngagementEvent, acceptedMessage?: string | null): string {
  switch (event.kind) {
    case 'open':
      return `Opened version ${event.version}`;
    case 'read':
      return `Read ${section(event.section)} for ${Math.round(event.seconds ?? 0)} s`;
    case 'level':
      return `Looked at ${levelName(event.level)}`;
    case 'pdf':
      return 'Downloaded the PDF';
    case 'accept':
      return `Accepted ${levelName(event.level)}${acceptedMessage ? `: “${acceptedMessage}”` : ''}`;
  }
}

/** The timeline, newest first; reading time of one section in one version adds up into one line. */
export function timelineRows(
  state: Pick<PublishState, 'events' | 'accepted'>,
): Array<EngagementEvent & { text: string }> {
  const merged: EngagementEvent[] = [];
  for (const event of state.events) {
    const same =
      event.kind === 'read' &&
      merged.find((e) => e.kind === 'read' && e.version === event.version && e.section === event.section);
    if (same) {
      same.seconds = (same.seconds ?? 0) + (event.seconds ?? 0);
      if (event.at > same.at) same.at = event.at;
    } else merged.push({ ...event });
  }
  return merged
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
    .map((event) => ({
      ...event,
      text: describeEvent(event, event.kind === 'accept' ? state.accepted?.message : undefined),
    }));
}
