import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientContract, ContractBody } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { invalidateCatalogueLists } from '../../../lib/catalogue/invalidate-catalogue-lists';

export const COMMISSION_MODES = [
  { value: 'net', label: 'Net rates', hint: 'The client pays the sale price; no commission.' },
  {
    value: 'commission_from_gross',
    label: 'Commission from gross',
    hint: 'The commission is taken out of the sale price.',
  },
  { value: 'commission_on_top', label: 'Commission on top', hint: 'The commission is added on top of the sale price.' },
] as const satisfies readonly { value: ContractBody['commission_mode']; label: string; hint: string }[];
export type CommissionMode = ContractBody['commission_mode'];

/**
 * A row of GET /tenant/clients/contract/?client=ID. The screens read Itinera's fields:
 * `location_ids` and `owner_user_id` (`locations` and `id_user` are the original client's).
 */
export type Contract = Pick<
  ClientContract,
  'id' | 'name' | 'client_id' | 'owner_user_id' | 'location_ids' | 'commission_mode' | 'commission_pct' | 'sales_manual'
>;

/** POST /tenant/contracts, or PUT /tenant/contracts/:id when editing. */
export const saveContract = ({ id, ...body }: ContractBody & { id?: number }) =>
  http<{ data: Contract }>(id ? `/tenant/contracts/${id}` : '/tenant/contracts', { method: id ? 'PUT' : 'POST', body });

export function useSaveContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContract,
    meta: { handlesError: true },
    onSuccess: () => invalidateCatalogueLists(queryClient, '/tenant/clients/contract/'),
  });
}
