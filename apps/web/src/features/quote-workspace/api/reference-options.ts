import { useQuery } from '@tanstack/react-query';
import { catalogueListQueryOptions, useCatalogueList } from '../../../lib/catalogue/catalogue-lists';
import type { ClientOption } from '../components/frame/workspace-view';

// The catalogue lists the Basic Information form picks from, as Select options.

export interface Option {
  value: string;
  label: string;
}

interface ContractRow {
  id: number;
  name: string;
  sales_manual: { id: number; name: string } | null;
}

export const useClients = () => useCatalogueList<ClientOption>('/tenant/clients', { limit: 500 });

/** GET /tenant/clients/contract/?client=: only once a client is picked (without it the call lists every client's contracts). */
export function useClientContracts(clientId: number | null) {
  return useQuery({
    ...catalogueListQueryOptions<ContractRow>('/tenant/clients/contract/', {
      client: clientId ?? undefined,
      limit: 200,
    }),
    enabled: clientId !== null,
  });
}

export function useReferenceOptions() {
  const languages = useCatalogueList<{ id: number; name: string; language_code: string }>('/tenant/language');
  const currencies = useCatalogueList<{ id: number; code: string; currency_name: string }>('/tenant/currency');
  const tags = useCatalogueList<{ id: number; name: string }>('/tenant/itinerary-tags');
  return {
    languages: (languages.data?.data ?? []).map(
      (l): Option => ({ value: String(l.id), label: `${l.name} (${l.language_code})` }),
    ),
    currencies: (currencies.data?.data ?? []).map(
      (c): Option => ({ value: String(c.id), label: `${c.code} · ${c.currency_name}` }),
    ),
    tags: (tags.data?.data ?? []).map((t): Option => ({ value: String(t.id), label: t.name })),
  };
}

export const contractOptions = (rows: readonly ContractRow[] | undefined): Option[] =>
  (rows ?? []).map((c) => ({
    value: String(c.id),
    label: c.sales_manual ? `${c.name} · ${c.sales_manual.name}` : c.name,
  }));
