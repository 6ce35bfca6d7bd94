import { useEffect, useState } from 'react';
import { createHighlighter, type Highlighter } from '../logic/highlighter';

/** The ids highlighted after a change, and the highlighter the writes report to. */
export function useHighlight(): { highlighted: ReadonlySet<number>; highlighter: Highlighter } {
  const [highlighted, setHighlighted] = useState<ReadonlySet<number>>(() => new Set());
  const [highlighter] = useState(() => createHighlighter(setHighlighted));
  useEffect(() => () => highlighter.dispose(), [highlighter]);
  return { highlighted, highlighter };
}
