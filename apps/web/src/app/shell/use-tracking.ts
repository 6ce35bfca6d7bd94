import { useEffect } from 'react';
import { actionTypeOf, createTracker, FLUSH_MS, sendEvents } from './tracking';

/** Listens on the whole document (capture phase, so stopped events still count) while signed in. */
export function useTracking(): void {
  useEffect(() => {
    const tracker = createTracker(sendEvents);
    const record = (kind: 'click' | 'change') => (event: Event) => {
      const actionType = actionTypeOf(event.target);
      if (actionType)
        tracker.track({
          action_type: actionType,
          event: kind,
          path: window.location.pathname,
          at: new Date().toISOString(),
        });
    };
    const onClick = record('click');
    const onChange = record('change');
    const onHide = () => {
      if (document.visibilityState === 'hidden') tracker.flush();
    };
    const onPageHide = () => tracker.flush();
    document.addEventListener('click', onClick, true);
    document.addEventListener('change', onChange, true);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    const timer = window.setInterval(() => tracker.flush(), FLUSH_MS);
    return () => {
      tracker.flush();
      window.clearInterval(timer);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('change', onChange, true);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, []);
}
