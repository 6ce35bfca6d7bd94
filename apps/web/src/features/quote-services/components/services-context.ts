import { createContext, useContext } from 'react';
import type { ProcessResponse, QuoteDetail, QuoteService } from '@itinera/domain/contracts';
import type { WriteOptions } from '../api/use-service-writes';
import type { PriceColumns, PriceVisibility } from '../logic/price-columns';

export type RowAction = 'edit' | 'history' | 'duplicate' | 'replace' | 'move' | 'import' | 'delete';

/** What every row and panel of the services tab shares (one quote, one user, one set of rights). */
export interface ServicesTabState {
  quote: QuoteDetail;
  /** History view or a status that forbids editing: every control is read-only. */
  readOnly: boolean;
  /** The services' booking status may not change (it may on a Confirmed quote, where the rest is read-only). */
  bookingReadOnly: boolean;
  /** History view: a stored version is shown; live-only tools stay out. */
  history: boolean;
  /** Sent or Under Review: prices are not editable (docs/domain/README.md). */
  pricesLocked: boolean;
  dateFormat: string;
  currency: string;
  visibility: PriceVisibility;
  columns: PriceColumns;
  /** Travel agents never see the visibility control (docs/domain/spec-sections.md#spec-02-section-6). */
  showVisibility: boolean;
  highlighted: ReadonlySet<number>;
  /** Services the location insertion check flags: another place than the service before or after. */
  locationFlagged: ReadonlySet<number>;
  /** Starts the 10 s count of highlights accumulated by a batched operation. */
  settleHighlight: () => void;
  /** Rows may be ticked: the content may change, or only the booking status (a Confirmed quote). */
  canSelect: boolean;
  selected: ReadonlySet<number>;
  toggleSelected: (ids: number[], on: boolean) => void;
  run: (op: () => Promise<ProcessResponse>, options?: WriteOptions) => Promise<ProcessResponse | null>;
  /** Saves edits of one service through process. */
  edit: (service: QuoteService, changes: Record<string, unknown>) => void;
  /** Pending, Confirmed or Canceled through the status call. */
  onStatus: (service: QuoteService, status: 1 | 2 | 3) => void;
  onAction: (action: RowAction, service: QuoteService) => void;
  /** Opens the add modal with this day filled in. */
  onAddOnDay: (day: number) => void;
}

export const ServicesTabContext = createContext<ServicesTabState | null>(null);

export function useServicesTab(): ServicesTabState {
  const value = useContext(ServicesTabContext);
  if (!value) throw new Error('useServicesTab outside the services tab');
  return value;
}
