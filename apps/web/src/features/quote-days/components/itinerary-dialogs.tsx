import type { Day, QuoteId } from '@itinera/domain/contracts';
import type { DayActions } from '../api/use-day-actions';
import type { TimelineDay } from '../logic/timeline';
import { DayEditorModal } from './day-editor-modal';
import { DeleteDayModal } from './delete-day-modal';
import { MergeDayModal } from './merge-day-modal';
import { MoveDayServicesModal } from './move-day-services-modal';
import { ReorderDaysModal } from './reorder-days-modal';

/** The dialog open on the Itinerary tab, if any. */
export type DayDialog = { kind: 'edit' | 'delete' | 'merge' | 'move'; day: Day } | { kind: 'reorder' } | null;

export interface ItineraryDialogsProps {
  dialog: DayDialog;
  onClose: () => void;
  quoteId: QuoteId;
  timeline: TimelineDay[];
  actions: DayActions;
}

const ok = (answer: unknown) => answer !== null && answer !== false;

/** Services that start on a day: what moves or is asked about with it (a continuing stay is not). */
const startingOn = (timeline: TimelineDay[], day: Day) =>
  timeline
    .find((d) => d.day.start_day === day.start_day)
    ?.items.filter((i) => i.dayIndex === 0)
    .map((i) => i.id) ?? [];

export function ItineraryDialogs({ dialog, onClose, quoteId, timeline, actions }: ItineraryDialogsProps) {
  if (!dialog) return null;
  if (dialog.kind === 'reorder')
    return (
      <ReorderDaysModal
        days={timeline.map((d) => d.day)}
        onClose={onClose}
        onSave={async (days) => ok(await actions.reorderDays(days))}
      />
    );
  const { day } = dialog;
  if (dialog.kind === 'edit')
    return (
      <DayEditorModal
        quoteId={quoteId}
        day={day}
        onClose={onClose}
        onSave={async (d, texts) => ok(await actions.edit(d, texts))}
      />
    );
  if (dialog.kind === 'delete')
    return (
      <DeleteDayModal
        day={day}
        serviceCount={startingOn(timeline, day).length}
        onClose={onClose}
        onDelete={async (d, services) => ok(await actions.remove(d, services))}
      />
    );
  if (dialog.kind === 'merge') {
    const previous = timeline.filter((d) => d.day.start_day < day.start_day).at(-1)?.day;
    if (!previous) return null;
    return (
      <MergeDayModal
        first={previous}
        second={day}
        onClose={onClose}
        onMerge={async (a, b) => ok(await actions.merge(a, b))}
      />
    );
  }
  const last = timeline.at(-1)?.day.start_day ?? day.start_day;
  return (
    <MoveDayServicesModal
      day={day}
      serviceIds={startingOn(timeline, day)}
      lastDay={last}
      onClose={onClose}
      onMove={actions.moveMany}
    />
  );
}
