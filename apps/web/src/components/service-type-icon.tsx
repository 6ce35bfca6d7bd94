import { ThemeIcon, Tooltip } from '@mantine/core';
import { SERVICE_TYPES } from '@itinera/domain';
import { serviceTypeLook } from '../lib/service-type-look';
import { i18n } from '../lib/i18n';

// The icon of a service type (docs/domain/spec-sections.md#spec-02-section-3), the same in the catalogue, the Services tab and
// the Itinerary tab's cards, so a service reads the same everywhere.

export const serviceTypeName = (id: number) =>
  i18n.t(`common:serviceType.${id}`, {
    defaultValue: SERVICE_TYPES.find((t) => t.id === id)?.name ?? i18n.t('common:serviceType.10'),
  });

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
