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
      ? i18n.t('publishing:engagement.level', { level })
      : i18n.t('publishing:engagement.aLevel');

/** "just now", "5 minutes ago", "2 hours ago", "3 days ago" — how long ago, in the words a person uses. */
export function timeAgo(at: string, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(at).getTime()) / 1000));
  if (seconds < 60) return i18n.t('publishing:engagement.justNow');
  if (seconds < 3600) return i18n.t('publishing:engagement.minutesAgo', { count: Math.floor(seconds / 60) });
  if (seconds < 86_400) return i18n.t('publishing:engagement.hoursAgo', { count: Math.floor(seconds / 3600) });
  return i18n.t('publishing:engagement.daysAgo', { count: Math.floor(seconds / 86_400) });
}

/** "Client last saw version 3, 2 hours ago", or what to say when the page was never opened. */
export function lastSeenSentence(state: Pick<PublishState, 'lastSeen' | 'link'>, now?: Date): string {
  if (state.lastSeen)
    return i18n.t('publishing:engagement.lastSeen', {
      version: state.lastSeen.version,
      ago: timeAgo(state.lastSeen.at, now),
    });
  return i18n.t(state.link ? 'publishing:engagement.notOpened' : 'publishing:engagement.notPublished');
}

/** The page's parts (data-section of the proposal page), named in the operator's words by the catalogue. */
const SECTIONS = new Set(['cover', 'about', 'hotels', 'prices', 'optionals', 'contact', 'accept']);

function section(name: string | null | undefined): string {
  if (!name) return i18n.t('publishing:engagement.sections.page');
  const day = /^day-(\d+)$/.exec(name);
  if (day) return i18n.t('publishing:engagement.sections.day', { day: day[1] });
  return SECTIONS.has(name) ? i18n.t(`publishing:engagement.sections.${name}`) : name.replace(/[-_]/g, ' ');
}

/** One line of the timeline for one thing the client did. */
export function describeEvent(event: EngagementEvent, acceptedMessage?: string | null): string {
  switch (event.kind) {
    case 'open':
      return i18n.t('publishing:engagement.events.open', { version: event.version });
    case 'read':
      return i18n.t('publishing:engagement.events.read', {
        section: section(event.section),
        seconds: Math.round(event.seconds ?? 0),
      });
    case 'level':
      return i18n.t('publishing:engagement.events.level', { level: levelName(event.level) });
    case 'pdf':
      return i18n.t('publishing:engagement.events.pdf');
    case 'accept':
      return acceptedMessage
        ? i18n.t('publishing:engagement.events.acceptWith', { level: levelName(event.level), message: acceptedMessage })
        : i18n.t('publishing:engagement.events.accept', { level: levelName(event.level) });
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
