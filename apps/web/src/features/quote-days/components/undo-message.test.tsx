import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { UndoMessage } from './undo-message';

// Decisions 0058, 0059 and 0060: a long label squeezed the undo toast's button to "Und". The button keeps its width.

afterEach(cleanup);

describe('the undo toast', () => {
  it('keeps the whole Undo button beside a long label, and undoes on click', () => {
    const onUndo = vi.fn();
    const label = 'Private transfer San José airport to the Arenal Manoa Hotel and Hot Springs moved to day 3';
    render(
      <MantineProvider>
        <UndoMessage label={label} onUndo={onUndo} />
      </MantineProvider>,
    );
    expect(screen.getByText(`${label}.`)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Undo' });
    expect(button.style.flexShrink).toBe('0');
    expect(button.style.minWidth).toBe('max-content');
    fireEvent.click(button);
    expect(onUndo).toHaveBeenCalledTimes(1);
  });
});
