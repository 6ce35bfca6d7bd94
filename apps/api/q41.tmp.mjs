import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
const db = await PGlite.create({ loadDataDir: new Blob([readFileSync('/work/wt-i41-rates/.tmp/pglite-template-demo.tar.gz')]) });
const q = async (s) => console.table((await db.query(s)).rows);
await q(`SELECT i.id, i.code, i.status_id, i.prices_locked, i.num_pax, i.start_date, count(s.id) n FROM itineraries i LEFT JOIN itinerary_services s ON s.itinerary_id=i.id GROUP BY i.id ORDER BY i.id`);
await q(`SELECT s.service_id, string_agg(DISTINCT i.code||':'||i.status_id, ' ') quotes FROM itinerary_services s JOIN itineraries i ON i.id=s.itinerary_id WHERE i.itinerary_type_id=1 GROUP BY s.service_id ORDER BY count(DISTINCT i.id) DESC LIMIT 15`);
