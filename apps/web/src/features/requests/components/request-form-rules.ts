import type { TFunction } from 'i18next';
import { useCatalogueList } from '../../../lib/catalogue/catalogue-lists';
import { fieldErrors } from '../../../lib/http';
import { notifyError } from '../../../lib/notify';

// The fields a request form asks for, the same on the creation page and in the edit modal.

export const TITLE_MAX = 200;

export interface RequestFormValues {
  title: string;
  /** Select values are strings; null until a client is chosen. */
  client: string | null;
  stage: string;
}

/** Messages the user reads before anything is sent; the server checks the same rules again. */
export const requestValidation = (t: TFunction<'requests'>) => ({
  title: (v: string) =>
    !v.trim()
      ? t('fields.titleRequired')
      : v.trim().length > TITLE_MAX
        ? t('fields.titleTooLong', { max: TITLE_MAX })
        : null,
  client: (v: string | null) => (v ? null : t('fields.clientRequired')),
});

/** The clients a request can belong to, as select options. */
export function useClientOptions() {
  const clients = useCatalogueList<{ id: number; name: string }>('/tenant/clients', { limit: 500 });
  return {
    loading: clients.isLoading,
    data: (clients.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
  };
}

/** A refused save: the server's field messages (body.client_id …) on the form's fields, anything else as the red toast. */
export function showRequestSaveError(
  form: { setErrors: (errors: Record<string, string>) => void },
  error: unknown,
): void {
  const server = fieldErrors(error);
  const onForm = Object.fromEntries(
    Object.entries({ title: server.title, client: server.client_id, stage: server.stage_id ?? server.stage }).filter(
      (e): e is [string, string] => e[1] !== undefined,
    ),
  );
  if (Object.keys(onForm).length > 0) form.setErrors(onForm);
  else notifyError(error);
}
