import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, photoProblem } from './upload-photo';

describe('the profile photo check', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    expect(photoProblem({ type: 'image/jpeg', size: 200_000 })).toBeNull();
    expect(photoProblem({ type: 'image/webp', size: MAX_PHOTO_BYTES })).toBeNull();
  });

  it('refuses other types and larger files with a sentence the user can act on', () => {
    expect(photoProblem({ type: 'application/pdf', size: 1000 })).toMatch(/JPEG, PNG or WebP/);
    expect(photoProblem({ type: 'image/png', size: MAX_PHOTO_BYTES + 1 })).toMatch(/larger than 5 MB/);
  });
});
