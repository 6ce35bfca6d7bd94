// Mantine's Tooltip (and floating-ui under it) as one module to fetch lazily (lazy-tooltip.tsx).
export { Tooltip } from '@mantine/core';
