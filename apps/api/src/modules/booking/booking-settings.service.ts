import { EMERGENCY_PHONE_ADMIN_ONLY_MESSAGE, mayEditEmergencyPhone } from '@itinera/domain';
import type { BookingSettings } from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../identity/session-user';
import { AppError } from '../../lib/app-error';
import { bookingRepository } from './booking.repository';
import { assertSupplyStaff } from './booking.service';

// The company's booking settings (decision 0060): the emergency phone every voucher
// prints. The operator's staff read it on the Book tab; an admin changes it (mayEditEmergencyPhone).

const mayEdit = (user: SessionUser) => mayEditEmergencyPhone(user.roleId);

/** GET /tenant/booking/settings */
export function getBookingSettings(database: Database, user: SessionUser): Promise<BookingSettings> {
  assertSupplyStaff(user);
  return database.withTenant(user.tenantId, async (tx) => ({
    emergency_phone: await bookingRepository.emergencyPhone(tx, user.tenantId),
    can_edit: mayEdit(user),
  }));
}

/** PUT /tenant/booking/settings: an empty phone clears it. */
export function saveBookingSettings(
  database: Database,
  user: SessionUser,
  body: { emergency_phone: string | null },
): Promise<BookingSettings> {
  if (!mayEdit(user)) throw new AppError('FORBIDDEN', EMERGENCY_PHONE_ADMIN_ONLY_MESSAGE);
  const phone = body.emergency_phone?.trim() || null;
  return database.withTenant(user.tenantId, async (tx) => {
    await bookingRepository.saveEmergencyPhone(tx, user.tenantId, phone, user.userId);
    return { emergency_phone: phone, can_edit: true };
  });
}
