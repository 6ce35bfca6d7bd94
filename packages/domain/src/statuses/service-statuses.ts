// Service kinds and statuses on a quote (docs/domain/statuses.md#service-kinds).
export const SERVICE_KIND = { REGULAR: 0, OPTIONAL: 1, CONFIRMED: 2 } as const;
export type ServiceKind = (typeof SERVICE_KIND)[keyof typeof SERVICE_KIND];

export const SERVICE_STATUS = { PENDING: 1, CONFIRMED: 2, CANCELED: 3, DISABLED: -1 } as const;
export type ServiceStatus = (typeof SERVICE_STATUS)[keyof typeof SERVICE_STATUS];

/** Display name and colour token of each status (Pending warning, Confirmed success, Canceled danger). */
export const SERVICE_STATUSES = [
  { id: 1, name: 'Pending', color: 'warning' },
  { id: 2, name: 'Confirmed', color: 'success' },
  { id: 3, name: 'Canceled', color: 'danger' },
] as const;

/** Optional services are priced apart and canceled or disabled ones leave the totals. */
export function countsInTotals(service: { optional?: number | null; status?: number | null }): boolean {
  return (
    service.optional !== SERVICE_KIND.OPTIONAL &&
    service.status !== SERVICE_STATUS.CANCELED &&
    service.status !== SERVICE_STATUS.DISABLED
  );
}

/** Request (file) stages (docs/domain/spec-sections.md#spec-01-section-4). */
export const REQUEST_STAGES = [
  { id: 1, name: 'In Preparation' },
  { id: 2, name: 'Sent' },
  { id: 5, name: 'Negotiation' },
  { id: 3, name: 'Won' },
  { id: 4, name: 'Lost' },
] as const;
