import { describe, expect, it } from 'vitest';
import { imageRefSchema, isImageRef } from './common.contract';

describe('image references', () => {
  it('take http(s) addresses, uploaded files and asset ids', () => {
    for (const ok of [
      'https://cdn.example.com/cusco.jpg',
      'http://127.0.0.1:3000/media/a.png?x=1',
      '/media/photos/demo/ab12.webp',
      '/tenant/assets/thumbnail/0b6f4e2c-1a2b-4c3d-8e9f-0123456789ab',
      '42',
    ])
      expect(isImageRef(ok), ok).toBe(true);
  });

  it('refuse scripts, data, other schemes, paths out of /media and markup', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'vbscript:x',
      'file:///etc/passwd',
      '/media/../etc/passwd',
      '/etc/passwd',
      '/tenant/assets/thumbnail/../x',
      '//evil.example/x.png',
      'https://x.example/"onerror="alert(1)',
      'https://',
      '',
    ]) {
      expect(imageRefSchema().safeParse(bad).success, bad).toBe(false);
    }
  });
});
