import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { assetImageRef } from '@itinera/domain';
import type { TenantTx } from '../db/client';
import { rowsOf } from '../db/rows';
import { PICTURES_DIR } from '../modules/assets/bundled-pictures';

// The demo tenant's picture library (decision 0063): the bundled pictures of src/seed/pictures (sources
// and licences in the README) as assets, each featured country's as its home tile, and each
// excursion's, transfer's and package's as its picture on the catalogue, the demo quotes and
// their proposals. Only rows are written: the thumbnails are made from the bundled files
// (modules/assets/bundled-pictures.ts).

interface DemoPicture {
  file: string;
  name: string;
  alt: string;
  credit: string;
  category: 1 | 2;
  country?: string;
}

const DRAWN = 'Illustration made for Itinera (make-pictures.mjs)';
export const DEMO_PICTURES: DemoPicture[] = [
  {
    file: 'peru-andes.webp',
    name: 'Andes and terraces',
    alt: 'Snowless Andean peaks over green farming terraces at sunset',
    credit: DRAWN,
    category: 1,
    country: 'PE',
  },
  {
    file: 'costa-rica-volcano.webp',
    name: 'Volcano and rainforest',
    alt: 'A volcano above rainforest and palms',
    credit: DRAWN,
    category: 1,
    country: 'CR',
  },
  {
    file: 'bolivia-salt-flat.webp',
    name: 'Salt flat',
    alt: 'A white salt flat under a blue sky, hills on the horizon',
    credit: DRAWN,
    category: 1,
    country: 'BO',
  },
  {
    file: 'ecuador-volcano.webp',
    name: 'Volcano over the valley',
    alt: 'A cone-shaped volcano above green hills',
    credit: DRAWN,
    category: 1,
    country: 'EC',
  },
  {
    file: 'argentina-lake.webp',
    name: 'Mountain lake',
    alt: 'Blue mountains behind a deep blue lake',
    credit: DRAWN,
    category: 1,
    country: 'AR',
  },
  {
    file: 'brazil-coast.webp',
    name: 'Green coast',
    alt: 'A forested headland over a beach with palms',
    credit: DRAWN,
    category: 1,
    country: 'BR',
  },
  {
    file: 'chile-desert-night.webp',
    name: 'Desert under the stars',
    alt: 'Red desert ridges under a starry night sky',
    credit: DRAWN,
    category: 1,
    country: 'CL',
  },
  {
    file: 'colombia-coffee-hills.webp',
    name: 'Coffee hills',
    alt: 'Rolling green hills with palms',
    credit: DRAWN,
    category: 1,
    country: 'CO',
  },
  {
    file: 'coastal-dunes.webp',
    name: 'Coastal dunes',
    alt: 'Golden dune grass in the wind above a blue sea',
    credit: 'Photo: Marco Cogoni, Hylke Bons (GPL-2+, Debian mate-backgrounds)',
    category: 2,
  },
  {
    file: 'road-storm.webp',
    name: 'On the road',
    alt: 'A road through open country under a dark storm sky',
    credit: 'Photo: Sergey Nazarov (GPL-2+, Debian mate-backgrounds)',
    category: 2,
  },
];

const ROAD = 'road-storm.webp';

export async function seedDemoAssets(tx: TenantTx, tenantId: number): Promise<void> {
  const refs = new Map<string, string>();
  for (const p of DEMO_PICTURES) {
    const bytes = readFileSync(path.join(PICTURES_DIR, p.file));
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const [row] = rowsOf<{ key: string }>(
      await tx.execute(sql`INSERT INTO assets (tenant_id, sha256, category, name, alt, credit, tags, path, country, format, width, height, bytes)
        VALUES (${tenantId}, ${sha256}, ${p.category}, ${p.name}, ${p.alt}, ${p.credit}, ARRAY['demo']::text[],
          ${p.country ? `/${p.country}` : '/Services'}, ${p.country ?? ''}, 'webp', 1600, 1000, ${bytes.length})
        RETURNING key::text AS key`),
    );
    refs.set(p.file, assetImageRef(row!.key));
  }
  for (const p of DEMO_PICTURES.filter((d) => d.country)) {
    const ref = refs.get(p.file)!;
    await tx.execute(sql`INSERT INTO location_photos (tenant_id, location_id, image)
      SELECT ${tenantId}, id, ${ref} FROM locations WHERE code = ${p.country!}`);
    // A country's excursions, entrances and packages show its picture; its transfers and transport the road.
    await tx.execute(sql`UPDATE services s SET images = ARRAY[CASE WHEN s.service_type_id IN (3, 5) THEN ${refs.get(ROAD)!} ELSE ${ref} END]
      FROM locations l WHERE s.tenant_id = ${tenantId} AND l.id = s.location_id AND l.country_code = ${p.country!}
        AND s.service_type_id IN (3, 4, 5, 7, 9) AND s.images = '{}'`);
  }
  // The demo quotes' services were copied from the catalogue before it had pictures.
  await tx.execute(sql`UPDATE itinerary_services q SET images = s.images FROM services s
    WHERE q.tenant_id = ${tenantId} AND s.id = q.service_id AND q.images = '{}' AND s.images <> '{}'`);
}
