import { describe, expect, it } from 'vitest';
import { accountOpen } from './account-open';

describe('accountOpen', () => {
  it.each([
    [{ active: true }, true],
    [{ active: true, clientArchived: null }, true],
    [{ active: true, clientArchived: false }, true],
    [{ active: true, clientArchived: true }, false],
    [{ active: false, clientArchived: false }, false],
    [{ active: false }, false],
  ])('%o may sign in: %s', (user, open) => {
    expect(accountOpen(user)).toBe(open);
  });
});
