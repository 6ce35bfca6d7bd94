import { namedMessage } from '@itinera/domain';
import { GENERIC_ERROR, HttpError } from '../../../lib/http';

// The quote export failure alert (spec 02 §8: {isOpen, title, items}) from a refused export, read as the original
// client reads it (original-client.md §1.5): `message` is the title, each entry of `errors.services` a link to that
// service's pricing tab, named by the refusal's checks; errors about the whole quote are listed without a service.

export interface ExportAlertItem {
  message: string;
  link?: string;
}
export interface ExportAlert {
  isOpen: boolean;
  title: string;
  items: ExportAlertItem[];
}

export const closedAlert: ExportAlert = { isOpen: false, title: '', items: [] };

export const servicePricingPath = (quoteId: string, serviceId: string | number) =>
  `/quote/services?itinerary=${encodeURIComponent(quoteId)}&service=${encodeURIComponent(String(serviceId))}&tab=pricing`;

interface RefusalCheck {
  severity?: string;
  service_id?: number | string;
  service_name?: string;
  service_day?: string;
  message: string;
}

export function exportAlertOf(error: unknown, quoteId: string): ExportAlert {
  const body = (error instanceof HttpError ? error.body : null) as {
    message?: string;
    errors?: { data?: string; services?: Record<string, string[]>; quote?: string[] };
    checks?: RefusalCheck[];
  } | null;
  // Itinera's refusal also lists its checks, each naming its service (spec 02 §8); a bare
  // errors.services (the original client's shape) names it by id.
  const named = (body?.checks ?? []).filter((c) => c.severity === 'error' && c.service_id !== undefined);
  const services = named.length
    ? named.map((c) => ({ message: namedMessage(c), link: servicePricingPath(quoteId, c.service_id!) }))
    : Object.entries(body?.errors?.services ?? {}).flatMap(([id, messages]) =>
        messages.map((message) => ({ message: `Service ${id}: ${message}`, link: servicePricingPath(quoteId, id) })),
      );
  const quote = (body?.errors?.quote ?? []).map((message) => ({ message }));
  const title = body?.message ?? (error instanceof Error ? error.message : GENERIC_ERROR);
  return { isOpen: true, title, items: [...services, ...quote] };
}

export const STATUS_COLORS = { queued: 'gray', running: 'blue', delivered: 'teal', failed: 'red' } as const;
