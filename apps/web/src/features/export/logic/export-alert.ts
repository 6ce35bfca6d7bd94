import { GENERIC_ERROR, HttpError } from '../../../lib/http';

// The quote export failure alert (spec 02 §8: {isOpen, title, items}) from a refused export, read as the original
// client reads it (contract §1.5): `message` is the title, each entry of `errors.services` a link to that
// service's pricing tab; errors about the whole quote are listed without a service.

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

export function exportAlertOf(error: unknown, quoteId: string): ExportAlert {
  const body = (error instanceof HttpError ? error.body : null) as {
    message?: string;
    errors?: { data?: string; services?: Record<string, string[]>; quote?: string[] };
  } | null;
  const services = Object.entries(body?.errors?.services ?? {}).flatMap(([id, messages]) =>
    messages.map((message) => ({ message: `Service ${id}: ${message}`, link: servicePricingPath(quoteId, id) })),
  );
  const quote = (body?.errors?.quote ?? []).map((message) => ({ message }));
  const title = body?.message ?? (error instanceof Error ? error.message : GENERIC_ERROR);
  return { isOpen: true, title, items: [...services, ...quote] };
}

const STATUS_LABELS = { queued: 'Queued', running: 'Sending…', delivered: 'Delivered', failed: 'Failed' } as const;
export const statusLabel = (status: keyof typeof STATUS_LABELS) => STATUS_LABELS[status];
export const STATUS_COLORS = { queued: 'gray', running: 'blue', delivered: 'teal', failed: 'red' } as const;
