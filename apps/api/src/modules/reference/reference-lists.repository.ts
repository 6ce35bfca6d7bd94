import { sql, type SQL } from 'drizzle-orm';
import { ROLES } from '@itinera/domain';
import type { ReferenceListQuery } from '@itinera/domain/contracts';
import type { SessionUser } from '../../identity/session-user';

/**
 * The catalogue lists of the spec, each a SELECT whose rows already carry the API's field names.
 * One definition per list keeps the paging, search and tenant scoping in one place (the routes
 * and repository are generic). The definitions are SQL, so they live among the repositories; the
 * routes read only their paths, summaries and limits.
 */
export interface ReferenceList {
  path: string;
  summary: string;
  defaultLimit: number;
  from: SQL;
  /** The tenant_id column of a tenant-owned list: filtered explicitly (RLS is the second wall). */
  tenantColumn?: SQL;
  columns: SQL;
  filters: (q: ReferenceListQuery, user: SessionUser) => (SQL | undefined)[];
  search: SQL[];
  orderBy: SQL;
  itemPath?: string;
  idColumn: SQL;
  /** Fields that are the operator's cost side (margins): left out for users who may not see costs. */
  costFields?: readonly string[];
}

const like = (v: string) => `%${v.replace(/[\\%_]/g, '\\$&')}%`;
const CLIENT_SIDE: readonly number[] = [ROLES.CLIENT_ADMIN, ROLES.CLIENT, ROLES.TRAVEL_AGENT];
const isClientSide = (u: SessionUser) => u.clientId !== null && CLIENT_SIDE.includes(u.roleId);

// `parent` is the country's id (0 for a country), the form the original client reads (contract C6);
// `parent_location` is the place right above (a city's region), which labels a place for people.
const locationColumns = sql`l.id, l.name AS location_name, l.code AS location_code, l.kind, l.country_code,
  CASE WHEN l.kind = 'country' THEN 0
    ELSE coalesce((SELECT c.id FROM locations c WHERE c.code = l.country_code AND c.kind = 'country'), 0) END AS parent,
  CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'location_name', p.name, 'location_code', p.code) END AS parent_location`;
const countryFilter = (q: ReferenceListQuery) =>
  q.country
    ? /^\d+$/.test(q.country)
      ? sql`l.country_code = (SELECT code FROM locations WHERE id = ${Number(q.country)})`
      : sql`l.country_code = ${q.country.toUpperCase()}`
    : undefined;

/**
 * A contract's code for the original client (C2). Contracts have no code of their own (the spec
 * names none), so it is derived from the id: C + the id on five digits (C00012), stable for life.
 */
const CONTRACT_CODE = sql`'C' || lpad(cc.id::text, 5, '0')`;

/**
 * A contract's places as the original client reads them (C2): one entry per country it covers,
 * with `destination[]` the places it names in that country, or, when it names the country alone,
 * every destination and city of that country (the set GET /tenant/location/destinations?country=
 * answers). A destination's `parent` is its country's id; a country's is 0.
 */
const contractCountries = sql`COALESCE((SELECT json_agg(json_build_object('id', c.id, 'location_name', c.name,
    'location_code', c.code, 'location_label', c.name, 'parent', 0,
    'destination', COALESCE((SELECT json_agg(json_build_object('id', d.id, 'location_name', d.name,
        'location_code', d.code, 'parent', c.id) ORDER BY d.name, d.id)
      FROM locations d WHERE d.kind <> 'country' AND d.country_code = c.country_code
        AND (d.id = ANY(cc.location_ids) OR NOT EXISTS (SELECT 1 FROM locations x
          WHERE x.id = ANY(cc.location_ids) AND x.kind <> 'country' AND x.country_code = c.country_code))), '[]'::json))
    ORDER BY c.name)
  FROM locations c WHERE c.kind = 'country'
    AND c.country_code IN (SELECT l.country_code FROM locations l WHERE l.id = ANY(cc.location_ids))), '[]'::json)`;

export const REFERENCE_LISTS: ReferenceList[] = [
  {
    path: '/tenant/currency',
    itemPath: '/tenant/currency/:id',
    summary: 'Currencies (ISO 4217)',
    defaultLimit: 200,
    from: sql`currencies c`,
    idColumn: sql`c.id`,
    // currency_code is the original client's name for the code (C3); code stays for Itinera's screens.
    columns: sql`c.id, c.code, c.code AS currency_code, c.name AS currency_name, c.sign AS currency_sign, c.decimals`,
    filters: () => [],
    search: [sql`c.code`, sql`c.name`],
    orderBy: sql`c.id`,
  },
  {
    path: '/tenant/language',
    itemPath: '/tenant/language/:id',
    summary: 'Languages (ISO 639-1)',
    defaultLimit: 200,
    from: sql`languages g`,
    idColumn: sql`g.id`,
    // language_name is the original client's name for the name (C4).
    columns: sql`g.id, g.code AS language_code, g.name, g.name AS language_name`,
    filters: () => [],
    search: [sql`g.code`, sql`g.name`],
    orderBy: sql`g.id`,
  },
  {
    path: '/tenant/locations',
    itemPath: '/tenant/locations/:id',
    summary: 'Locations: countries, destinations and cities',
    defaultLimit: 50,
    from: sql`locations l LEFT JOIN locations p ON p.id = l.parent_id`,
    idColumn: sql`l.id`,
    columns: locationColumns,
    filters: (q) => [countryFilter(q)],
    search: [sql`l.name`, sql`l.code`],
    orderBy: sql`l.kind = 'city', l.name`,
  },
  {
    path: '/tenant/location/countries',
    summary: 'Countries',
    defaultLimit: 500,
    from: sql`locations l LEFT JOIN locations p ON p.id = l.parent_id`,
    idColumn: sql`l.id`,
    columns: locationColumns,
    filters: () => [sql`l.kind = 'country'`],
    search: [sql`l.name`, sql`l.code`],
    orderBy: sql`l.name`,
  },
  {
    path: '/tenant/location/destinations',
    summary: 'Destinations (regions and cities) of a country',
    defaultLimit: 500,
    from: sql`locations l LEFT JOIN locations p ON p.id = l.parent_id`,
    idColumn: sql`l.id`,
    columns: locationColumns,
    filters: (q) => [sql`l.kind <> 'country'`, countryFilter(q)],
    search: [sql`l.name`, sql`l.code`],
    orderBy: sql`l.kind, l.name`,
  },
  {
    // Itinera's service form offers these first; the original client's C12 is
    // GET /tenant/itinerary-destinations (countries with counts, itinerary-destinations.repository.ts).
    path: '/tenant/location/served-destinations',
    summary: 'Destinations that the tenant catalogue serves',
    defaultLimit: 500,
    from: sql`locations l LEFT JOIN locations p ON p.id = l.parent_id`,
    idColumn: sql`l.id`,
    columns: locationColumns,
    filters: (q) => [
      countryFilter(q),
      sql`EXISTS (SELECT 1 FROM services s JOIN locations sl ON sl.id = s.location_id WHERE NOT s.archived AND (sl.id = l.id OR sl.parent_id = l.id))`,
    ],
    search: [sql`l.name`],
    orderBy: sql`l.name`,
  },
  {
    path: '/tenant/service_types',
    itemPath: '/tenant/service_types/:id',
    summary: 'Service types',
    defaultLimit: 20,
    from: sql`service_types st`,
    idColumn: sql`st.id`,
    columns: sql`st.id, st.name, st.acronym, st.icon, st.counts_nights`,
    filters: () => [],
    search: [sql`st.name`, sql`st.acronym`],
    orderBy: sql`st.id`,
  },
  {
    path: '/tenant/service-categories',
    summary: 'Service categories',
    defaultLimit: 100,
    from: sql`service_categories sc`,
    tenantColumn: sql`sc.tenant_id`,
    idColumn: sql`sc.id`,
    // type (C10): CAT_AC, TOD or CAT_SV, which service types offer the category (CATEGORY_TYPES).
    columns: sql`sc.id, sc.name, sc.acronym, sc.type`,
    filters: () => [sql`NOT sc.archived`],
    search: [sql`sc.name`, sql`sc.acronym`],
    orderBy: sql`sc.name`,
  },
  ...(['tags', 'services_tags', 'itineraries_tags', 'itinerary-tags'] as const).map(
    (name): ReferenceList => ({
      path: `/tenant/${name}`,
      summary:
        name === 'tags'
          ? 'Tags of services and itineraries'
          : `Tags (${name.startsWith('service') ? 'services' : 'itineraries'})`,
      defaultLimit: 100,
      from: sql`tags tg`,
      tenantColumn: sql`tg.tenant_id`,
      idColumn: sql`tg.id`,
      // type is the original client's SVC | ITY (C9): it filters the whole list by it.
      columns: sql`tg.id, tg.name, tg.kind, CASE tg.kind WHEN 'service' THEN 'SVC' ELSE 'ITY' END AS type`,
      filters: () => [
        name === 'tags' ? undefined : sql`tg.kind = ${name.startsWith('service') ? 'service' : 'itinerary'}`,
      ],
      search: [sql`tg.name`],
      orderBy: sql`tg.name`,
    }),
  ),
  {
    path: '/tenant/clients',
    summary: 'Clients (a client user sees only its own)',
    defaultLimit: 100,
    from: sql`clients cl`,
    tenantColumn: sql`cl.tenant_id`,
    idColumn: sql`cl.id`,
    // `code` (contract C1): clients have no code of their own, so it is the part of every quote code
    // that names the client (I07-…: the id on two digits at least), stable for life.
    columns: sql`cl.id, cl.name, lpad(cl.id::text, 2, '0') AS code, cl.configuration, cl.logo`,
    filters: (_q, u) => [sql`NOT cl.archived`, isClientSide(u) ? sql`cl.id = ${u.clientId}` : undefined],
    search: [sql`cl.name`],
    orderBy: sql`cl.name`,
  },
  {
    path: '/tenant/sales_manuals',
    summary: 'Sales manuals (rate sheets)',
    defaultLimit: 100,
    from: sql`sales_manuals sm JOIN currencies c ON c.id = sm.currency_id`,
    tenantColumn: sql`sm.tenant_id`,
    idColumn: sql`sm.id`,
    columns: sql`sm.id, sm.name, sm.valid_from, sm.valid_to, sm.margin_hotel, sm.margin_service,
      json_build_object('id', c.id, 'code', c.code, 'currency_sign', c.sign) AS currency`,
    filters: () => [sql`NOT sm.archived`],
    search: [sql`sm.name`],
    orderBy: sql`sm.valid_from DESC, sm.name`,
    costFields: ['margin_hotel', 'margin_service'],
  },
  {
    path: '/tenant/clients/contract/',
    summary: 'Client contracts (filter by client)',
    defaultLimit: 100,
    from: sql`client_contracts cc JOIN sales_manuals sm ON sm.id = cc.sales_manual_id`,
    tenantColumn: sql`cc.tenant_id`,
    idColumn: sql`cc.id`,
    columns: sql`cc.id, cc.id AS contract_id, ${CONTRACT_CODE} AS code, cc.name, cc.client_id, cc.client_id AS id_user,
      cc.owner_user_id, cc.location_ids, ${contractCountries} AS locations, cc.commission_mode, cc.commission_pct,
      json_build_object('id', sm.id, 'name', sm.name) AS sales_manual,
      json_build_object('data', json_build_array(json_build_object('id_sales_manual', sm.id, 'code', sm.name,
        'start_date', sm.valid_from::text, 'end_date', sm.valid_to::text))) AS sales_manual_contract`,
    filters: (q, u) => [
      // contract_id (C2) names the contract of the quote being edited: kept even once archived,
      // so that the quote still finds its places and sales manual.
      q.contract_id ? sql`(NOT cc.archived OR cc.id = ${q.contract_id})` : sql`NOT cc.archived`,
      q.client ? sql`cc.client_id = ${q.client}` : undefined,
      isClientSide(u) ? sql`cc.client_id = ${u.clientId}` : undefined,
    ],
    search: [sql`cc.name`],
    orderBy: sql`cc.name`,
  },
];

export { like };
