import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helper';
import { distributionBreaches } from './distribution-audit';

// Decision 0086, "past one server": the tables that break the distribution rule, each
// named with its reason. The ledger below is the live schema's exact list: a new table, key or
// foreign key that breaks the rule fails here until it is keyed by tenant_id or written down with
// its reason, and a breach mended (decision 0086, step 2) fails until it leaves the ledger.

/** Why a table breaks the rule for good. */
const REASONS: Record<string, string> = {
  report_rollups:
    "the reports' day rows, derived from the quotes and rebuilt by the reports' job: no key is needed, and a table distributed by tenant_id may have none",
  report_rollup_pending:
    "report_quotes' changes a transaction made, added up into the sums at its commit (decision 0117): empty outside a transaction, no key needed",
  report_rollup_cuts: 'the same rows cut by consultant and client (decision 0078): derived, rebuilt, no key needed',
  report_request_days:
    "requests per arrival day and stage (decision 0090): derived, kept by the requests' triggers, no key needed",
  report_step_days: "the funnel's step-day histogram per day (decision 0090): derived, rebuilt, no key needed",
  report_step_cuts:
    "the funnel's step-day histogram per month, client, consultant and owner (decision 0099): derived, kept by the quotes' triggers, no key needed",
  report_request_times:
    "time to quote's histogram per arrival month, agency, assignee, creator and minutes (decision 0101): derived, kept by report_requests' triggers, no key needed",
  report_opens:
    "each proposal's opens per quote (decision 0101): derived, kept by report_events' triggers; its unique key already starts with tenant_id",
  itinerary_list_counts:
    "the quote list's totals per type, status, owner, user, client and public flag (decision 0102): derived, kept by the quotes' triggers, no key needed",
  report_events:
    'proposal events added up per quote, day, kind, section and level (decision 0090): derived, no key needed',
  report_engagement:
    "the engagement's level views, section seconds and accepts per quote and day (decision 0108): derived, kept by report_events', publication_accepts' and report_quotes' triggers; its unique key already starts with tenant_id",
  report_engagement_days:
    'report_engagement added up over the quotes per day and previous day (decision 0108): derived, kept by its triggers, no key needed',
};

// What breaks the rule, as PostgreSQL writes it, shortened ('(column) → table(id)' for a foreign key).
// Since migration 0059 (decision 0086, step 2) only derived rows without a primary key are left; the
// tables that span tenants (tenants, currencies, languages, locations, room and service types, rate
// limits, the job queue's own schema) have no tenant_id and are not tenant tables.
const LEDGER: Record<string, string[]> = {
  itinerary_list_counts: ['no primary key'],
  report_engagement: ['no primary key'],
  report_engagement_days: ['no primary key'],
  report_events: ['no primary key'],
  report_opens: ['no primary key'],
  report_request_days: ['no primary key'],
  report_request_times: ['no primary key'],
  report_rollup_cuts: ['no primary key'],
  report_rollup_pending: ['no primary key'],
  report_rollups: ['no primary key'],
  report_step_cuts: ['no primary key'],
  report_step_days: ['no primary key'],
};

const reasonOf = (table: string) => REASONS[table] ?? '';

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
      `distribution audit: ${lines(found).length} keys in ${tables.length} tenant tables break the rule\n`,
    );
    for (const t of tables) expect(reasonOf(t).length).toBeGreaterThan(20);
  });
});
