import { draftDay, type DescriptionService } from '@itinera/domain';
import type { TenantTx } from '../../db/client';
import { labelsRepository } from '../quote-core/labels.repository';
import type { ServiceRow } from '../quote-services/quote-services.repository';
import type { WorkingDay } from './programme';

// Drafted titles and descriptions of a quote's days (D6 autocomplete, D7 generate): the domain's
// offline template (draftDay) told with the names of the places of the days and their services.

/** A service as a draft tells it. */
export type TellableService = Pick<ServiceRow, 'day' | 'name' | 'id_service_type' | 'location_ids'> &
  Partial<Pick<ServiceRow, 'optional' | 'status' | 'visible' | 'level'>>;

/** The services as the description template takes them, their places named. */
export const toldServices = (services: readonly TellableService[], placeName: (id: number) => string) =>
  services.map(
    (s): DescriptionService => ({
      day: s.day,
      name: s.name,
      serviceTypeId: s.id_service_type,
      places: s.location_ids.map(placeName).filter(Boolean),
      optional: s.optional,
      status: s.status,
      visible: s.visible,
      level: s.level,
    }),
  );

export type Drafts = (
  day: number,
  written: Omit<WorkingDay, 'id'> | undefined,
) => { title: string; description: string };

/** A drafter over the quote's services, with every place name it may need read once. */
export async function dayDrafter(
  tx: TenantTx,
  services: readonly ServiceRow[],
  days: readonly Omit<WorkingDay, 'id'>[],
  lastDay: number,
): Promise<Drafts> {
  const ids = [
    ...services.flatMap((s) => s.location_ids),
    ...days.flatMap((d) => [...d.location_ids, ...(d.overnight_location_id ? [d.overnight_location_id] : [])]),
  ];
  const places = await labelsRepository.places(tx, ids);
  const name = (id: number) => places.get(id)?.location_name ?? '';
  const told = toldServices(services, name);
  return (day, written) =>
    draftDay({
      day,
      lastDay,
      services: told,
      places: (written?.location_ids ?? []).map(name).filter(Boolean),
      overnight: written?.overnight_location_id ? name(written.overnight_location_id) : null,
      meals: written?.meals,
    });
}
