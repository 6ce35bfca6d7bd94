import type { ProcessResponse } from '@itinera/domain/contracts';
import { deleteService } from './delete-service';

/**
 * Several services off the quote. The API removes one service per call (contract S4: "one call per
 * related row"; the process call carries no deletion), so they go one after the other and the last
 * answer, which holds what remains, is the one shown. A failure stops the rest and is thrown.
 */
export async function deleteServices(ids: readonly number[]): Promise<ProcessResponse> {
  let last: ProcessResponse | undefined;
  for (const id of ids) last = await deleteService(id);
  if (!last) throw new Error('No service to delete.');
  return last;
}
