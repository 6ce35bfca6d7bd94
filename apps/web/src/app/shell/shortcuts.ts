import { quoteTabPath, readQuoteLocation } from './quote-location';
import { TAB_ENTRIES } from './quote-tabs';

export interface Shortcut {
  keys: string;
  /** Its label's key in the catalogue (common:shortcuts.*). */
  labelKey: string;
}

// docs/domain/spec-sections.md#section-2-screens-and-routes: the number keys open the quote tabs
// (their keys in app/shell/quote-tabs.ts), Q goes home. Shown in the shortcuts modal.
export const SHORTCUTS: Shortcut[] = [
  ...TAB_ENTRIES.map((e) => ({ keys: String(e.key), labelKey: e.name })),
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
  const tab = TAB_ENTRIES.find((e) => String(e.key) === key);
  const here = readQuoteLocation(location.pathname);
  if (!tab || !here.inQuote) return null;
  if (here.history && tab.liveOnly) return null;
  if (here.tab === tab.id) return null;
  return quoteTabPath(tab.id, location.search, here.history);
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
