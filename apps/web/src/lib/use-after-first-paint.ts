import { useEffect, useState } from 'react';

/**
 * False until the browser has painted the component's first commit, then true (one re-render).
 * For requests a first screen does not draw with: asked for during the first commit, they run beside
 * the first paint, and Lighthouse's simulated slow 4G makes the paint wait for them (issue 50).
 * A frame, then a task: the frame's callbacks run just before its paint, the task after it.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
