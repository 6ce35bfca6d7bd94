import { formatTime } from '@itinera/domain';
import type { QuoteService } from '@itinera/domain/contracts';

// The info tab's form: the texts, times and images of a service on the quote. Times show as HH:mm
// and midnight as empty (docs/domain/spec-sections.md#spec-01-section-5); only the fields that changed are sent to process.

export interface InfoValues {
  name: string;
  description: string;
  recommendations: string;
  notes: string;
  check_in: string;
  check_out: string;
  images: string[];
}

export function infoValuesOf(s: QuoteService): InfoValues {
  return {
    name: s.name.value,
    description: s.description?.value ?? '',
    recommendations: s.recommendations?.value ?? '',
    notes: s.notes?.value ?? '',
    check_in: formatTime(s.check_in),
    check_out: formatTime(s.check_out),
    images: [...(s.images ?? [])],
  };
}

/** The changed fields, ready for process; an emptied time is sent as null. */
export function infoChanges(before: InfoValues, after: InfoValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ['name', 'description', 'recommendations', 'notes'] as const) {
    if (after[key] !== before[key]) out[key] = key === 'name' ? after[key].trim() : after[key];
  }
  for (const key of ['check_in', 'check_out'] as const) {
    if (after[key] !== before[key]) out[key] = after[key] === '' ? null : after[key];
  }
  if (after.images.join('\n') !== before.images.join('\n')) out.images = after.images;
  return out;
}
