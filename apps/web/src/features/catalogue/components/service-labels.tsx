import { Badge, Group, Text, ThemeIcon } from '@mantine/core';
import { serviceTypeLook } from '../../../lib/service-type-look';
import { SERVICE_TYPES } from '@itinera/domain';

// How a service's type and comfort level look everywhere in the catalogue: one icon and colour per
// type, one badge colour per level, so a long table can be scanned by shape before it is read.

export const SERVICE_TYPE_OPTIONS = SERVICE_TYPES.map((t) => ({ value: t.id as number, label: t.name }));

export const serviceTypeName = (id: number | null | undefined) => SERVICE_TYPES.find((t) => t.id === id)?.name ?? '—';

export function ServiceTypeIcon({ id, size = 26 }: { id: number; size?: number }) {
  const look = serviceTypeLook(id);
  return (
    <ThemeIcon size={size} radius="md" variant="light" color={look.color} aria-hidden>
      <look.Icon size={Math.round(size * 0.62)} stroke={1.7} />
    </ThemeIcon>
  );
}

export function ServiceTypeLabel({ id, name }: { id: number; name?: string }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ServiceTypeIcon id={id} />
      <Text size="sm">{name ?? serviceTypeName(id)}</Text>
    </Group>
  );
}

export const LEVELS = [
  { value: 0, label: 'All levels', short: 'All', color: 'gray' },
  { value: 1, label: 'Comfort', short: 'Comfort', color: 'blue' },
  { value: 2, label: 'Superior', short: 'Superior', color: 'violet' },
  { value: 3, label: 'Luxury', short: 'Luxury', color: 'yellow' },
] as const;

export const LEVEL_OPTIONS = LEVELS.map((l) => ({ value: l.value as number, label: l.label }));

export function LevelBadge({ level }: { level: number }) {
  const look = LEVELS.find((l) => l.value === level) ?? LEVELS[0];
  return (
    <Badge variant="light" color={look.color} radius="sm" size="sm">
      {look.short}
    </Badge>
  );
}
