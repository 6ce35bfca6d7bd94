import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { ROLES } from '@itinera/domain';
import type { SessionUser } from '../../identity/session-user';
import { reportScope } from './report-scope.repository';
import { ROLLUP, reportSource, type RollupKind } from './rollup-source.repository';

// Decision 0109: the reads pool prepares every statement and PostgreSQL keeps a generic plan after
// five calls. What the reports read must stay small under that plan: each partial stretch at the
// edges of the dates a closed range of its own (none when the dates fall on whole months), and the
// moments in the text, where the planner sees how many rows they hold (a range between two
// parameters is guessed at a few rows, and the tenant's key won over the owner's index).
// The figures themselves are the api tests' (rollups.test.ts, rollup-cuts.test.ts).

const dialect = new PgDialect();
const user = (roleId: number, userId: number): SessionUser => ({
  sessionId: 1,
  userId,
  tenantId: 9,
  roleId,
  permissions: ['view_sale_price'],
  clientId: null,
  name: 'x',
  email: 'x@example.com',
});
const agent = user(ROLES.TRAVEL_AGENT, 3);
const admin = user(ROLES.ADMIN, 1);
const source = (who: SessionUser, from: string, to: string, kind: RollupKind = ROLLUP.created) =>
  dialect.sqlToQuery(reportSource(reportScope(who, { from, to } as never), kind));
const moment = (iso: string) => `'${iso}T00:00:00.000Z'::timestamptz`;
const isMoment = (p: unknown) => typeof p === 'string' && /^\d{4}-\d\d-\d\dT/.test(p);

describe('what a report reads, as the generic plan sees it', () => {
  it("reads a travel agent's whole months from the month rows alone, the moments written in the text", () => {
    const { sql, params } = source(agent, '2025-01-01', '2025-03-31');
    expect(sql).not.toContain('report_quotes');
    expect(sql).toContain(`r.bucket >= ${moment('2025-01-01')} AND r.bucket < ${moment('2025-04-01')}`);
    expect(params.filter(isMoment)).toEqual([]);
  });

  it('reads each partial month at the edges as a closed range of its own', () => {
    const { sql } = source(agent, '2025-01-10', '2025-03-15');
    expect(sql).toContain(`r.bucket >= ${moment('2025-02-01')} AND r.bucket < ${moment('2025-03-01')}`);
    expect(sql).toContain(
      `(i.created_at >= ${moment('2025-01-10')} AND i.created_at < ${moment('2025-02-01')}) OR (i.created_at >= ${moment('2025-03-01')} AND i.created_at < ${moment('2025-03-16')})`,
    );
  });

  it('leaves out an edge that holds no day', () => {
    const { sql } = source(agent, '2025-01-01', '2025-03-15');
    expect(sql).toContain(`(i.created_at >= ${moment('2025-03-01')} AND i.created_at < ${moment('2025-03-16')})`);
    expect(sql).not.toContain(`i.created_at < ${moment('2025-01-01')}`);
    expect(sql.match(/i\.created_at >=/g)).toHaveLength(1);
  });

  it("reads the tenant-wide day rows of an admin's partial months as closed ranges", () => {
    const { sql } = source(admin, '2025-01-10', '2025-03-15', ROLLUP.level);
    expect(sql).toContain(
      `(r.bucket >= ${moment('2025-01-10')} AND r.bucket < ${moment('2025-02-01')}) OR (r.bucket >= ${moment('2025-03-01')} AND r.bucket < ${moment('2025-03-16')})`,
    );
    expect(source(admin, '2025-01-01', '2025-03-31', ROLLUP.level).sql).not.toContain('UNION ALL');
  });
});
