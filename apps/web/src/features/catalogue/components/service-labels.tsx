import { Badge, Group, Text, ThemeIcon } from '@mantine/core';
import { serviceTypeLook } from '../../../lib/service-type-look';
import { SERVICE_TYPES } from '@itinera/domain';
import { i18n } from '../../../lib/i18n';

// How a service's type and comfort level look everywhere in the catalogue: one icon and colour per
// type, one badge colour per level, so a long table can be scanned by shape before it is read.

// Names are read when shown (getters over the common catalogue), so they follow the interface language.
const typeName = (id: number, name: string) => i18n.t(`common:serviceType.${id}`, { defaultValue: name });

export const SERVICE_TYPE_OPTIONS = SERVICE_TYPES.map((t) => ({
  value: t.id as number,
  get label() {
    return typeName(t.id, t.name);
  },
}));

export const serviceTypeName = (id: number | null | undefined) => {
  const type = SERVICE_TYPES.find((t) => t.id === id);
  return type ? typeName(type.id, type.name) : '—';
};

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
      <Text size="sm">{name ? typeName(id, name) : serviceTypeName(id)}</Text>
    </Group>
  );
}

const level = (value: 0 | 1 | 2 | 3, color: string) => ({
  value,
  color,
  get label() {
    return i18n.t(`common:levels.${value}.label`);
  },
  // The badge spells the level out (the table has room); 'All' alone for the catch-all.
  get short() {
    return i18n.t(value === 0 ? 'common:levels.0.short' : `common:levels.${value}.label`);
  },
});
export const LEVELS = [level(0, 'gray'), level(1, 'blue'), level(2, 'violet'), level(3, 'yellow')] as const;

export const LEVEL_OPTIONS = LEVELS.map((l) => ({
  value: l.value as number,
  get label() {
    return l.label;
  },
}));

export function LevelBadge({ level }: { level: number }) {
  const look = LEVELS.find((l) => l.value === level) ?? LEVELS[0];
  return (
    <Badge variant="light" color={look.color} radius="sm" size="sm">
      {look.short}
    </Badge>
  );
}
