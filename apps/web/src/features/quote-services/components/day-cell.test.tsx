import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { DayCell } from './day-cell';

afterEach(cleanup);

const show = (onCommit: (day: string) => void, day = '3', disabled = false) =>
  render(
    <MantineProvider>
      <DayCell day={day} disabled={disabled} label="City tour" onCommit={onCommit} />
    </MantineProvider>,
  );

const type = (text: string) => {
  const input = screen.getByLabelText('Day of City tour') as HTMLInputElement;
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  return input;
};

describe('the day cell of a service', () => {
  // Decision 0013: the refused value once went back to day 1 and was saved, moving the service.
  it('refuses day 0 with the spec message, saves nothing and shows the service its own day again', async () => {
    const onCommit = vi.fn();
    show(onCommit);
    const input = type('0');
    expect(await screen.findByText('Day must be upper than 0.')).toBeTruthy();
    expect(input.value).toBe('3');
    expect(onCommit).not.toHaveBeenCalled();
  });

  it.each(['tomorrow', 'abc', '', '-2', '0-4'])('refuses %j and saves nothing', async (text) => {
    const onCommit = vi.fn();
    show(onCommit);
    expect(type(text).value).toBe('3');
    expect(
      (await screen.findAllByText(/^(Incorrect value\. Day must be a number\.|Day must be upper than 0\.)$/)).length,
    ).toBeGreaterThan(0);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('saves a normalised range and nothing when the day did not change', () => {
    const onCommit = vi.fn();
    show(onCommit);
    expect(type(' 3 - 5 ').value).toBe('3-5');
    expect(onCommit).toHaveBeenCalledWith('3-5');
    onCommit.mockClear();
    type('3');
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('is plain text on a read-only quote', () => {
    show(vi.fn(), '2-4', true);
    expect(screen.getByLabelText('Day of City tour').tagName).not.toBe('INPUT');
  });
});
