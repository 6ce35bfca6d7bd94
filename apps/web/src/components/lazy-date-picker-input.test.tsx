import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { LazyDatePickerInput } from './lazy-date-picker-input';

afterEach(cleanup);

describe('the shared date picker', () => {
  it('refuses the listed dates and weekdays and leaves the others', async () => {
    render(
      <MantineProvider>
        <LazyDatePickerInput
          aria-label="Start date"
          defaultDate="2026-12-01"
          unselectableDays={{ dates: ['2026-12-25'], weekdays: [0, 6] }}
        />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start date' }));
    await screen.findByRole('button', { name: '1 December 2026' }); // the picker is fetched, then opens
    // Mantine draws the month's days as buttons named by their date.
    const day = (label: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
    expect(day('25 December 2026').disabled).toBe(true); // listed
    expect(day('26 December 2026').disabled).toBe(true); // Saturday
    expect(day('27 December 2026').disabled).toBe(true); // Sunday
    expect(day('24 December 2026').disabled).toBe(false);
  });
});
