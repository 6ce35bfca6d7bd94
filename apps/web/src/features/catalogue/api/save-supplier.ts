import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const SUPPLIERS_KEY = 'suppliers';

/** A row of GET /tenant/suppliers. */
export interface SupplierRow {
  id: number;
  code: string;
  name: string;
  email?: string | null;
  phone?: string | null;
  location_id?: number | null;
  location?: { id: number; location_name: string } | null;
}

export interface SupplierBody {
  code: string;
  name: string;
  email: string | null;
  phone: string | null;
  location_id: number | null;
}

/** POST /tenant/suppliers, or PUT /tenant/suppliers/:id when editing. */
export const saveSupplier = ({ id, ...body }: SupplierBody & { id?: number }) =>
  http<{ data: SupplierRow }>(id ? `/tenant/suppliers/${id}` : '/tenant/suppliers', {
    method: id ? 'PUT' : 'POST',
    body,
  });

export function useSaveSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSupplier,
    meta: { handlesError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SUPPLIERS_KEY] }),
  });
}
