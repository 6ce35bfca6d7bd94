import {
  activateFirstLines,
  amountToCents,
  centsToAmount,
  LINE_STATUS,
  mulDivRound,
  providerError,
  ROOM_TYPES,
  type ServiceLineOutput,
} from '@itinera/domain';
import type { ServiceFigures, ServiceRow, SupplierLineRow } from './quote-services.repository';

// The engine's service lines as stored figures: the price lines (one per room type for hotels and
// packages, else one), the supplier lines with the active one carrying the cost, and the errors.

const roomName = (id: number) => ROOM_TYPES.find((r) => r.id === id)?.acronym ?? `Room ${id}`;
/** amount ÷ n to the cent, with the domain's rounding. */
const per = (amount: number, n: number) => (n > 0 ? centsToAmount(mulDivRound(amountToCents(amount), 1, n)) : 0);

function priceLines(
  line: ServiceLineOutput,
  s: ServiceRow,
  ctx: { salesManualId: number | null; currencyId: number },
): Record<string, unknown>[] {
  const common = {
    sales_manual_id: ctx.salesManualId,
    currency_id: ctx.currencyId,
    status: 1,
    prices_ranges_id: null,
    external_id: null,
  };
  if (line.room_lines.length) {
    return line.room_lines.map((r) => ({
      id: r.id_room_type,
      romm_id: r.id_room_type,
      romm_name: roomName(r.id_room_type),
      room_qty: r.room_qty,
      cost: r.cost,
      cost_unit: per(r.cost, r.room_qty * line.units),
      price: r.price,
      price_unit: per(r.price, r.room_qty * line.units),
      passengers: [],
      ...common,
    }));
  }
  return [
    {
      id: 1,
      romm_id: null,
      romm_name: null,
      room_qty: null,
      quantity: line.quantity,
      cost: line.cost,
      cost_unit: line.cost_unit,
      price: line.price,
      price_unit: line.price_unit,
      passengers: s.passengers,
      ...common,
    },
  ];
}

/** Only the first supplier line stays active for non-night types; the first active one carries the cost. */
export function supplierLines(
  idServiceType: number,
  lines: readonly SupplierLineRow[],
  cost: number | null,
  costUnit: number | null,
): SupplierLineRow[] {
  const active = activateFirstLines(
    idServiceType,
    [],
    lines.map((l) => ({ supplier_code: l.supplier_code, name: l.name, status: l.status })),
  ).supplierLines;
  const first = active.findIndex((l) => l.status === LINE_STATUS.ACTIVE);
  return active.map((l, i) => ({ ...l, cost: i === first ? cost : null, cost_unit: i === first ? costUnit : null }));
}

export interface FiguresContext {
  salesManualId: number | null;
  currencyId: number;
  hasStartDate: boolean;
}

/** The stored figures of service `s` from its engine line. */
export function figuresOf(line: ServiceLineOutput, s: ServiceRow, ctx: FiguresContext): ServiceFigures {
  const suppliers = supplierLines(s.id_service_type, s.service_supplier, line.cost, line.cost_unit);
  const noProvider = providerError(suppliers);
  return {
    id: s.id,
    start_date: ctx.hasStartDate ? line.start_date : null,
    end_date: ctx.hasStartDate ? line.end_date : null,
    quantity: line.quantity,
    cost: line.cost,
    cost_unit: line.cost_unit,
    price: line.price,
    price_unit: line.price_unit,
    margin: line.margin,
    percentage_margin: line.percentage_margin,
    calculated_price: line.calculated_price,
    service_price: priceLines(line, s, ctx),
    service_supplier: suppliers,
    errors: noProvider ? [...line.errors, noProvider] : line.errors,
  };
}
