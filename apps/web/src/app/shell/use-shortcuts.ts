import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { shortcutTarget, shouldIgnoreKey } from './shortcuts';

/** Global key handling for the signed-in app: 1–6 and Q navigate, ? opens the list. */
export function useShortcuts(openShortcuts: () => void): void {
  const navigate = useNavigate();
  const location = useLocation();
  // The listener is attached once; it reads the latest location and callback through refs.
  const latest = useRef({ location, navigate, openShortcuts });
  useEffect(() => {
    latest.current = { location, navigate, openShortcuts };
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (shouldIgnoreKey(event)) return;
      const { location: here, navigate: go, openShortcuts: open } = latest.current;
      if (event.key === '?') {
        event.preventDefault();
        open();
        return;
      }
      const target = shortcutTarget(event.key, here);
      if (target) {
        event.preventDefault();
        go(target);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
