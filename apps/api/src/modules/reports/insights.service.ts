import { FUNNEL_STEPS, LEVEL_LABELS, QUOTE_STATUSES } from '@itinera/domain';
import type { ReportEngagement, ReportFunnel, ReportQuery, ReportTimeToQuote } from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../identity/session-user';
import { insightsRepository as repo } from './insights.repository';
import { reportScope } from './report-scope.repository';
import { timeToQuoteRepository } from './time-to-quote.repository';

// The reports no other tour-operator system shows (docs/domain/reports.md#beyond-the-spec).

/** Rows of a cut, of waiting requests and of the follow-up list answered at most. */
const MAX_CUTS = 25;
const MAX_LIST = 20;
const MAX_SECTIONS = 20;
/** Days a proposal may stay opened and unanswered before it is on the follow-up list. */
export const FOLLOW_UP_DAYS = 3;

const days1 = (n: number | null | undefined) => (n === null || n === undefined ? null : Math.round(n * 10) / 10);
const money = (n: number | null | undefined) => Math.round((n ?? 0) * 100) / 100;
const statusName = (id: number) => QUOTE_STATUSES.find((s) => s.id === id)?.name ?? String(id);

export async function funnel(database: Database, user: SessionUser, q: ReportQuery): Promise<ReportFunnel> {
  const scope = reportScope(user, q);
  const by = q.by ?? null;
  const [steps, medians, cut] = await database.readReports(user.tenantId, async (tx) => [
    await repo.funnelSteps(tx, scope),
    await repo.funnelMedians(tx, scope),
    by ? await repo.funnelCut(tx, scope, by) : [],
  ]);
  const value = (v: number | null) => (scope.canViewSale ? { value: money(v) } : {});
  const medianOf: Record<number, number | null> = {
    1: null,
    4: medians.sent,
    5: medians.review,
    2: medians.confirmed,
    3: medians.rejected,
  };
  const cuts = new Map<
    string,
    { key: string; label: string; total: number; rows: Map<number, { n: number; v: number | null }> }
  >();
  for (const r of cut) {
    const label =
      by === 'level'
        ? LEVEL_LABELS[Number(r.key) as 1 | 2 | 3]
        : (r.label ?? (by === 'client' ? 'No client' : 'Nobody'));
    const entry = cuts.get(r.key) ?? { key: r.key, label, total: 0, rows: new Map() };
    entry.total += r.n;
    entry.rows.set(r.status_id, { n: r.n, v: r.v });
    cuts.set(r.key, entry);
  }
  return {
    by,
    steps: FUNNEL_STEPS.map((s) => {
      const row = steps.find((r) => r.status_id === s.statusId);
      return {
        status_id: s.statusId,
        name: s.name,
        count: row?.n ?? 0,
        ...value(row?.v ?? null),
        median_days: days1(medianOf[s.statusId]),
      };
    }),
    cuts: [...cuts.values()]
      .sort((a, b) =>
        by === 'level' ? Number(a.key) - Number(b.key) : b.total - a.total || a.label.localeCompare(b.label),
      )
      .slice(0, MAX_CUTS)
      .map((c) => ({
        key: c.key,
        label: c.label,
        steps: FUNNEL_STEPS.map((s) => ({
          status_id: s.statusId,
          count: c.rows.get(s.statusId)?.n ?? 0,
          ...value(c.rows.get(s.statusId)?.v ?? null),
        })),
      })),
  };
}

export async function timeToQuote(database: Database, user: SessionUser, q: ReportQuery): Promise<ReportTimeToQuote> {
  const scope = reportScope(user, q);
  const [timings, waiting] = await database.readReports(user.tenantId, async (tx) => [
    await timeToQuoteRepository.timings(tx, scope),
    await timeToQuoteRepository.waiting(tx, scope, MAX_LIST),
  ]);
  const timing = (r: (typeof timings)[number] | undefined) => ({
    requests: r?.requests ?? 0,
    median_days: days1(r?.median),
    p90_days: days1(r?.p90),
  });
  const group = (grp: 'consultant' | 'client', nobody: string) =>
    timings
      .filter((r) => r.grp === grp)
      .map((r) => ({ id: r.id, name: r.name ?? nobody, ...timing(r) }))
      .slice(0, MAX_CUTS);
  return {
    overall: timing(timings.find((r) => r.grp === 'all')),
    by_consultant: group('consultant', 'Nobody'),
    by_client: group('client', 'No client'),
    waiting: waiting.map((r) => ({
      id: r.uuid,
      code: r.code,
      title: r.title,
      client: r.client,
      consultant: r.consultant,
      arrived: r.arrived,
      days_waiting: days1(r.days) ?? 0,
    })),
  };
}

export async function engagement(database: Database, user: SessionUser, q: ReportQuery): Promise<ReportEngagement> {
  const scope = reportScope(user, q);
  const days = q.days ?? FOLLOW_UP_DAYS;
  const [views, accepts, sections, followUp, alternatives] = await database.readReports(user.tenantId, async (tx) => [
    await repo.levelViews(tx, scope),
    await repo.accepts(tx, scope),
    await repo.sections(tx, scope, MAX_SECTIONS),
    await repo.followUp(tx, scope, days, MAX_LIST),
    await repo.alternatives(tx, scope, MAX_LIST),
  ]);
  return {
    days,
    levels: ([1, 2, 3] as const).map((level) => ({
      level,
      name: LEVEL_LABELS[level],
      views: views.find((v) => v.level === level)?.views ?? 0,
      proposals: views.find((v) => v.level === level)?.proposals ?? 0,
      accepted: accepts.find((a) => a.level === level)?.n ?? 0,
    })),
    sections: sections.map((s) => ({
      section: s.section,
      seconds: s.seconds,
      proposals: s.proposals,
      average_seconds: Math.round((s.seconds / Math.max(1, s.proposals)) * 10) / 10,
    })),
    follow_up: followUp.map((r) => ({
      id: r.uuid,
      code: r.code,
      title: r.title,
      client: r.client,
      consultant: r.consultant,
      status: statusName(r.status_id),
      first_opened: r.first_opened,
      last_opened: r.last_opened,
      opens: r.opens,
      days_since_opened: days1(r.days) ?? 0,
    })),
    alternatives: alternatives.map((r) => ({
      id: r.uuid,
      code: r.code,
      title: r.title,
      tried: r.tried,
      prices: r.prices,
    })),
  };
}
