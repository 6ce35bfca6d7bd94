import { ROLES, type StoredBookingState } from '@itinera/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/client';
import { idList, intArray, rowsOf, textArray } from '../../db/rows';

// Every statement of the Book tab (decision 0033), each filtered by tenant first.

export interface BookingQuoteRow {
  id: number;
  uuid: string;
  code: string;
  title: string;
  status_id: number;
  sold_level: number | null;
  version: number;
  num_pax: number;
  start_date: string | null;
  end_date: string | null;
  room_preferable_dist: { id_room_type: number; qty: number }[];
  owner_user_id: number | null;
  user_id: number | null;
  client_id: number | null;
  /** The person responsible (assignee, else owner): answers from suppliers are mailed to them. */
  owner_email: string | null;
  owner_name: string | null;
  /** The quote's language and the workspace's default: its vouchers speak publishedLanguage of both (decision 0092). */
  language_code: string | null;
  tenant_language: string | null;
}

export interface SupplierRow {
  id: number;
  code: string;
  name: string;
  email: string | null;
  phone: string | null;
  language: string | null;
}

export interface ServiceBookingRow {
  itinerary_service_id: number;
  reference: string | null;
  decline_reason: string | null;
  last_message: string;
  /** StoredBookingState (booking-state.ts), or null: nothing asked yet. */
  state: string | null;
  /** The quote's version the supplier was last asked to book (decision 0076); null before migration 0051. */
  booked_version: number | null;
  amended_at: string | null;
  voucher_sent_at: string | null;
}

export interface BookingRequestRow {
  id: number;
  itinerary_id: number;
  supplier_id: number;
  service_ids: number[];
  kind: string;
  language: string;
  sent_to: string;
  version: number | null;
  /** An amendment's ServiceAmendment[] (domain booking/amendments.ts). */
  changes: unknown;
  created_at: string;
  expires_at: string;
  superseded_at: string | null;
  reminded_at: string | null;
  answered_at: string | null;
}

const QUOTE = sql`i.id, i.uuid::text AS uuid, i.code, i.title, i.status_id, i.sold_level, i.version, i.num_pax,
  i.start_date::text AS start_date, i.end_date::text AS end_date, i.room_preferable_dist, i.owner_user_id, i.user_id, i.client_id,
  u.email AS owner_email, u.name AS owner_name,
  (SELECT l.code FROM languages l WHERE l.id = i.language_id) AS language_code,
  (SELECT t.settings->>'default_language' FROM tenants t WHERE t.id = i.tenant_id) AS tenant_language`;
// Times as ISO strings (to_json), the same from both drivers.
const iso = (column: string) => sql.raw(`to_json(${column}) #>> '{}' AS ${column}`);
const REQUEST = sql`id, itinerary_id, supplier_id, service_ids, kind, language, sent_to, version, changes, ${iso('created_at')},
  ${iso('expires_at')}, ${iso('superseded_at')}, ${iso('reminded_at')}, ${iso('answered_at')}`;

// The advisory lock space of booking (any constant shared by every process), keyed in it by tenant,
// quote and supplier: requests, reminders, answers and cancels of one supplier's services on one
// quote run one after the other (decision 0054), so a later request always sees and supersedes an earlier one.
const BOOKING_LOCK = 7_314_273;

const quoteWhere = (ref: number | string) =>
  typeof ref === 'number' ? sql`i.id = ${ref}` : sql`i.uuid = ${ref}::uuid`;

export const bookingRepository = {
  /** The quote as the tab needs it, when `visible` lets the user see it. */
  async quote(
    tx: TenantTx,
    tenantId: number,
    visible: SQL,
    ref: number | string,
  ): Promise<BookingQuoteRow | undefined> {
    return rowsOf<BookingQuoteRow>(
      await tx.execute(sql`SELECT ${QUOTE} FROM itineraries i
        LEFT JOIN users u ON u.tenant_id = i.tenant_id AND u.id = coalesce(i.user_id, i.owner_user_id)
        WHERE i.tenant_id = ${tenantId} AND i.deleting_at IS NULL AND ${visible} AND ${quoteWhere(ref)}`),
    )[0];
  },

  /**
   * Held to the end of the transaction. Several suppliers are locked in ascending id order, so two
   * callers locking overlapping sets cannot deadlock. A hash collision only serialises a little more.
   */
  async lockSuppliers(tx: TenantTx, tenantId: number, itineraryId: number, supplierIds: readonly number[]) {
    for (const id of [...new Set(supplierIds)].sort((a, b) => a - b))
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(${BOOKING_LOCK}::int, hashtext(${`${tenantId}:${itineraryId}:${id}`}))`,
      );
  },

  /** The quote by its row id or uuid, for the public links and the jobs (no user: the caller checked the scope). */
  async quoteById(tx: TenantTx, tenantId: number, ref: number | string): Promise<BookingQuoteRow | undefined> {
    return this.quote(tx, tenantId, sql`true`, ref);
  },

  async suppliersByCode(tx: TenantTx, tenantId: number, codes: string[]): Promise<SupplierRow[]> {
    if (!codes.length) return [];
    return rowsOf<SupplierRow>(
      await tx.execute(sql`SELECT id, code, name, email, phone, language FROM suppliers
        WHERE tenant_id = ${tenantId} AND code = ANY(${textArray(codes)})`),
    );
  },

  async supplier(tx: TenantTx, tenantId: number, id: number): Promise<SupplierRow | undefined> {
    return rowsOf<SupplierRow>(
      await tx.execute(
        sql`SELECT id, code, name, email, phone, language FROM suppliers WHERE tenant_id = ${tenantId} AND id = ${id}`,
      ),
    )[0];
  },

  async bookings(tx: TenantTx, tenantId: number, serviceIds: number[]): Promise<ServiceBookingRow[]> {
    if (!serviceIds.length) return [];
    return rowsOf<ServiceBookingRow>(
      await tx.execute(sql`SELECT itinerary_service_id, reference, decline_reason, last_message, state, booked_version,
        ${iso('amended_at')}, ${iso('voucher_sent_at')} FROM service_bookings
        WHERE tenant_id = ${tenantId} AND itinerary_service_id IN (${idList(serviceIds)})`),
    );
  },

  /** Records what was said about a service; a field left undefined keeps its stored value. */
  async saveBooking(
    tx: TenantTx,
    tenantId: number,
    serviceId: number,
    v: {
      reference?: string | null;
      declineReason?: string | null;
      lastMessage: string;
      requested?: boolean;
      state?: StoredBookingState | null;
      /** The version the supplier is asked to book now (a request or an amendment). */
      bookedVersion?: number;
      /** The supplier confirmed an amendment: vouchers printed before now are superseded. */
      amended?: boolean;
    },
  ): Promise<void> {
    const keep = (column: string, value: string | number | null | undefined) =>
      value === undefined ? sql.raw(`service_bookings.${column}`) : sql`${value}`;
    await tx.execute(sql`INSERT INTO service_bookings (tenant_id, itinerary_service_id, reference, decline_reason, last_message, requested_at, state, booked_version, amended_at)
      VALUES (${tenantId}, ${serviceId}, ${v.reference ?? null}, ${v.declineReason ?? null}, ${v.lastMessage}, ${v.requested ? sql`now()` : null}, ${v.state ?? null}, ${v.bookedVersion ?? null}, ${v.amended ? sql`now()` : null})
      ON CONFLICT (tenant_id, itinerary_service_id) DO UPDATE SET reference = ${keep('reference', v.reference)},
        decline_reason = ${keep('decline_reason', v.declineReason)}, last_message = EXCLUDED.last_message,
        requested_at = ${v.requested ? sql`now()` : sql`service_bookings.requested_at`}, state = ${keep('state', v.state)},
        booked_version = ${keep('booked_version', v.bookedVersion)},
        amended_at = ${v.amended ? sql`now()` : sql`service_bookings.amended_at`}, updated_at = now()`);
  },

  /** The client was sent a voucher pack with these services (decision 0076: later amendments make theirs new). */
  async markVouchersSent(tx: TenantTx, tenantId: number, serviceIds: number[]): Promise<void> {
    if (!serviceIds.length) return;
    await tx.execute(sql`UPDATE service_bookings SET voucher_sent_at = now()
      WHERE tenant_id = ${tenantId} AND itinerary_service_id IN (${idList(serviceIds)})`);
  },

  async setServiceStatus(tx: TenantTx, tenantId: number, itineraryId: number, ids: number[], status: number) {
    if (!ids.length) return;
    await tx.execute(sql`UPDATE itinerary_services SET status = ${status}
      WHERE tenant_id = ${tenantId} AND itinerary_id = ${itineraryId} AND id IN (${idList(ids)})`);
  },

  /** The latest booking request sent to each supplier of the quote. */
  async lastRequests(tx: TenantTx, tenantId: number, itineraryId: number): Promise<BookingRequestRow[]> {
    return rowsOf<BookingRequestRow>(
      await tx.execute(sql`SELECT DISTINCT ON (supplier_id) ${REQUEST} FROM booking_requests
        WHERE tenant_id = ${tenantId} AND itinerary_id = ${itineraryId} AND kind IN ('request', 'amendment')
        ORDER BY supplier_id, id DESC`),
    );
  },

  async addRequest(
    tx: TenantTx,
    tenantId: number,
    r: {
      itineraryId: number;
      supplierId: number;
      serviceIds: number[];
      tokenHash: string;
      kind: 'request' | 'amendment' | 'cancellation';
      language: string;
      sentTo: string;
      createdBy: number | null;
      expiresAt: Date;
      version?: number;
      changes?: unknown;
    },
  ): Promise<number> {
    const changes = r.changes === undefined ? null : JSON.stringify(r.changes);
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`INSERT INTO booking_requests (tenant_id, itinerary_id, supplier_id, service_ids, token_hash, kind, language, sent_to, created_by, expires_at, version, changes)
        VALUES (${tenantId}, ${r.itineraryId}, ${r.supplierId}, ${intArray(r.serviceIds)}, ${r.tokenHash}, ${r.kind}, ${r.language}, ${r.sentTo}, ${r.createdBy}, ${r.expiresAt.toISOString()}, ${r.version ?? null}, ${changes}::jsonb)
        RETURNING id`),
    );
    return row!.id;
  },

  /** Earlier open links naming any of these services stop working: the newest request is the one to answer. */
  async supersede(tx: TenantTx, tenantId: number, itineraryId: number, serviceIds: number[]): Promise<void> {
    await tx.execute(sql`UPDATE booking_requests SET superseded_at = now()
      WHERE tenant_id = ${tenantId} AND itinerary_id = ${itineraryId} AND kind IN ('request', 'amendment') AND superseded_at IS NULL
        AND service_ids && ${intArray(serviceIds)}`);
  },

  async requestByToken(tx: TenantTx, tenantId: number, tokenHash: string): Promise<BookingRequestRow | undefined> {
    return rowsOf<BookingRequestRow>(
      await tx.execute(
        sql`SELECT ${REQUEST} FROM booking_requests WHERE tenant_id = ${tenantId} AND token_hash = ${tokenHash} AND kind IN ('request', 'amendment')`,
      ),
    )[0];
  },

  /**
   * What superseded `request`: the newest later request naming any of its services, an amendment
   * first (a link whose services were partly amended and partly cancelled is replaced by the amendment).
   */
  async replacement(
    tx: TenantTx,
    tenantId: number,
    request: BookingRequestRow,
  ): Promise<BookingRequestRow | undefined> {
    return rowsOf<BookingRequestRow>(
      await tx.execute(sql`SELECT ${REQUEST} FROM booking_requests WHERE tenant_id = ${tenantId}
        AND itinerary_id = ${request.itinerary_id} AND id > ${request.id} AND service_ids && ${intArray(request.service_ids)}
        ORDER BY (kind = 'amendment') DESC, id DESC LIMIT 1`),
    )[0];
  },

  /** The versions pinned as sold (accepted_versions, decision 0074), newest first. */
  async pinnedVersions(tx: TenantTx, tenantId: number, itineraryId: number): Promise<number[]> {
    return rowsOf<{ version: number }>(
      await tx.execute(sql`SELECT version FROM accepted_versions WHERE tenant_id = ${tenantId} AND itinerary_id = ${itineraryId}
        ORDER BY id DESC`),
    ).map((r) => r.version);
  },

  /**
   * What each service of the quote was last asked of its supplier (request, amendment or
   * cancellation), by service id: a service deleted from the quote keeps only this (decision 0076).
   */
  async lastAskedByService(
    tx: TenantTx,
    tenantId: number,
    itineraryId: number,
  ): Promise<{ service_id: number; supplier_id: number; kind: string; version: number | null }[]> {
    return rowsOf(
      await tx.execute(sql`SELECT DISTINCT ON (s.service_id) s.service_id, r.supplier_id, r.kind, r.version
        FROM booking_requests r, unnest(r.service_ids) AS s(service_id)
        WHERE r.tenant_id = ${tenantId} AND r.itinerary_id = ${itineraryId}
        ORDER BY s.service_id, r.id DESC`),
    );
  },

  async request(tx: TenantTx, tenantId: number, id: number): Promise<BookingRequestRow | undefined> {
    return rowsOf<BookingRequestRow>(
      await tx.execute(sql`SELECT ${REQUEST} FROM booking_requests WHERE tenant_id = ${tenantId} AND id = ${id}`),
    )[0];
  },

  async markAnswered(tx: TenantTx, tenantId: number, id: number): Promise<void> {
    await tx.execute(sql`UPDATE booking_requests SET answered_at = now() WHERE tenant_id = ${tenantId} AND id = ${id}`);
  },

  async markReminded(tx: TenantTx, tenantId: number, id: number): Promise<void> {
    await tx.execute(
      sql`UPDATE booking_requests SET reminded_at = now(), superseded_at = now() WHERE tenant_id = ${tenantId} AND id = ${id}`,
    );
  },

  /** The company's emergency phone (booking_settings; decision 0060), null when none was set. */
  async emergencyPhone(tx: TenantTx, tenantId: number): Promise<string | null> {
    return (
      rowsOf<{ emergency_phone: string | null }>(
        await tx.execute(sql`SELECT emergency_phone FROM booking_settings WHERE tenant_id = ${tenantId}`),
      )[0]?.emergency_phone ?? null
    );
  },

  async saveEmergencyPhone(tx: TenantTx, tenantId: number, phone: string | null, userId: number): Promise<void> {
    await tx.execute(sql`INSERT INTO booking_settings (tenant_id, emergency_phone, updated_by) VALUES (${tenantId}, ${phone}, ${userId})
      ON CONFLICT (tenant_id) DO UPDATE SET emergency_phone = EXCLUDED.emergency_phone, updated_by = EXCLUDED.updated_by, updated_at = now()`);
  },

  /**
   * The client agency's people the vouchers may go to: the quote's owner and assignee when they are
   * not the operator's staff (the agent who sold it), and the admins of the quote's client.
   */
  async agencyContacts(
    tx: TenantTx,
    tenantId: number,
    quote: BookingQuoteRow,
  ): Promise<{ name: string; email: string }[]> {
    return rowsOf<{ name: string; email: string }>(
      await tx.execute(sql`SELECT name, email FROM users WHERE tenant_id = ${tenantId} AND active
        AND ((id IN (${quote.owner_user_id ?? 0}, ${quote.user_id ?? 0}) AND role_id NOT IN (${ROLES.ADMIN}, ${ROLES.OPERATOR}))
          OR (client_id = ${quote.client_id ?? 0} AND role_id = ${ROLES.CLIENT_ADMIN}))
        ORDER BY name, id`),
    );
  },

  /** The company's logo: the first logo of its publishing defaults, as a /media/ file name. */
  async companyLogo(tx: TenantTx, tenantId: number): Promise<string | null> {
    return (
      rowsOf<{ small: string }>(
        await tx.execute(sql`SELECT pi.small FROM publish_defaults d
          JOIN publish_images pi ON pi.tenant_id = d.tenant_id AND pi.id = (d.images -> 'logo' ->> 0)::int
          WHERE d.tenant_id = ${tenantId} AND jsonb_typeof(d.images -> 'logo') = 'array'`),
      )[0]?.small ?? null
    );
  },
};
