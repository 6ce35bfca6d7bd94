import { sql, type SQL } from 'drizzle-orm';
import { ROLES, canViewCatalogueCosts, type ReportPeriod } from '@itinera/domain';
import type { ReportQuery } from '@itinera/domain/contracts';
import type { SessionUser } from '../../identity/session-user';
import { hasPermission } from '../../plugins/auth';
import { idList } from '../../db/rows';
import { visibleTo } from '../quote-core/visible.repository';

// What one report call may read (docs/domain/reports.md#who-sees-what): the quotes the caller may
// see (the quote visibility rule: a travel agent its own, a client admin its agency's), narrowed
// by the filters sent, and which money figures it may see.

export interface ReportScope {
  tenantId: number;
  /** Conditions on report_quotes as alias `i`, the date filter aside. */
  quotes: SQL;
  /**
   * Conditions on report_rollups' month rows as alias `r` (tenant aside): the same quotes as
   * `quotes`; null when the caller's rule needs columns the rollup does not keep (a client user).
   */
  rollup: SQL | null;
  /** No role limit and no filter: the rollup's tenant-wide rows answer. */
  wide: boolean;
  /**
   * Conditions on report_rollup_cuts' per-client rows as `r` (tenant aside) when the caller's rule
   * and filters name clients only (staff or a client admin, no user filter); else null.
   */
  clients: SQL | null;
  /** The same on the per-consultant rows: staff with no client filter (a user filter names consultants); else null. */
  consultants: SQL | null;
  /** Conditions on files as alias `f`, the date filter aside. */
  requests: SQL;
  from?: string;
  to?: string;
  canViewSale: boolean;
  /** Costs and margins: admin, or an operator holding view_cost_price; never a client's people. */
  canViewCost: boolean;
}

const STAFF: readonly number[] = [ROLES.ADMIN, ROLES.OPERATOR];

/** Requests a user may see, as the requests module decides (requests.service.ts, scopeOf). */
function requestsVisibleTo(user: SessionUser): SQL {
  if (STAFF.includes(user.roleId)) return sql`true`;
  if (user.roleId === ROLES.CLIENT_ADMIN || user.roleId === ROLES.CLIENT)
    return user.clientId ? sql`f.client_id = ${user.clientId}` : sql`false`;
  if (user.roleId === ROLES.TRAVEL_AGENT) return sql`(f.created_by = ${user.userId} OR f.user_id = ${user.userId})`;
  return sql`false`;
}

/**
 * visibleTo on the rollup's columns. A travel agent's rule (owner or assignee) reads as owner or
 * consultant: the consultant is the assignee, else the owner, so a quote assigned to the agent has
 * it as consultant, and one it owns has it as owner.
 */
function rollupVisibleTo(user: SessionUser): SQL | null {
  if (STAFF.includes(user.roleId)) return sql`true`;
  if (user.roleId === ROLES.TRAVEL_AGENT)
    return sql`(r.owner_user_id = ${user.userId} OR r.consultant_id = ${user.userId})`;
  if (user.roleId === ROLES.CLIENT_ADMIN) return user.clientId ? sql`r.client_id = ${user.clientId}` : sql`false`;
  return user.roleId === ROLES.CLIENT ? null : sql`false`;
}

export function reportScope(user: SessionUser, q: ReportQuery): ReportScope {
  const quotes: SQL[] = [sql`i.tenant_id = ${user.tenantId}`, sql`i.deleting = 0`, visibleTo(user)];
  const requests: SQL[] = [sql`f.tenant_id = ${user.tenantId}`, requestsVisibleTo(user)];
  const visible = rollupVisibleTo(user);
  const rollup: SQL[] = visible ? [visible] : [];
  if (q.client?.length) {
    quotes.push(sql`i.client_id IN (${idList(q.client)})`);
    rollup.push(sql`r.client_id IN (${idList(q.client)})`);
    requests.push(sql`f.client_id IN (${idList(q.client)})`);
  }
  if (q.user?.length) {
    quotes.push(sql`i.consultant_id IN (${idList(q.user)})`);
    rollup.push(sql`r.consultant_id IN (${idList(q.user)})`);
    requests.push(sql`COALESCE(f.user_id, f.created_by) IN (${idList(q.user)})`);
  }
  const byClient = [
    ...(user.roleId === ROLES.CLIENT_ADMIN ? [rollupVisibleTo(user)!] : []),
    ...(q.client?.length ? [sql`r.client_id IN (${idList(q.client)})`] : []),
  ];
  const consultantFilter = q.user?.length ? sql`r.consultant_id IN (${idList(q.user)})` : sql`true`;
  const clientsOnly = !q.user?.length && (STAFF.includes(user.roleId) || user.roleId === ROLES.CLIENT_ADMIN);
  return {
    tenantId: user.tenantId,
    quotes: sql.join(quotes, sql` AND `),
    rollup: visible ? sql.join(rollup, sql` AND `) : null,
    wide: STAFF.includes(user.roleId) && !q.client?.length && !q.user?.length,
    clients: clientsOnly ? sql.join([...byClient, sql`true`], sql` AND `) : null,
    consultants: !STAFF.includes(user.roleId) || q.client?.length ? null : consultantFilter,
    requests: sql.join(requests, sql` AND `),
    from: q.from,
    to: q.to,
    canViewSale: hasPermission(user, 'view_sale_price'),
    canViewCost: canViewCatalogueCosts(user.roleId, user.permissions),
  };
}

/** `column` within the days from … to, both included; days are UTC (docs/domain/formats.md#dates). */
export function within(column: SQL, scope: Pick<ReportScope, 'from' | 'to'>): SQL {
  const parts: SQL[] = [];
  if (scope.from) parts.push(sql`${column} >= ${`${scope.from}T00:00:00Z`}::timestamptz`);
  if (scope.to) parts.push(sql`${column} < ${`${scope.to}T00:00:00Z`}::timestamptz + interval '1 day'`);
  return parts.length ? sql.join(parts, sql` AND `) : sql`true`;
}

/** The first day (UTC) of the period of a moment, as YYYY-MM-DD text. */
export const periodOf = (period: ReportPeriod, column: SQL): SQL =>
  sql`to_char(date_trunc(${sql.raw(`'${period}'`)}, ${column} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;

/** Fractional days between two moments. */
export const daysBetween = (later: SQL, earlier: SQL): SQL =>
  sql`extract(epoch FROM (${later} - ${earlier})) / 86400.0`;
