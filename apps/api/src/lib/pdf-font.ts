import { existsSync } from 'node:fs';
import { Font } from '@react-pdf/renderer';

// The PDF's built-in Helvetica covers only WinAnsi; an embedded DejaVu covers every accent and
// symbol a Spanish (or Portuguese, or French) proposal holds. Embedded only when the machine has it:
// Debian's fonts-dejavu-core puts it here. Without it the PDF falls back to Helvetica.
const DEJAVU_DIR = '/usr/share/fonts/truetype/dejavu';
const REGULAR = `${DEJAVU_DIR}/DejaVuSans.ttf`;
const BOLD = `${DEJAVU_DIR}/DejaVuSans-Bold.ttf`;

let family: string | null = null;

/** The font family the PDF uses, registered once per process. */
export function pdfFontFamily(): string {
  if (family) return family;
  // react-pdf hyphenates with English rules by default, which breaks Spanish words in odd places.
  Font.registerHyphenationCallback((word) => [word]);
  if (existsSync(REGULAR) && existsSync(BOLD)) {
    Font.register({
      family: 'DejaVu Sans',
      fonts: [
        { src: REGULAR, fontWeight: 'normal' },
        { src: BOLD, fontWeight: 'bold' },
      ],
    });
    family = 'DejaVu Sans';
  } else {
    family = 'Helvetica';
  }
  return family;
}
