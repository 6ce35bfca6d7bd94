import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  assetFormatProblem,
  assetKeyOf,
  assetSizeProblem,
  folderOfUpload,
  imageAt,
  imageSrcset,
  isInFolder,
  mayChangeAsset,
  normaliseAssetFolder,
  sniffImageFormat,
  thumbnailUrl,
} from './assets';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const KEY = '0b6f4e2c-1a2b-4c3d-8e9f-0123456789ab';

describe('sniffing what a file is', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
    ['avif', bytes([0, 0, 0, 0x1c], 'ftypavif')],
    ['heic', bytes([0, 0, 0, 0x18], 'ftypheic')],
    ['gif', bytes('GIF89a')],
    ['bmp', bytes('BM')],
    ['svg', bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">')],
    ['svg', bytes([0xef, 0xbb, 0xbf], '  <?xml version="1.0"?><svg/>')],
    ['pdf', bytes('%PDF-1.7')],
  ])('knows %s by its bytes', (format, b) => expect(sniffImageFormat(b)).toBe(format));

  it('knows nothing of text or of nothing', () => {
    expect(sniffImageFormat(bytes('hello'))).toBeNull();
    expect(sniffImageFormat(new Uint8Array())).toBeNull();
  });

  it('takes the four photo formats and names why it refuses the others', () => {
    for (const ok of ['jpeg', 'png', 'webp', 'avif'] as const) expect(assetFormatProblem(ok)).toBeNull();
    expect(assetFormatProblem('svg')).toMatch(/SVG drawings are not accepted/);
    expect(assetFormatProblem('gif')).toMatch(/^GIF files are not accepted. Please upload a JPEG, PNG, WebP or AVIF/);
    expect(assetFormatProblem(null)).toMatch(/^This file is not a picture/);
  });
});

describe('picture limits', () => {
  it('refuses more than 40 megapixels and sides under 16 pixels', () => {
    expect(assetSizeProblem(8000, 5000)).toBeNull();
    expect(assetSizeProblem(20000, 20000)).toMatch(/too many pixels \(20000 × 20000\); the limit is 40 megapixels/);
    expect(assetSizeProblem(15, 400)).toMatch(/too small/);
  });
});

describe('folders', () => {
  it('keeps the original client folders and plain ones', () => {
    for (const ok of ['/PE,/PE-LIM', 'CLIENT-12', '/Hotels/Cusco', 'Peru/Sacred Valley', 'Café & Co'])
      expect(normaliseAssetFolder(ok)).toEqual({ folder: ok });
    expect(normaliseAssetFolder('  /Hotels/ ')).toEqual({ folder: '/Hotels' });
    expect(normaliseAssetFolder('')).toEqual({ folder: '' });
  });

  it('refuses a way out and characters a path could hide behind', () => {
    for (const bad of [
      '../etc',
      '/Hotels/../../x',
      './x',
      'a\\b',
      'a//b',
      '/ x',
      'a\u0000b',
      '%2e%2e/x',
      'x'.repeat(201),
    ])
      expect('problem' in normaliseAssetFolder(bad), bad).toBe(true);
  });

  it('never keeps .. whatever it is given (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const r = normaliseAssetFolder(s);
        return 'problem' in r || !r.folder.split('/').some((seg) => seg === '..' || seg === '.');
      }),
    );
  });

  it('files an original-client upload by its place, or a client logo in CLIENT-<id>', () => {
    expect(folderOfUpload(1, 'PE', 'PE-LIM')).toBe('/PE,/PE-LIM');
    expect(folderOfUpload(2, 'PE', '')).toBe('/PE');
    expect(folderOfUpload(3, 'CLIENT-12', '')).toBe('CLIENT-12');
    expect(folderOfUpload(1, '', '')).toBe('');
  });

  it('filters a folder with the folders inside it', () => {
    expect(isInFolder('/PE,/PE-LIM', '/PE,')).toBe(true);
    expect(isInFolder('/PE,/PE-LIM', '/PE,/PE-LIM')).toBe(true);
    expect(isInFolder('/PERU', '/PE')).toBe(false);
    expect(isInFolder('/x', '')).toBe(true);
  });
});

describe('picture addresses', () => {
  it('shows an asset at any size and leaves other addresses as they are', () => {
    const ref = `/tenant/assets/thumbnail/${KEY}`;
    expect(assetKeyOf(ref)).toBe(KEY);
    expect(assetKeyOf(thumbnailUrl(KEY, '1200X725'))).toBe(KEY);
    expect(imageAt(ref, '1200X725')).toBe(`${ref}?size=1200X725`);
    expect(imageAt('https://cdn.example.com/a.jpg', '1200X725')).toBe('https://cdn.example.com/a.jpg');
    expect(assetKeyOf('/tenant/assets/thumbnail/../../etc/passwd')).toBeNull();
  });

  it('offers a srcset of the cropped sizes for an asset only', () => {
    expect(imageSrcset(`/tenant/assets/thumbnail/${KEY}?size=350X240`)).toBe(
      [350, 700, 1200, 1600]
        .map(
          (w) =>
            `/tenant/assets/thumbnail/${KEY}?size=${{ 350: '350X240', 700: '700X480', 1200: '1200X725', 1600: '1600X900' }[w]} ${w}w`,
        )
        .join(', '),
    );
    expect(imageSrcset('/media/a.webp')).toBeNull();
  });
});

describe('who changes a picture', () => {
  it('lets staff and the one who added it', () => {
    expect(mayChangeAsset({ roleId: 1, userId: 5 }, { createdBy: 9 })).toBe(true);
    expect(mayChangeAsset({ roleId: 4, userId: 5 }, { createdBy: 9 })).toBe(true);
    expect(mayChangeAsset({ roleId: 7, userId: 5 }, { createdBy: 5 })).toBe(true);
    expect(mayChangeAsset({ roleId: 7, userId: 5 }, { createdBy: 9 })).toBe(false);
    expect(mayChangeAsset({ roleId: 3, userId: 5 }, { createdBy: null })).toBe(false);
  });
});
