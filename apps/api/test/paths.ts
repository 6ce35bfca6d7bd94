import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
export const PGLITE_TEMPLATE = path.join(REPO_ROOT, '.tmp', 'pglite-template.tar.gz');
export const PG_TEMPLATE_DB = 'itinera_test_template';
/** The same, with the demo tenant seeded: what createTestApp copies unless told `seed: false`. */
export const PGLITE_SEEDED_TEMPLATE = path.join(REPO_ROOT, '.tmp', 'pglite-template-demo.tar.gz');
export const PG_SEEDED_TEMPLATE_DB = 'itinera_test_template_demo';
