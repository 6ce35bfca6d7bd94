import { sql, type SQL } from 'drizzle-orm';

// The services, passengers and pricing of a quote as a version snapshot keeps them (one SQL
// expression, so saving a version costs one statement however many services the quote has).
// Key names are the API's, so stripPriceFields removes costs from a snapshot like from any answer.
// This file imports nothing from the modules: quote-versions.ts depends on it.

const SERVICE = sql`jsonb_build_object('id', s.id, 'service_id', s.service_id, 'code', s.code, 'name', s.name,
  'id_service_type', s.service_type_id, 'category', s.category, 'description', s.description, 'recommendations', s.recommendations,
  'notes', s.notes, 'check_in', s.check_in, 'check_out', s.check_out, 'location_ids', to_jsonb(s.location_ids), 'images', to_jsonb(s.images),
  'day', s.day, 'start_date', s.start_date, 'end_date', s.end_date, 'order', s.position, 'level', s.level, 'optional', s.kind,
  'status', s.status, 'visible', s.visible, 'passengers', to_jsonb(s.passengers), 'room', s.rooms,
  'edits', jsonb_build_object('cost_unit', s.edit_cost_unit, 'quantity', s.edit_quantity, 'percentage_margin', s.edit_percentage_margin, 'price', s.edit_price),
  'quantity', s.quantity, 'cost', s.cost, 'cost_unit', s.cost_unit, 'price', s.price, 'price_unit', s.price_unit, 'margin', s.margin,
  'percentage_margin', s.percentage_margin, 'calculated_price', s.calculated_price, 'service_price', s.service_price,
  'service_supplier', s.service_supplier, 'errors', s.errors)`;

/** A jsonb object {services, passengers, pricing, prices} of the quote as it now is. */
export function snapshotParts(tenantId: number, itineraryId: number): SQL {
  return sql`jsonb_build_object(
    'services', (SELECT coalesce(jsonb_agg(${SERVICE} ORDER BY split_part(s.day, '-', 1)::int, s.position, s.id), '[]'::jsonb)
      FROM itinerary_services s WHERE s.tenant_id = ${tenantId} AND s.itinerary_id = ${itineraryId}),
    'passengers', (SELECT coalesce(jsonb_agg(jsonb_build_object('id', p.id, 'name', p.name, 'type', p.type, 'age', p.age, 'room', p.room) ORDER BY p.position, p.id), '[]'::jsonb)
      FROM itinerary_passengers p WHERE p.tenant_id = ${tenantId} AND p.itinerary_id = ${itineraryId}),
    'pricing', (SELECT jsonb_build_object('margin_hotel', r.margin_hotel, 'margin_services', r.margin_services, 'seller_type', r.seller_type, 'pax_settings', r.pax_settings)
      FROM itinerary_pricing r WHERE r.tenant_id = ${tenantId} AND r.itinerary_id = ${itineraryId}),
    'prices', coalesce((SELECT r.prices FROM itinerary_pricing r WHERE r.tenant_id = ${tenantId} AND r.itinerary_id = ${itineraryId}), '[]'::jsonb))`;
}
