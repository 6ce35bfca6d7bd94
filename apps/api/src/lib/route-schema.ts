import { errorBodySchema, savedItemResponseSchema } from '@itinera/domain/contracts';

// The pieces every route declaration repeats: the error responses it may give (all share one
// body) and the bearer security of a signed-in route. Each route still lists its own codes.

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429;

/** The given statuses, each answered with the standard error body. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<S, typeof errorBodySchema>;
}

/** What a signed-in read or write may answer besides success: 400, 401, 403, 404, 409 and 422. */
export const standardErrors = errorResponses(400, 401, 403, 404, 409, 422);

/** A saved item (200) or a created one (201), with the standard errors. */
export const savedOk = { 200: savedItemResponseSchema, ...standardErrors };
export const savedCreated = { 201: savedItemResponseSchema, ...standardErrors };

/** The OpenAPI security of a route that needs the bearer token. */
export const security = [{ bearer: [] as string[] }];

/**
 * The route options of a signed-in route of one module: its tags, the summary, the bearer security
 * and the rest of the schema (params, querystring, body, response) as given.
 */
export const routeDoc =
  (tags: string[]) =>
  <S extends object>(summary: string, schema: S) => ({ schema: { tags, summary, security, ...schema } });
