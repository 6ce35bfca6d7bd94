import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingSettings } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';

// The company's booking settings (decision 0060): the emergency phone every voucher prints.

export const bookingSettingsKey = ['booking-settings'] as const;

/** GET /tenant/booking/settings */
export const getBookingSettings = (signal?: AbortSignal) =>
  http<BookingSettings>('/tenant/booking/settings', { signal });

export const bookingSettingsQueryOptions = () =>
  queryOptions({ queryKey: bookingSettingsKey, queryFn: ({ signal }) => getBookingSettings(signal) });

export const useBookingSettings = () => useQuery(bookingSettingsQueryOptions());

/** PUT /tenant/booking/settings: an admin sets (or, with null, clears) the emergency phone. */
export const saveEmergencyPhone = (phone: string | null) =>
  http<BookingSettings>('/tenant/booking/settings', { method: 'PUT', body: { emergency_phone: phone } });

export function useSaveEmergencyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmergencyPhone,
    onSuccess: (answer) => queryClient.setQueryData(bookingSettingsKey, answer),
  });
}
