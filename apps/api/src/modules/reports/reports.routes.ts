import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { unknownReportMessage } from '@itinera/domain';
import {
  reportChartSchema,
  reportDetailSchema,
  reportEngagementSchema,
  reportFunnelSchema,
  reportNameParamSchema,
  reportQuerySchema,
  reportSummarySchema,
  reportTimeToQuoteSchema,
  type ReportQuery,
} from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../identity/session-user';
import { AppError } from '../../lib/app-error';
import { errorResponses, routeDoc } from '../../lib/route-schema';
import { authenticate, currentUser } from '../../plugins/auth';
import { engagement, funnel, timeToQuote } from './insights.service';
import {
  conversions,
  detail,
  periodicQuotes,
  quotesByClient,
  quotesByDestination,
  requestsByStage,
  summary,
} from './reports.service';

const errors = errorResponses(400, 401, 403);
const FILTERS =
  "Filters: client and user (ids joined by commas; an empty item, as in `client=,7`, is ignored), from and to (YYYY-MM-DD, quote creation). Empty keys are no filter. A travel agent sees only its own quotes, a client admin its agency's.";

type Handler<T> = (database: Database, user: SessionUser, q: ReportQuery) => Promise<T>;

/** GET /tenant/reports/*: the dashboard's charts, the spreadsheet and the insights (docs/domain/reports.md#calls). */
export function reportsRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate(database));
    const r = app.withTypeProvider<ZodTypeProvider>();
    const doc = routeDoc(['reports']);
    const report = (name: string, summaryText: string, response: ZodType, handler: Handler<unknown>) =>
      r.get(
        `/tenant/reports/${name}`,
        doc(`${summaryText} ${FILTERS}`, { querystring: reportQuerySchema, response: { 200: response, ...errors } }),
        async (request) => handler(database, currentUser(request), request.query),
      );

    report(
      'periodic-quotes',
      'Quotes by period, newest first (the original client keeps the first 9, reversed). period: week, month (default) or quarter; measure: count (Quotes and per level in use, default), value (sale totals per level; view_sale_price) or margin (per level; costs).',
      reportChartSchema,
      periodicQuotes,
    );
    report(
      'clients',
      'Quotes per client agency, most first; Value (list prices) only with view_sale_price.',
      reportChartSchema,
      quotesByClient,
    );
    report('stages', 'Requests per stage, in the order a request moves.', reportChartSchema, requestsByStage);
    report(
      'destinations',
      'Quotes per country of their places, most first; with country=PE, per destination of that country (a city counts under its region).',
      reportChartSchema,
      quotesByDestination,
    );
    report(
      'conversions',
      'Quotes gone out per period (first Sent, or Confirmed without Sent), how many are Confirmed now, and the rate; newest first.',
      reportChartSchema,
      conversions,
    );
    // Written to the reply page by page (decision 0099): a stream skips the serializer, so the type is set here.
    r.get(
      '/tenant/reports/detail',
      doc(`The spreadsheet: a bare array of flat rows, newest first, at most 5000. ${FILTERS}`, {
        querystring: reportQuerySchema,
        response: { 200: reportDetailSchema, ...errors },
      }),
      async (request, reply) => {
        const rows = await detail(database, currentUser(request), request.query);
        // The reply's type names the parsed rows; a stream is what Fastify sends as it reads.
        return (reply as FastifyReply).type('application/json; charset=utf-8').send(rows);
      },
    );
    report(
      'funnel',
      'The conversion funnel: quotes stopped at each step (count, value) with the median days from the step before; by: destination, client, consultant or level.',
      reportFunnelSchema,
      funnel,
    );
    report(
      'time-to-quote',
      "Days from a request's arrival to its first quote sent, median and p90, overall, per consultant and per agency; the requests waiting longest.",
      reportTimeToQuoteSchema,
      timeToQuote,
    );
    report(
      'engagement',
      'What clients look at on the proposal page: levels opened and accepted, sections read longest, proposals opened and unanswered for `days` days (3).',
      reportEngagementSchema,
      engagement,
    );
    r.get(
      '/tenant/reports/summary',
      doc("The signed-in user's quotes (assigned to it, else owned) and how many are Confirmed. Takes no query.", {
        response: { 200: reportSummarySchema, ...errors },
      }),
      async (request) => summary(database, currentUser(request)),
    );
    r.get(
      '/tenant/reports/:name',
      doc('Any other name: 404 naming the reports that exist.', {
        params: reportNameParamSchema,
        response: { ...errorResponses(400, 401, 404) },
      }),
      async (request) => {
        throw new AppError('NOT_FOUND', unknownReportMessage(request.params.name));
      },
    );
  };
}
