import { cloneElement, useEffect, useState, type FocusEvent, type PointerEvent, type ReactElement } from 'react';
import type { Tooltip as MantineTooltip, TooltipProps } from '@mantine/core';

// Mantine's Tooltip runs on floating-ui (~12 kB gzip with its middleware), the largest part of the
// quotes list's first download that nobody needs before pointing at something (decision 0072).
let Tooltip: typeof MantineTooltip | undefined;
let loading: Promise<typeof MantineTooltip> | undefined;
const preload = () =>
  (loading ??= import('./tooltip').then((m) => {
    Tooltip = m.Tooltip;
    return m.Tooltip;
  }));

interface TargetProps {
  onPointerEnter?: (event: PointerEvent) => void;
  onPointerLeave?: (event: PointerEvent) => void;
  onFocus?: (event: FocusEvent) => void;
}

/**
 * Mantine's Tooltip, fetched when its target is first pointed at or focused. Until then the target
 * is drawn alone; a pointer that stays for the tooltip's open delay mounts it opened, as the real one
 * would have opened. Once the code is here every tooltip is Mantine's own.
 */
export function LazyTooltip({ children, ...props }: TooltipProps & { children: ReactElement<TargetProps> }) {
  const [opened, setOpened] = useState(false);
  const [pointed, setPointed] = useState(false);
  const { openDelay } = props;
  // Pointed at for the open delay with the code here: the tooltip opens; leaving first cancels it.
  useEffect(() => {
    if (!pointed) return;
    let live = true;
    const timer = setTimeout(() => void preload().then(() => live && setOpened(true)), openDelay ?? 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [pointed, openDelay]);
  if (Tooltip)
    return (
      <Tooltip defaultOpened={opened} {...props}>
        {children}
      </Tooltip>
    );
  if (props.disabled) return children;
  const target = children.props;
  return cloneElement(children, {
    onPointerEnter: (event: PointerEvent) => {
      target.onPointerEnter?.(event);
      void preload();
      setPointed(true);
    },
    onPointerLeave: (event: PointerEvent) => {
      target.onPointerLeave?.(event);
      setPointed(false);
    },
    onFocus: (event: FocusEvent) => {
      target.onFocus?.(event);
      void preload();
    },
  });
}
