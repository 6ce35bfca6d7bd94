import { emptyPassenger } from '@itinera/domain';
import type { QuotePassenger } from '@itinera/domain/contracts';

/** A passenger as P1 answers it, for the tab's tests. */
export const passenger = (id: number, over: Partial<QuotePassenger> = {}): QuotePassenger => ({
  ...emptyPassenger(),
  id,
  name: `Ana ${id}`,
  first_name: 'Ana',
  last_name: String(id),
  note: { id, value: '', translate: [] },
  status: 1,
  lead: id === 1,
  details_hidden: false,
  ...over,
});
