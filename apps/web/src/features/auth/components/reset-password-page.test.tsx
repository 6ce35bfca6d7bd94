import { describe, expect, it } from 'vitest';
import { readResetLink } from './reset-password-page';

describe('the reset link', () => {
  it('reads id and token from the query', () => {
    expect(readResetLink(new URLSearchParams('id=12&token=abcdefghijkl'))).toEqual({ id: 12, token: 'abcdefghijkl' });
  });

  it.each(['', 'id=12', 'token=abc', 'id=x&token=abc', 'id=-1&token=abc', 'id=1.5&token=abc'])(
    'refuses an incomplete link: %s',
    (query) => {
      expect(readResetLink(new URLSearchParams(query))).toBeNull();
    },
  );
});
