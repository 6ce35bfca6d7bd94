import { describe, expect, it } from 'vitest';
import { QUOTE_TAB_RESTRICTIONS, userTypeOpensTab } from './quote-tabs';

describe('which quote tabs a user type opens', () => {
  it('opens every tab when the user type says nothing', () => {
    for (const tab of QUOTE_TAB_RESTRICTIONS) {
      expect(userTypeOpensTab(undefined, tab)).toBe(true);
      expect(userTypeOpensTab({}, tab)).toBe(true);
      expect(userTypeOpensTab({ tabs: {} }, tab)).toBe(true);
    }
  });

  it('hides a tab only when the user type says false for it', () => {
    const restrictions = { tabs: { book: false, export: true } };
    expect(userTypeOpensTab(restrictions, 'book')).toBe(false);
    expect(userTypeOpensTab(restrictions, 'export')).toBe(true);
    expect(userTypeOpensTab(restrictions, 'pax')).toBe(true);
  });
});
