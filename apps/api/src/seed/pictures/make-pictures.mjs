// Makes the demo tenant's destination illustrations (node apps/api/src/seed/pictures/make-pictures.mjs):
// landscapes drawn as SVG and written as WebP, so the repository holds small files whose source is
// this script. The two photographs beside them come from Debian's mate-backgrounds (README).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const W = 1600;
const H = 1000;
const here = path.dirname(fileURLToPath(import.meta.url));

/** A repeatable random sequence per picture. */
function rng(seed) {
  let s = seed;
  return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
}

function ridge(rand, base, amplitude, steps, jag) {
  const pts = [];
  let y = base;
  for (let i = 0; i <= steps; i++) {
    y = base - amplitude * (0.5 + 0.5 * Math.sin(i / (steps / (2 + jag)) + rand() * jag)) - rand() * amplitude * 0.35;
    pts.push(`${Math.round((i / steps) * W)},${Math.round(y)}`);
  }
  return `M0,${H} L${pts.join(' L')} L${W},${H} Z`;
}

function landscape(p) {
  const rand = rng(p.seed);
  const layers = p.mountains
    .map(
      (m, i) =>
        `<path d="${ridge(rand, m.base, m.height, m.steps ?? 14, m.jag ?? 1.5)}" fill="${m.color}" opacity="${m.opacity ?? 1}"/>` +
        (m.snow
          ? `<path d="${ridge(rng(p.seed + i), m.base - m.height * 0.55, m.height * 0.45, m.steps ?? 14, m.jag ?? 1.5)}" fill="white" opacity="0.0"/>`
          : ''),
    )
    .join('');
  const water = p.water ? `<rect y="${p.water.y}" width="${W}" height="${H - p.water.y}" fill="url(#water)"/>` : '';
  const sun = p.sun
    ? `<circle cx="${p.sun.x}" cy="${p.sun.y}" r="${p.sun.r}" fill="${p.sun.color}" opacity="0.9"/>`
    : '';
  const stars = p.stars
    ? Array.from(
        { length: 140 },
        () =>
          `<circle cx="${Math.round(rand() * W)}" cy="${Math.round(rand() * H * 0.55)}" r="${(rand() * 1.8 + 0.4).toFixed(1)}" fill="white" opacity="${(rand() * 0.7 + 0.3).toFixed(2)}"/>`,
      ).join('')
    : '';
  const extra = p.extra ? p.extra(rand) : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.water?.colors[0] ?? '#000'}"/><stop offset="1" stop-color="${p.water?.colors[1] ?? '#000'}"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>${stars}${sun}${layers}${water}${extra}
</svg>`;
}

const palms = (rand, n, y0) =>
  Array.from({ length: n }, () => {
    const x = Math.round(rand() * W);
    const h = 160 + rand() * 120;
    const leaves = Array.from({ length: 6 }, (_, i) => {
      const a = (i / 6) * Math.PI - Math.PI;
      return `<path d="M${x},${y0 - h} q${Math.cos(a) * 60},${Math.sin(a) * 40 - 20} ${Math.cos(a) * 110},${Math.sin(a) * 20 + 40}" stroke="#1d3b1f" stroke-width="10" fill="none" stroke-linecap="round"/>`;
    }).join('');
    return `<path d="M${x},${y0} q${10 + rand() * 20},${-h / 2} 0,${-h}" stroke="#2b2118" stroke-width="9" fill="none"/>${leaves}`;
  }).join('');

const terraces = () =>
  Array.from(
    { length: 9 },
    (_, i) =>
      `<path d="M${300 + i * 20},${760 + i * 26} Q800,${700 + i * 26} ${1320 - i * 20},${760 + i * 26}" stroke="#9cc26a" stroke-width="5" fill="none" opacity="0.8"/>`,
  ).join('');

export const PICTURES = [
  {
    file: 'peru-andes.webp',
    seed: 11,
    sky: ['#f6c27a', '#fbe8c8'],
    sun: { x: 1200, y: 260, r: 90, color: '#fff3d6' },
    mountains: [
      { base: 560, height: 360, color: '#7a8fa6', jag: 2.5 },
      { base: 700, height: 300, color: '#4f6b4a', jag: 2 },
      { base: 900, height: 180, color: '#2f4a2c' },
    ],
    extra: terraces,
  },
  {
    file: 'costa-rica-volcano.webp',
    seed: 23,
    sky: ['#8ec9e8', '#e6f4f9'],
    mountains: [
      { base: 620, height: 420, color: '#5d6b62', steps: 4, jag: 0.2 },
      { base: 820, height: 220, color: '#2e6b3a', jag: 3 },
      { base: 980, height: 140, color: '#1c4a25', jag: 4 },
    ],
    extra: (rand) => palms(rand, 5, 1000),
  },
  {
    file: 'bolivia-salt-flat.webp',
    seed: 31,
    sky: ['#4a90d9', '#cfe6fb'],
    sun: { x: 300, y: 200, r: 70, color: '#ffffff' },
    mountains: [{ base: 540, height: 120, color: '#8b6f8f', jag: 1 }],
    water: { y: 540, colors: ['#cfe6fb', '#f4f9ff'] },
  },
  {
    file: 'ecuador-volcano.webp',
    seed: 41,
    sky: ['#a7d3f0', '#f1f8fc'],
    mountains: [
      { base: 640, height: 480, color: '#6d7f8f', steps: 3, jag: 0.1 },
      { base: 820, height: 240, color: '#58804d', jag: 2 },
      { base: 960, height: 160, color: '#3b5e33' },
    ],
  },
  {
    file: 'argentina-lake.webp',
    seed: 53,
    sky: ['#6fa8dc', '#dbeaf7'],
    mountains: [
      { base: 600, height: 380, color: '#9fb3c8', jag: 3 },
      { base: 650, height: 220, color: '#4e6e58', jag: 2 },
    ],
    water: { y: 650, colors: ['#3d7fa8', '#1f4e6b'] },
  },
  {
    file: 'brazil-coast.webp',
    seed: 61,
    sky: ['#5bb6e8', '#e8f6fd'],
    sun: { x: 1350, y: 180, r: 80, color: '#fff8dc' },
    mountains: [{ base: 640, height: 380, color: '#3f7c4b', steps: 6, jag: 0.8 }],
    water: { y: 700, colors: ['#2a9dc9', '#f2e3b8'] },
    extra: (rand) => palms(rand, 3, 1000),
  },
  {
    file: 'chile-desert-night.webp',
    seed: 71,
    sky: ['#0b1633', '#3a2f5b'],
    stars: true,
    mountains: [
      { base: 720, height: 260, color: '#5a3b3b', jag: 1.5 },
      { base: 900, height: 140, color: '#8a5a3c', jag: 1 },
    ],
  },
  {
    file: 'colombia-coffee-hills.webp',
    seed: 83,
    sky: ['#bfe3c0', '#f3fbf0'],
    mountains: [
      { base: 520, height: 260, color: '#7fae7a', jag: 1 },
      { base: 700, height: 240, color: '#4f8a4b', jag: 1.2 },
      { base: 900, height: 200, color: '#2f6531', jag: 1.4 },
    ],
    extra: (rand) => palms(rand, 4, 1000),
  },
];

for (const p of PICTURES) {
  const out = path.join(here, p.file);
  await writeFile(
    out,
    await sharp(Buffer.from(landscape(p)))
      .webp({ quality: 72 })
      .toBuffer(),
  );
  process.stdout.write(`${out}\n`); // the files it wrote, one a line
}
