import { z } from 'zod';
import { supplierAmendmentSchema } from './amendment-change.contract';
import { bookingOverviewSchema, bookingRequestBodySchema } from './booking.contract';

// Amendments of a sold trip's bookings (decision 0076): beside the booking calls, under
// …/booking/amendments. No figure: what changed for a supplier is dates, pax, rooms and names.

/** GET …/booking/amendments: the suppliers the trip's changes reach, and what changed for each (staff). */
export const bookingAmendmentsSchema = z.object({
  /** The quote's version the comparison reads. */
  version: z.number().int(),
  suppliers: z.array(supplierAmendmentSchema),
});
export type BookingAmendments = z.infer<typeof bookingAmendmentsSchema>;

/** POST …/booking/amendments: amend these suppliers' bookings (or every affected supplier's). */
export const bookingAmendmentBodySchema = bookingRequestBodySchema;

export const bookingAmendmentAnswerSchema = z.object({
  message: z.string(),
  amended: z.array(
    z.object({ supplier_id: z.number().int(), sent_to: z.string(), services: z.number().int(), link: z.string() }),
  ),
  /** Suppliers told that services left the trip (no link: nothing to answer). */
  cancelled: z.array(z.object({ supplier_id: z.number().int(), sent_to: z.string(), services: z.number().int() })),
  skipped: z.array(z.object({ supplier: z.string(), reason: z.string() })),
  booking: bookingOverviewSchema,
});
