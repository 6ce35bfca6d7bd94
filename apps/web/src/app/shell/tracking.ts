import { commonHeaders } from '../../lib/http';

// docs/domain/spec-sections.md#section-2-screens-and-routes: any click or change on an element carrying an action type is reported to tracking.
// Events wait in memory and leave in batches (every 5 s, or when the page is hidden) so a busy
// screen does not send one request per click.

export interface TrackedEvent {
  action_type: string;
  event: 'click' | 'change';
  path: string;
  at: string;
}

export const FLUSH_MS = 5000;
const MAX_BATCH = 200; // the server takes at most 200 events per call

/** The action type of the element the event happened on, or of its closest tagged ancestor. */
export function actionTypeOf(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const value = target.closest('[data-action-type]')?.getAttribute('data-action-type')?.trim();
  return value ? value : null;
}

export function createTracker(send: (events: TrackedEvent[]) => void) {
  let queue: TrackedEvent[] = [];
  return {
    track(event: TrackedEvent) {
      queue.push(event);
    },
    flush() {
      while (queue.length) send(queue.splice(0, MAX_BATCH));
    },
    pending: () => queue.length,
    reset() {
      queue = [];
    },
  };
}

/** keepalive lets the request outlive the page (tab closed, navigation away); failures are dropped. */
export function sendEvents(events: TrackedEvent[]): void {
  try {
    void fetch('/tenant/events', {
      method: 'POST',
      keepalive: true,
      headers: { ...commonHeaders('POST'), 'content-type': 'application/json' },
      body: JSON.stringify({ events }),
    }).catch(() => undefined);
  } catch {
    // Tracking never gets in the user's way.
  }
}
