import { ThemeIcon, Tooltip } from '@mantine/core';
import { serviceTypeLook } from '../../../lib/service-type-look';
import { SERVICE_STATUSES, SERVICE_TYPES } from '@itinera/domain';

// How a service looks in the quote: one icon and colour per type (docs/domain/spec-sections.md#spec-02-section-3, types 1–10), one
// colour per level, the status colours of the spec (Pending warning, Confirmed success, Canceled
// danger). The catalogue uses the same icons so a service reads the same in both places.

export const serviceTypeName = (id: number) => SERVICE_TYPES.find((t) => t.id === id)?.name ?? 'Other';
export const SERVICE_TYPE_OPTIONS = SERVICE_TYPES.map((t) => ({ value: String(t.id), label: t.name }));

export function ServiceTypeIcon({ id, size = 26 }: { id: number; size?: number }) {
  const look = serviceTypeLook(id);
  return (
    <Tooltip label={serviceTypeName(id)} withArrow openDelay={300}>
      <ThemeIcon size={size} radius="md" variant="light" color={look.color} aria-label={serviceTypeName(id)}>
        <look.Icon size={Math.round(size * 0.62)} stroke={1.7} />
      </ThemeIcon>
    </Tooltip>
  );
}

/** Levels of a service (docs/domain/spec-sections.md#spec-02-section-3): 0 all, 1 Comfort, 2 Superior, 3 Luxury; short labels of the filter. */
export const LEVEL_LOOK = [
  { value: 0, label: 'All levels', short: 'All', color: 'gray' },
  { value: 1, label: 'Comfort', short: 'Com', color: 'blue' },
  { value: 2, label: 'Superior', short: 'Sup', color: 'violet' },
  { value: 3, label: 'Luxury', short: 'Lux', color: 'orange' },
] as const;

export const levelLook = (level: number) => LEVEL_LOOK.find((l) => l.value === level) ?? LEVEL_LOOK[0];

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
