import { SERVICE_STATUSES, SERVICE_TYPES } from '@itinera/domain';

// How a service looks in the quote: one icon and colour per type (docs/domain/spec-sections.md#spec-02-section-3, types 1–10), one
// colour per level, the status colours of the spec (Pending warning, Confirmed success, Canceled
// danger). The catalogue uses the same icons so a service reads the same in both places.

// The type icon and the level colours are shared with the Itinerary tab's cards.
export { serviceTypeName, ServiceTypeIcon } from '../../../components/service-type-icon';
export { LEVEL_LOOK, levelLook } from '../../../lib/service-type-look';
export const SERVICE_TYPE_OPTIONS = SERVICE_TYPES.map((t) => ({ value: String(t.id), label: t.name }));

/** Kinds of a service on a quote (docs/domain/spec-sections.md#spec-02-section-3): regular 0, optional 1, confirmed 2. */
export const KIND_LOOK = [
  { value: 0 as const, text: 'Regular', color: 'gray' },
  { value: 1 as const, text: 'Optional', color: 'grape' },
  { value: 2 as const, text: 'Confirmed', color: 'teal' },
];

export const KIND_OPTIONS = KIND_LOOK.map((k) => ({ value: String(k.value), label: k.text }));

const STATUS_COLOR: Record<string, string> = { warning: 'yellow', success: 'green', danger: 'red' };

export const STATUS_LOOK = SERVICE_STATUSES.map((s) => ({
  id: s.id as 1 | 2 | 3,
  name: s.name,
  color: STATUS_COLOR[s.color] ?? 'gray',
}));

export const statusLook = (status: number) =>
  STATUS_LOOK.find((s) => s.id === status) ?? { id: 1 as const, name: 'Pending', color: 'gray' };
