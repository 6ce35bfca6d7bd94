import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helper';
import { distributionBreaches } from './distribution-audit';

// Issue 51, "past one server" (decision 0086): the tables that break the distribution rule, each
// named with its reason. The ledger below is the live schema's exact list: a new table, key or
// foreign key that breaks the rule fails here until it is keyed by tenant_id or written down with
// its reason, and a breach mended (decision 0086, step 2) fails until it leaves the ledger.

/** Not yet keyed for distribution: the key migration is step 2 of decision 0086. */
const STEP_2 =
  'keyed by its serial id alone, as every table since the first migration: step 2 of decision 0086 makes its primary key (tenant_id, id), its unique keys start with tenant_id and its foreign keys (tenant_id, …)';
/** Reasons that are not "not yet". */
const REASONS: Record<string, string> = {
  report_rollups:
    "the reports' day rows, derived from the quotes and rebuilt by the reports' job: no key is needed, and a table distributed by tenant_id may have none",
  report_rollup_cuts: 'the same rows cut by consultant and client (decision 0078): derived, rebuilt, no key needed',
  report_request_days:
    "requests per arrival day and stage (decision 0090): derived, kept by the requests' triggers, no key needed",
  report_step_days: "the funnel's step-day histogram per day (decision 0090): derived, rebuilt, no key needed",
  report_step_cuts:
    "the funnel's step-day histogram per month, client, consultant and owner (decision 0099): derived, kept by the quotes' triggers, no key needed",
  itinerary_list_counts:
    "the quote list's totals per type, status, owner, user, client and public flag (decision 0102): derived, kept by the quotes' triggers, no key needed",
  report_events:
    'proposal events added up per quote, day, kind, section and level (decision 0090): derived, no key needed; its foreign key to the quote waits for step 2 of decision 0086',
};

// Foreign keys as PostgreSQL writes them, shortened: '(column) → table(id)'.
const LEDGER: Record<string, string[]> = {
  accepted_versions: [
    '(accepted_by) → users(id)',
    '(itinerary_id) → itineraries(id)',
    '(publication_id) → publications(id)',
    'primary key',
  ],
  assets: ['(created_by) → users(id)', 'UNIQUE INDEX (key)', 'primary key'],
  booking_requests: [
    '(created_by) → users(id)',
    '(itinerary_id) → itineraries(id)',
    '(supplier_id) → suppliers(id)',
    'primary key',
  ],
  booking_settings: ['(updated_by) → users(id)'],
  client_contracts: [
    '(client_id) → clients(id)',
    '(owner_user_id) → users(id)',
    '(sales_manual_id) → sales_manuals(id)',
    'primary key',
  ],
  clients: ['primary key'],
  contact_messages: ['(user_id) → users(id)', 'primary key'],
  exchange_rates: ['primary key'],
  export_targets: ['primary key'],
  file_quotes: ['(file_id) → files(id)', '(itinerary_id) → itineraries(id)', 'primary key'],
  files: [
    '(client_id) → clients(id)',
    '(contract_id) → client_contracts(id)',
    '(created_by) → users(id)',
    '(user_id) → users(id)',
    'UNIQUE INDEX (uuid)',
    'primary key',
  ],
  itineraries: [
    '(client_id) → clients(id)',
    '(contract_id) → client_contracts(id)',
    '(owner_user_id) → users(id)',
    '(user_id) → users(id)',
    'UNIQUE INDEX (uuid)',
    'primary key',
  ],
  itinerary_days: ['(itinerary_id) → itineraries(id)', 'UNIQUE INDEX (itinerary_id, start_day)', 'primary key'],
  itinerary_history: ['(itinerary_id) → itineraries(id)', '(user_id) → users(id)', 'primary key'],
  itinerary_list_counts: ['no primary key'],
  itinerary_matrices: ['(itinerary_id) → itineraries(id)', '(user_id) → users(id)'],
  itinerary_passengers: ['(itinerary_id) → itineraries(id)', 'primary key'],
  itinerary_pricing: ['(itinerary_id) → itineraries(id)', 'primary key'],
  itinerary_service_snapshots: ['(itinerary_id) → itineraries(id)', 'primary key'],
  itinerary_services: ['(itinerary_id) → itineraries(id)', '(service_id) → services(id)', 'primary key'],
  itinerary_versions: ['(itinerary_id) → itineraries(id)', '(user_id) → users(id)', 'primary key'],
  mail_outbox: ['primary key'],
  password_resets: ['(user_id) → users(id)', 'primary key'],
  publication_accepts: [
    '(itinerary_id) → itineraries(id)',
    '(link_id) → publish_links(id)',
    '(publication_id) → publications(id)',
    'UNIQUE INDEX (link_id)',
    'primary key',
  ],
  publication_events: ['(itinerary_id) → itineraries(id)', '(publication_id) → publications(id)', 'primary key'],
  publication_pdfs: ['(publication_id) → publications(id)', 'primary key'],
  publication_questions: [
    '(itinerary_id) → itineraries(id)',
    '(link_id) → publish_links(id)',
    '(publication_id) → publications(id)',
    'primary key',
  ],
  publications: [
    '(itinerary_id) → itineraries(id)',
    '(link_id) → publish_links(id)',
    '(published_by) → users(id)',
    'primary key',
  ],
  publish_configs: ['(itinerary_id) → itineraries(id)', '(updated_by) → users(id)', 'primary key'],
  publish_defaults: ['(updated_by) → users(id)'],
  publish_images: ['(created_by) → users(id)', '(itinerary_id) → itineraries(id)', 'primary key'],
  publish_links: ['(created_by) → users(id)', '(itinerary_id) → itineraries(id)', 'UNIQUE INDEX (code)', 'primary key'],
  quote_exports: [
    '(itinerary_id) → itineraries(id)',
    '(target_id) → export_targets(id)',
    '(user_id) → users(id)',
    'primary key',
  ],
  quote_service_imports: ['(itinerary_id) → itineraries(id)', '(user_id) → users(id)', 'primary key'],
  rate_changes: ['(service_id) → services(id)', '(user_id) → users(id)', 'primary key'],
  rate_lines: [
    '(sales_manual_id) → sales_manuals(id)',
    '(service_id) → services(id)',
    '(supplier_id) → suppliers(id)',
    'primary key',
  ],
  rate_repricings: ['(rate_change_id) → rate_changes(id)', '(user_id) → users(id)', 'primary key'],
  report_events: ['(itinerary_id) → itineraries(id)', 'no primary key'],
  report_quotes: ['(itinerary_id) → itineraries(id)', 'primary key'],
  report_request_days: ['no primary key'],
  report_requests: ['(file_id) → files(id)', 'primary key'],
  report_rollup_cuts: ['no primary key'],
  report_rollups: ['no primary key'],
  report_step_cuts: ['no primary key'],
  report_step_days: ['no primary key'],
  sale_change_sends: [
    '(itinerary_id) → itineraries(id)',
    '(link_id) → publish_links(id)',
    '(publication_id) → publications(id)',
    '(sent_by) → users(id)',
    'primary key',
  ],
  sales_manuals: ['primary key'],
  service_bookings: ['(itinerary_service_id) → itinerary_services(id)', 'primary key'],
  service_categories: ['primary key'],
  service_suppliers: ['(service_id) → services(id)', '(supplier_id) → suppliers(id)', 'primary key'],
  services: ['(category_id) → service_categories(id)', 'primary key'],
  sessions: ['(user_id) → users(id)', 'UNIQUE INDEX (token_hash)', 'primary key'],
  suppliers: ['primary key'],
  tags: ['primary key'],
  tracking_events: ['(user_id) → users(id)', 'primary key'],
  users: ['(client_id) → clients(id)', 'primary key'],
};

const reasonOf = (table: string) => REASONS[table] ?? STEP_2;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(() => ctx.close());

describe('keys for distribution by tenant_id', () => {
  it('names every table that breaks the rule, with its reason, and no other', async () => {
    const found: Record<string, string[]> = {};
    for (const b of await distributionBreaches(ctx.database)) {
      const short = b.breach.replace(/^FOREIGN KEY /, '').replace(' REFERENCES ', ' → ');
      (found[b.table] ??= []).push(short);
    }
    const lines = (ledger: Record<string, string[]>) =>
      Object.entries(ledger)
        .flatMap(([table, breaches]) => breaches.map((b) => `${table}: ${b}`))
        .sort();
    const unexplained = lines(found).filter((l) => !lines(LEDGER).includes(l));
    const mended = lines(LEDGER).filter((l) => !lines(found).includes(l));
    expect(unexplained, 'key these by tenant_id (decision 0086), or add them to the ledger with a reason').toEqual([]);
    expect(mended, 'these keep the rule now: take them out of the ledger').toEqual([]);
    // Every tenant-owned table carries tenant_id itself: none is owned only through a parent.
    expect(lines(found).filter((l) => l.endsWith('no tenant_id'))).toEqual([]);
    const tables = Object.keys(found);
    process.stdout.write(
      `distribution audit: ${lines(found).length} keys in ${tables.length} tenant tables break the rule, ${tables.filter((t) => reasonOf(t) === STEP_2).length} of them until step 2 of decision 0086\n`,
    );
    for (const t of tables) expect(reasonOf(t).length).toBeGreaterThan(20);
  });
});
