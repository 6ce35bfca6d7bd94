import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupplierBody, supplierResponseSchema, supplierSchema } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';

export const SUPPLIERS_KEY = 'suppliers';

// Types from the shared zod contracts, without a zod dependency in the web app.
/** A row of GET /tenant/suppliers. */
export type SupplierRow = ReturnType<(typeof supplierSchema)['parse']>;
type SupplierResponse = ReturnType<(typeof supplierResponseSchema)['parse']>;

/** POST /tenant/suppliers, or PUT /tenant/suppliers/:id when editing. */
export const saveSupplier = ({ id, ...body }: SupplierBody & { id?: number }) =>
  http<SupplierResponse>(id ? `/tenant/suppliers/${id}` : '/tenant/suppliers', {
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
