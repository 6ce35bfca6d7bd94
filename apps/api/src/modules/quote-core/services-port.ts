import type { PriceVisibility, RoomingList } from '@itinera/domain';
import type { Day, ServiceEdition } from '@itinera/domain/contracts';
import type { TenantTx } from '../../db/client';
import type { SessionUser } from '../../identity/session-user';
import type { QuoteRow } from './quotes.repository';

// A quote's own writes (a basic-info edit, a duplicate, a quote from a template, a restore) also
// re-price or copy its services, which quote-services owns. quotes may not import quote-services
// (both sit on quote-core, neither on the other), so quote-services implements this port
// (quote-services/services-port.ts) and app.ts hands it to the quotes routes.

export interface QuoteMessages {
  errors: string[];
  warnings: string[];
}

export interface CopyOptions {
  /** Duplicate: passengers, assignments, edits and figures come along (the copy keeps its prices). */
  keepFigures: boolean;
  /**
   * Duplicate to a requested start date: when the first service would fall on another date, every
   * service moves by the difference (docs/domain/spec-sections.md#spec-01-section-4), so the first one lands on the requested date.
   */
  alignFirstTo?: string;
}

/** A service as the generated description tells it. */
export interface DescribedService {
  /** The catalogue service: its name in the quote's language is told (decision 0097). */
  service_id: number;
  day: string;
  name: string;
  id_service_type: number;
  location_ids: number[];
  optional: number;
  status: number;
  visible: number;
}

export interface QuoteServicesPort {
  /** Prices the quote's services as `row` (unsaved values included); stores the figures, not the quote. */
  reprice(
    tx: TenantTx,
    user: SessionUser,
    row: QuoteRow,
  ): Promise<{
    listPrice: number | null;
    messages: QuoteMessages[];
    /** The quote's days (original-client.md §7.2) once `quote` is saved, in the same transaction. */
    days: (quote: QuoteRow) => Promise<Day[]>;
  }>;
  /**
   * Copies the services of `fromId` onto the new quote `toId`, prices the copy and sets its list
   * price; answers the days the services were moved by (alignFirstTo), which its written days follow.
   */
  copy(tx: TenantTx, user: SessionUser, fromId: number, toId: number, options: CopyOptions): Promise<number>;
  /** Puts back a snapshot's services; the new list price, or undefined when it has no services part. */
  restore(
    tx: TenantTx,
    user: SessionUser,
    next: QuoteRow,
    snapshot: Record<string, unknown>,
  ): Promise<number | null | undefined>;
  /** The quote's passengers (names) and its rooming list: who sleeps where, who has no room yet. */
  rooming(
    tx: TenantTx,
    tenantId: number,
    row: QuoteRow,
  ): Promise<{ passengers: { id: number; first_name: string; last_name: string }[]; rooming: RoomingList }>;
  /** The quote's services in day order. */
  list(tx: TenantTx, tenantId: number, quoteId: number): Promise<DescribedService[]>;
  /**
   * A stored version's services and prices as S1 and I20 answer them (I3's service_itinerary and
   * prices), for `quote`: the version's own values; each service's `edition` is the version's save.
   */
  presentVersion(
    tx: TenantTx,
    quote: QuoteRow,
    snapshot: Record<string, unknown>,
    visibility: PriceVisibility,
    edition?: ServiceEdition,
  ): Promise<{ service_itinerary: Record<string, unknown>[]; prices: Record<string, unknown>[] }>;
}
