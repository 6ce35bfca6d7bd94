import type { ProposalColors } from '@itinera/domain';

// The operator picks the proposal's colours freely; the page must still be readable (WCAG AA,
// 4.5:1 for text). Each colour is used as chosen where it passes, and moved towards black or white
// just enough where it does not.

type Rgb = [number, number, number];

function parseHex(value: string): Rgb | null {
  const hex = value.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const [x, y] = [parseHex(a), parseHex(b)];
  if (!x || !y) return 1;
  const [hi, lo] = [luminance(x), luminance(y)].sort((m, n) => n - m) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `color` if it reads on `background` at `ratio`, else the nearest mix towards black or white that does. */
export function readableOn(color: string, background: string, ratio = 4.5): string {
  const rgb = parseHex(color) ?? [17, 17, 17];
  const bg = parseHex(background) ?? [255, 255, 255];
  if (contrastRatio(toHex(rgb), toHex(bg)) >= ratio) return toHex(rgb);
  const target: Rgb = luminance(bg) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 20; step++) {
    const mixed = rgb.map((c, i) => c + ((target[i]! - c) * step) / 20) as Rgb;
    if (contrastRatio(toHex(mixed), toHex(bg)) >= ratio) return toHex(mixed);
  }
  return toHex(target);
}

/** Black-ish or white text, whichever reads better on `background`. */
export const inkOn = (background: string): string =>
  contrastRatio('#ffffff', background) >= contrastRatio('#111111', background) ? '#ffffff' : '#111111';

export interface PageColors {
  navBg: string;
  navInk: string;
  accent: string;
  onAccent: string;
  ink: string;
}

/** The page's colour variables from the proposal's three colours, each made readable where it is used. */
export function pageColors(colors: ProposalColors, paper = '#ffffff'): PageColors {
  const navBg = parseHex(colors.navBgColor) ? toHex(parseHex(colors.navBgColor)!) : '#ffffff';
  const accent = parseHex(colors.mainBgColor) ? toHex(parseHex(colors.mainBgColor)!) : '#720330';
  return {
    navBg,
    navInk: readableOn(colors.mainTextColor, navBg),
    // The accent is also a text colour (headings, links) on the paper.
    accent: readableOn(accent, paper),
    onAccent: inkOn(readableOn(accent, paper)),
    ink: readableOn(colors.mainTextColor, paper, 7),
  };
}
