import { SERVICE_STATUSES } from '@itinera/domain';

// The spec's colours for a service's booking status (Pending warning, Confirmed success, Canceled
// danger) as Mantine colours.
const COLOURS = { warning: 'yellow', success: 'green', danger: 'red' } as const;

export function statusLook(id: number): { name: string; color: string } {
  const s = SERVICE_STATUSES.find((x) => x.id === id);
  return s ? { name: s.name, color: COLOURS[s.color] } : { name: `Status ${id}`, color: 'gray' };
}
