import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Button, MantineProvider } from '@mantine/core';
import { LazyTooltip } from './lazy-tooltip';

// A tooltip fetched when its target is first pointed at (decision 0072): the target alone until
// then; pointing at it shows the label, as Mantine's Tooltip does.

afterEach(cleanup);

describe('a lazily loaded tooltip', () => {
  it('draws only its target, and shows its label when the target is pointed at', async () => {
    render(
      <MantineProvider>
        <LazyTooltip label="Clear filters">
          <Button>Clear</Button>
        </LazyTooltip>
      </MantineProvider>,
    );
    expect(screen.queryByText('Clear filters')).toBeNull();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Clear filters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeTruthy();
  });

  it('draws a disabled tooltip as its target alone', () => {
    render(
      <MantineProvider>
        <LazyTooltip label="Never" disabled>
          <Button>Target</Button>
        </LazyTooltip>
      </MantineProvider>,
    );
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Target' }));
    expect(screen.queryByText('Never')).toBeNull();
  });
});
