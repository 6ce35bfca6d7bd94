import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { BookingProgressBar } from './booking-progress';

// Decision 0076: the tracker tells the truth after a sold trip changes — the Book tab,
// the quote header and the list row show the amendments suppliers have not answered yet.

afterEach(cleanup);

const show = (progress: Parameters<typeof BookingProgressBar>[0]['progress'], compact = false) =>
  render(
    <MantineProvider>
      <BookingProgressBar progress={progress} compact={compact} />
    </MantineProvider>,
  );

describe('BookingProgressBar', () => {
  it('says how many amendments are pending beside the confirmations', () => {
    show({ confirmed: 2, total: 3, amendments_pending: 3 }, true);
    expect(screen.getByTestId('booking-progress').textContent?.replace(/\u00a0/g, ' ')).toBe(
      '2 of 3 confirmed · 3 amendments pending',
    );
    expect(screen.getByRole('progressbar', { name: '2 of 3 confirmed · 3 amendments pending' })).toBeTruthy();
  });

  it('is not done while an amendment is pending, and says nothing of amendments when none is', () => {
    show({ confirmed: 3, total: 3, amendments_pending: 1 });
    expect(screen.getByText('3 of 3 confirmed · 1 amendment pending')).toBeTruthy();
    cleanup();
    show({ confirmed: 3, total: 3 });
    expect(screen.getByTestId('booking-progress').textContent?.replace(/\u00a0/g, ' ')).toBe('3 of 3 confirmed');
  });

  it('breaks its line only between its parts, so a phone is not pushed sideways (issue 48: 390 px read 594)', () => {
    show({ confirmed: 1, total: 2, amendments_pending: 2 });
    const label = screen.getByText(/amendments/);
    expect(label.textContent).toBe('1\u00a0of\u00a02\u00a0confirmed · 2\u00a0amendments\u00a0pending');
    expect(label.style.whiteSpace).not.toBe('nowrap');
    // The bar and its words go on two lines when the card is narrower than both (Mantine's Group variable).
    expect(screen.getByTestId('booking-progress').getAttribute('style')).toMatch(/--group-wrap:\s*wrap/);
  });
});
