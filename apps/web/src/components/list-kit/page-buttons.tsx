import type { CSSProperties } from 'react';
import { Group, UnstyledButton } from '@mantine/core';
import { usePagination } from '@mantine/hooks';
import classes from './page-buttons.module.css';

// Mantine's own paths for its pager's arrows and dots.
const PREVIOUS = 'M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z';
const NEXT = 'M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z';
const DOTS =
  'M2 8c0-.733.6-1.333 1.333-1.333.734 0 1.334.6 1.334 1.333s-.6 1.333-1.334 1.333C2.6 9.333 2 8.733 2 8zm9.333 0c0-.733.6-1.333 1.334-1.333C13.4 6.667 14 7.267 14 8s-.6 1.333-1.333 1.333c-.734 0-1.334-.6-1.334-1.333zM6.667 8c0-.733.6-1.333 1.333-1.333s1.333.6 1.333 1.333S8.733 9.333 8 9.333 6.667 8.733 6.667 8z';

const Icon = ({ path, rtl }: { path: string; rtl?: boolean }) => (
  <svg viewBox="0 0 16 16" className={rtl ? `${classes.icon} mantine-rotate-rtl` : classes.icon} aria-hidden>
    <path d={path} fill="currentColor" />
  </svg>
);

/**
 * The pages under the quotes list, drawn as Mantine's Pagination (size sm) draws them: previous, the
 * pages with dots between (one sibling, one boundary), next. Mantine's brought its edges, label,
 * context and factory parts (~2.5 kB gzip) to the first download (decision 0110).
 */
export function PageButtons({
  total,
  value,
  onChange,
  previousLabel,
  nextLabel,
  style,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
  previousLabel: string;
  nextLabel: string;
  style?: CSSProperties;
}) {
  const pager = usePagination({ total, page: value, onChange, siblings: 1, boundaries: 1 });
  const control = (active?: boolean) => (active ? classes.control : `${classes.control} mantine-active`);
  return (
    <div className={classes.root} style={style}>
      <Group gap={8}>
        <UnstyledButton
          className={control()}
          disabled={value === 1}
          onClick={pager.previous}
          aria-label={previousLabel}
        >
          <Icon path={PREVIOUS} rtl />
        </UnstyledButton>
        {pager.range.map((page, index) =>
          page === 'dots' ? (
            <div key={`dots-${index}`} className={classes.dots}>
              <Icon path={DOTS} />
            </div>
          ) : (
            <UnstyledButton
              key={page}
              className={control(page === value)}
              data-with-padding
              data-active={page === value || undefined}
              aria-current={page === value ? 'page' : undefined}
              onClick={() => onChange(page)}
            >
              {page}
            </UnstyledButton>
          ),
        )}
        <UnstyledButton className={control()} disabled={value === total} onClick={pager.next} aria-label={nextLabel}>
          <Icon path={NEXT} rtl />
        </UnstyledButton>
      </Group>
    </div>
  );
}
