import { describe, expect, it } from 'vitest';
import { dispositionOf } from './attachment';

// Decisions 0058, 0059 and 0060: a file's name keeps its characters (RFC 6266 / 5987: filename*=UTF-8''…), with a plain ASCII
// name beside it for the clients that read only that one.

describe('the name a download is saved under', () => {
  it('keeps accents and letters of any script, with an ASCII fallback', () => {
    expect(dispositionOf('Perú & García — día 1.pdf', 'inline')).toBe(
      `inline; filename="Peru & Garcia - dia 1.pdf"; filename*=UTF-8''Per%C3%BA%20%26%20Garc%C3%ADa%20%E2%80%94%20d%C3%ADa%201.pdf`,
    );
  });
  it('leaves a plain ASCII name as it is, and takes out what no file name may hold', () => {
    expect(dispositionOf('I01-ABC-v2.pdf')).toBe('attachment; filename="I01-ABC-v2.pdf"');
    expect(dispositionOf('a/b\\c:"d"?.pdf')).toBe('attachment; filename="a b c d .pdf"');
    expect(dispositionOf('  ')).toBe('attachment; filename="file"');
  });
});
