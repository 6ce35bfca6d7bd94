import {
  compareWithAccepted,
  saleVersionOf,
  sendChangesRoomingRefusal,
  stripPriceFields,
  type SaleChanges,
} from '@itinera/domain';
import type { SaleChangesResponse } from '@itinera/domain/contracts';
import type { Database, TenantTx } from '../../db/client';
import type { SessionUser } from '../../identity/session-user';
import { acceptedVersionsRepository, type AcceptedVersion } from '../quote-core/accepted-versions.repository';
import { quotePriceVisibility } from '../quote-core/quote-visibility';
import type { QuoteRef } from '../quote-core/quote-rows.service';
import { type QuoteRow } from '../quote-core/quotes.repository';
import type { QuoteServicesPort } from '../quote-core/services-port';
import { versionsRepository } from '../quote-core/versions.repository';
import { visibleQuote } from '../quote-core/quote-access';

type Snapshot = Record<string, unknown>;

// The sold trip compared with the version the client accepted (decision 0074): both
// versions are stored snapshots, so the comparison is the domain's over two immutable records.

/**
 * The quote at `version` compared with the sale `accepted`, prices unstripped (the caller strips or
 * projects), with the two snapshots compared.
 */
export async function compareSale(
  tx: TenantTx,
  tenantId: number,
  quote: { id: number; version: number },
  accepted: AcceptedVersion,
): Promise<{ changes: SaleChanges; before: Snapshot; after: Snapshot }> {
  const before = await versionsRepository.snapshot(tx, tenantId, quote.id, accepted.version);
  const after = await versionsRepository.snapshot(tx, tenantId, quote.id, quote.version);
  // The total sold is the pinned one: what the client said yes to, whatever the snapshot's pricing says.
  const sold = { ...saleVersionOf(before ?? {}, accepted.level), total: accepted.total };
  const changes = compareWithAccepted(sold, saleVersionOf(after ?? {}, accepted.level), accepted.level);
  return { changes, before: before ?? {}, after: after ?? {} };
}

/** Why the trip as it stands may not be sent to the client (a traveller without a room, decision 0082), or null. */
export async function sendTripRefusal(
  tx: TenantTx,
  tenantId: number,
  row: QuoteRow,
  services: Pick<QuoteServicesPort, 'rooming'>,
) {
  const { passengers, rooming } = await services.rooming(tx, tenantId, row);
  return sendChangesRoomingRefusal(passengers, rooming);
}

/** GET /tenant/itinerary/{id}/sale-changes: what changed since the newest accepted version; nulls before any sale. */
export function saleChanges(
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  services: Pick<QuoteServicesPort, 'rooming'>,
): Promise<SaleChangesResponse> {
  return database.withTenant(user.tenantId, async (tx) => {
    const row = await visibleQuote(tx, user, ref);
    const accepted = await acceptedVersionsRepository.newest(tx, user.tenantId, row.id);
    if (!accepted) return { accepted_version: null, changes: null, send_refusal: null };
    const { changes } = await compareSale(tx, user.tenantId, row, accepted);
    const visibility = quotePriceVisibility(user, row.permissions);
    return {
      accepted_version: accepted.version,
      changes: stripPriceFields(changes, visibility),
      send_refusal: (await sendTripRefusal(tx, user.tenantId, row, services))?.message ?? null,
    };
  });
}
