import { useMutation, useQueryClient } from '@tanstack/react-query';
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
] as const;
export type CommissionMode = (typeof COMMISSION_MODES)[number]['value'];

/** A row of GET /tenant/clients/contract/?client=ID. */
export interface Contract {
  id: number;
  name: string;
  client_id: number;
  id_user: number | null;
  locations: number[];
  commission_mode: CommissionMode;
  commission_pct: string | number;
  sales_manual: { id: number; name: string };
}

export interface ContractBody {
  client_id: number;
  sales_manual_id: number;
  name: string;
  locations: number[];
  id_user: number | null;
  commission_mode: CommissionMode;
  commission_pct: number;
}

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
