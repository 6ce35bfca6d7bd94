import type { SaleService } from './sale-changes';

// A sold trip's services as the issue 48, docs/decisions/issues.md tests compare them (sale-changes, sale-change-lines,
// booking/amendments): a Superior hotel and a tour every level takes, for a party of two.

export const saleHotel: SaleService = {
  id: 10,
  service_id: 501,
  name: 'Palacio del Inka',
  level: 2,
  day: '1-3',
  start_date: '2026-07-01',
  end_date: '2026-07-03',
  num_pax: 2,
  passengers: '{}',
  rooms: [{ id_room_type: 2, qty: 1 }],
  price: 900,
  status: 1,
  optional: 0,
};

export const saleTour: SaleService = {
  ...saleHotel,
  id: 11,
  service_id: 502,
  name: 'Cusco city tour',
  level: 0,
  day: '2',
  start_date: '2026-07-02',
  end_date: '2026-07-02',
  rooms: [],
  price: 120,
};
