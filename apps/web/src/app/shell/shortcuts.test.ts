import { describe, expect, it } from 'vitest';
import { SHORTCUTS, shortcutTarget, shouldIgnoreKey } from './shortcuts';

const at = (url: string) => {
  const [pathname, search = ''] = url.split('?');
  return { pathname: pathname!, search: search ? `?${search}` : '' };
};

describe('keyboard shortcuts', () => {
  it.each([
    [
      '1',
      '/quote/services?itinerary=4d1c9e2b-8a7f-4c3e-b5d6-1f2a3b4c5d04',
      '/quote/basic-info?itinerary=4d1c9e2b-8a7f-4c3e-b5d6-1f2a3b4c5d04',
    ],
    [
      '2',
      '/quote/basic-info?itinerary=4d1c9e2b-8a7f-4c3e-b5d6-1f2a3b4c5d04',
      '/quote/services?itinerary=4d1c9e2b-8a7f-4c3e-b5d6-1f2a3b4c5d04',
    ],
    [
      '3',
      '/quote/basic-info?itinerary=4d1c9e2b-8a7f-4c3e-b5d6-1f2a3b4c5d04',
      '/quote/itinerary?itinerary=4d1c9e2b-8a7f-4c3e-b5d6-1f2a3b4c5d04',
    ],
    [
      '4',
      '/quote/basic-info?itinerary=4d1c9e2b-8a7f-4c3e-b5d6-1f2a3b4c5d04',
      '/quote/book?itinerary=4d1c9e2b-8a7f-4c3e-b5d6-1f2a3b4c5d04',
    ],
    [
      '5',
      '/quote/basic-info?itinerary=4d1c9e2b-8a7f-4c3e-b5d6-1f2a3b4c5d04',
      '/quote/export?itinerary=4d1c9e2b-8a7f-4c3e-b5d6-1f2a3b4c5d04',
    ],
    [
      '6',
      '/quote/basic-info?itinerary=4d1c9e2b-8a7f-4c3e-b5d6-1f2a3b4c5d04',
      '/quote/pax-info?itinerary=4d1c9e2b-8a7f-4c3e-b5d6-1f2a3b4c5d04',
    ],
  ])('%s from %s goes to %s', (key, from, to) => {
    expect(shortcutTarget(key, at(from))).toBe(to);
  });

  it('keeps the itinerary (and the language) but drops the rest of the query', () => {
    expect(
      shortcutTarget(
        '2',
        at('/quote/basic-info?itinerary=9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c09&service=3&tab=pricing&lang=es'),
      ),
    ).toBe('/quote/services?itinerary=9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c09&lang=es');
  });

  it('stays in history view with its version, where there is no Book tab', () => {
    expect(
      shortcutTarget('3', at('/history/quote/basic-info?itinerary=9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c09&version=2')),
    ).toBe('/history/quote/itinerary?itinerary=9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c09&version=2');
    expect(
      shortcutTarget('4', at('/history/quote/basic-info?itinerary=9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c09&version=2')),
    ).toBeNull();
  });

  it('Q goes home from anywhere, in either case', () => {
    expect(shortcutTarget('q', at('/quote/services?itinerary=4d1c9e2b-8a7f-4c3e-b5d6-1f2a3b4c5d04'))).toBe('/home');
    expect(shortcutTarget('Q', at('/reports'))).toBe('/home');
    expect(shortcutTarget('q', at('/home'))).toBeNull();
  });

  it('ignores number keys outside a quote, the current tab and unrelated keys', () => {
    expect(shortcutTarget('2', at('/quotes'))).toBeNull();
    expect(shortcutTarget('1', at('/quote/basic-info?itinerary=4d1c9e2b-8a7f-4c3e-b5d6-1f2a3b4c5d04'))).toBeNull();
    expect(shortcutTarget('7', at('/quote/basic-info?itinerary=4d1c9e2b-8a7f-4c3e-b5d6-1f2a3b4c5d04'))).toBeNull();
    expect(shortcutTarget('x', at('/quote/basic-info?itinerary=4d1c9e2b-8a7f-4c3e-b5d6-1f2a3b4c5d04'))).toBeNull();
  });
});

describe('the shortcuts list', () => {
  it('names the quote tabs by their number keys, then home and this list', () => {
    expect(SHORTCUTS).toEqual([
      { keys: '1', labelKey: 'basicInfo' },
      { keys: '2', labelKey: 'services' },
      { keys: '3', labelKey: 'itinerary' },
      { keys: '4', labelKey: 'book' },
      { keys: '5', labelKey: 'export' },
      { keys: '6', labelKey: 'paxInfo' },
      { keys: 'Q', labelKey: 'home' },
      { keys: '?', labelKey: 'showList' },
    ]);
  });
});

describe('when a key press is not a shortcut', () => {
  const press = (target: EventTarget | null, extra: Partial<KeyboardEventInit> = {}) => ({
    key: '2',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...extra,
    target,
  });

  it('ignores typing in fields and editable regions', () => {
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inner = document.createElement('span');
    editable.appendChild(inner);
    for (const el of [input, textarea, inner]) expect(shouldIgnoreKey(press(el))).toBe(true);
  });

  it('ignores modifier chords and key presses inside a dialog', () => {
    const body = document.body;
    expect(shouldIgnoreKey(press(body, { ctrlKey: true }))).toBe(true);
    expect(shouldIgnoreKey(press(body, { metaKey: true }))).toBe(true);
    expect(shouldIgnoreKey(press(body, { altKey: true }))).toBe(true);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const button = document.createElement('button');
    dialog.appendChild(button);
    expect(shouldIgnoreKey(press(button))).toBe(true);
  });

  it('lets a plain key on the page through', () => {
    expect(shouldIgnoreKey(press(document.body))).toBe(false);
    expect(shouldIgnoreKey(press(document.createElement('button')))).toBe(false);
  });
});
