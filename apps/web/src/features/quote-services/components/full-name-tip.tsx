import type { ReactElement } from 'react';
import { Tooltip } from '@mantine/core';

/**
 * The whole name of a service on hover (decision 0039): the Service column cuts long names to one line
 * so that every row keeps its height; the hover, and screen readers, still get all of it.
 */
export function FullNameTip({ name, children }: { name: string; children: ReactElement }) {
  return (
    <Tooltip
      label={name}
      openDelay={350}
      withArrow
      multiline
      maw={380}
      position="top-start"
      events={{ hover: true, focus: true, touch: false }}
    >
      {children}
    </Tooltip>
  );
}
