import { QUOTE_TABS, quoteTabPath, readQuoteLocation } from './quote-location';

export interface Shortcut {
  keys: string;
  /** Its label's key in the catalogue (common:shortcuts.*). */
  labelKey: string;
}

// docs/domain/spec-sections.md#section-2-screens-and-routes: 1–6 open the quote tabs in this order, Q goes home. Shown in the shortcuts modal.
export const SHORTCUTS: Shortcut[] = [
  { keys: '1', labelKey: 'basicInfo' },
  { keys: '2', labelKey: 'services' },
  { keys: '3', labelKey: 'itinerary' },
  { keys: '4', labelKey: 'book' },
  { keys: '5', labelKey: 'export' },
  { keys: '6', labelKey: 'paxInfo' },
  { keys: 'Q', labelKey: 'home' },
  { keys: '?', labelKey: 'showList' },
];

/**
 * Where a key press leads from the current location, or null when it means nothing here.
 * Number keys only act inside a quote (there is no quote to move around in elsewhere); in
 * history view they stay in history, where there is no Book tab.
 */
export function shortcutTarget(key: string, location: { pathname: string; search: string }): string | null {
  if (key === 'q' || key === 'Q') return location.pathname === '/home' ? null : '/home';
  if (!/^[1-6]$/.test(key)) return null;
  const here = readQuoteLocation(location.pathname);
  if (!here.inQuote) return null;
  const tab = QUOTE_TABS[Number(key) - 1]!;
  if (here.history && tab === 'book') return null;
  if (here.tab === tab) return null;
  return quoteTabPath(tab, location.search, here.history);
}

interface KeyEventLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  repeat?: boolean;
  defaultPrevented?: boolean;
  target: EventTarget | null;
}

/** Typing, modifier chords (browser shortcuts) and key presses inside an open dialog are not ours. */
export function shouldIgnoreKey(event: KeyEventLike): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || event.defaultPrevented) return true;
  const target = event.target;
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="dialog"]'))
    return true;
  return target instanceof HTMLElement && target.isContentEditable;
}
