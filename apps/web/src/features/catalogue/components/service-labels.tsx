import type { ComponentType } from 'react';
import { Badge, Group, Text, ThemeIcon } from '@mantine/core';
import {
  IconBed, IconBus, IconCar, IconCategory, IconCompass, IconPackage, IconPlane, IconTicket, IconToolsKitchen2, IconUserStar, type IconProps,
} from '@tabler/icons-react';
import { SERVICE_TYPES } from '@itinera/domain';

// How a service's type and comfort level look everywhere in the catalogue: one icon and colour per
// type, one badge colour per level, so a long table can be scanned by shape before it is read.

const TYPE_LOOK: Record<number, { Icon: ComponentType<IconProps>; color: string }> = {
  1: { Icon: IconPlane, color: 'indigo' },
  2: { Icon: IconBed, color: 'grape' },
  3: { Icon: IconBus, color: 'blue' },
  4: { Icon: IconTicket, color: 'orange' },
  5: { Icon: IconCar, color: 'cyan' },
  6: { Icon: IconToolsKitchen2, color: 'red' },
  7: { Icon: IconCompass, color: 'teal' },
  8: { Icon: IconUserStar, color: 'lime' },
  9: { Icon: IconPackage, color: 'yellow' },
  10: { Icon: IconCategory, color: 'gray' },
};

export const SERVICE_TYPE_OPTIONS = SERVICE_TYPES.map((t) => ({ value: t.id as number, label: t.name }));

export const serviceTypeName = (id: number | null | undefined) => SERVICE_TYPES.find((t) => t.id === id)?.name ?? '—';

export function ServiceTypeIcon({ id, size = 26 }: { id: number; size?: number }) {
  const look = TYPE_LOOK[id] ?? TYPE_LOOK[10]!;
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
