import { describe, expect, it } from 'vitest';
import { safeRedirect } from './login-page';

describe('the redirect after sign-in', () => {
  it.each([
    ['/quotes', '/quotes'],
    ['/quote/services?itinerary=4', '/quote/services?itinerary=4'],
    [null, '/home'],
    ['https://evil.example', '/home'],
    ['//evil.example', '/home'],
  ])('%s → %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });
});
