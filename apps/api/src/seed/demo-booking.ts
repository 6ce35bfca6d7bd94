import { sql } from 'drizzle-orm';
import { listPriceOf, SERVICE_STATUS, statusAfterAnswer } from '@itinera/domain';
import type { TenantTx } from '../db/client';
import { rowsOf } from '../db/rows';
import { bookingRepository } from '../modules/booking/booking.repository';
import { loadBooking } from '../modules/booking/booking-data';
import { quotesRepository } from '../modules/quote-core/quotes.repository';
import { recordAnswers } from '../modules/booking/booking.service';
import { newToken } from '../lib/tokens';

// The demo's booking (decision 0033): suppliers get booking e-mail addresses (the Peruvian ground
// operator writes in Spanish), and the confirmed Smith quote, sold at Superior, is half booked —
// some services confirmed with references, one declined, the rest requested and waiting.

const CONFIRMED_REFERENCES = ['BAR-58213', 'LAN-7741-QX', 'PDI-20934'];

export async function seedDemoBooking(tx: TenantTx, tenantId: number): Promise<void> {
  await tx.execute(sql`UPDATE suppliers SET
      email = 'bookings+' || lower(replace(code, 'SUP-', '')) || '@suppliers.itinera.demo',
      language = CASE WHEN code = 'SUP-PE-DMC' THEN 'es' WHEN code = 'SUP-CR-DMC' THEN 'en' END
    WHERE tenant_id = ${tenantId}`);
  const [smith] = rowsOf<{ id: number }>(
    await tx.execute(sql`SELECT id FROM itineraries WHERE tenant_id = ${tenantId} AND status_id = 2
      AND title LIKE 'Classic Peru 12 days%' ORDER BY id LIMIT 1`),
  );
  if (!smith) return;
  // Sold at Superior, as the Book tab records it: the price follows the level sold (applyStatus).
  const stored = await quotesRepository.storedLevelPrices(tx, tenantId, smith.id);
  await tx.execute(sql`UPDATE itineraries SET sold_level = 2, price = ${stored ? listPriceOf(stored, 2) : null}
    WHERE tenant_id = ${tenantId} AND id = ${smith.id}`);
  const quote = (await bookingRepository.quoteById(tx, tenantId, smith.id))!;
  const data = await loadBooking(tx, tenantId, quote);
  const [a, b, c, declined, ...rest] = data.services;
  const confirmed = [a, b, c].filter((s) => s !== undefined);
  const by = (id: number) => data.groups.find((g) => g.services.some((s) => s.id === id))?.name ?? 'the supplier';
  await recordAnswers(tx, tenantId, quote, null, [
    ...confirmed.map((s, i) => ({
      id: s.id,
      from: s.status,
      status: SERVICE_STATUS.CONFIRMED,
      state: 'confirmed' as const,
      reference: CONFIRMED_REFERENCES[i]!,
      message: `Confirmed by ${by(s.id)}: ${CONFIRMED_REFERENCES[i]}`,
    })),
    ...(declined
      ? [
          {
            // A supplier's "no" flags the service and leaves it on the trip, as its link records it (decision 0059).
            id: declined.id,
            from: declined.status,
            status: statusAfterAnswer(declined.status, 'decline'),
            state: 'declined' as const,
            reason: 'Fully booked on these dates',
            message: `Declined by ${by(declined.id)}: Fully booked on these dates`,
          },
        ]
      : []),
  ]);
  // The rest were requested: one request per supplier, whose link nobody holds (only its hash is kept).
  for (const g of data.groups) {
    const waiting = g.services.filter((s) => rest.some((r) => r.id === s.id));
    if (!g.supplier?.email || !waiting.length) continue;
    await bookingRepository.addRequest(tx, tenantId, {
      itineraryId: quote.id,
      supplierId: g.supplier.id,
      serviceIds: waiting.map((s) => s.id),
      tokenHash: newToken().hash,
      kind: 'request',
      language: g.supplier.language ?? 'en',
      sentTo: g.supplier.email,
      createdBy: quote.owner_user_id,
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
    });
    for (const s of waiting)
      await bookingRepository.saveBooking(tx, tenantId, s.id, {
        lastMessage: `Requested from ${g.name}`,
        requested: true,
        // As a request sent from the tab keeps it: without it the tab read "Not requested" (decision 0076).
        state: 'requested',
        bookedVersion: quote.version,
      });
  }
}
