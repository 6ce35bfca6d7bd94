import { z } from 'zod';

// What changed for a supplier's service after the sale (decision 0076): the shape of the
// domain's ServiceAmendment, read by the amendment calls and the supplier's public page.

const datesSchema = z.object({ day: z.string(), start_date: z.string().nullable(), end_date: z.string().nullable() });
const roomsSchema = z.array(z.object({ id_room_type: z.number().int(), qty: z.number().int() }));

/** One service's change, as the domain's supplierAmendments reports it. */
export const serviceAmendmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['amendment', 'cancellation']),
  dates: z.object({ before: datesSchema, after: datesSchema }).optional(),
  pax: z.object({ before: z.number().int(), after: z.number().int() }).optional(),
  rooms: z.object({ before: roomsSchema, after: roomsSchema }).optional(),
  names: z.object({ before: z.array(z.string()), after: z.array(z.string()) }).optional(),
});

export const supplierAmendmentSchema = z.object({
  supplier_id: z.number().int(),
  supplier: z.string(),
  services: z.array(serviceAmendmentSchema),
});
