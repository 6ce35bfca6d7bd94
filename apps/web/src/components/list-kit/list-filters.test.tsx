import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ListFilters } from './list-filters';

// The search box and the address it writes to: the address changes in a transition, so it lags
// behind the box. An older search coming back from it must not overwrite what was typed since.

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const KIND = {
  noun: { one: 'quote', many: 'quotes' },
  noFilters: { text: '' },
  hasFilters: (f: { text: string }) => Boolean(f.text),
};

function renderBox(onChange: (next: { text: string }) => void) {
  const draw = (text: string) => (
    <MantineProvider>
      <ListFilters kind={KIND} searchPlaceholder="Search" value={{ text }} onChange={onChange} clearActionType="x">
        {null}
      </ListFilters>
    </MantineProvider>
  );
  const view = render(draw(''));
  return {
    box: screen.getByLabelText('Search quotes') as HTMLInputElement,
    at: (text: string) => view.rerender(draw(text)),
  };
}

describe('the list search box', () => {
  it('keeps what is typed when the address catches up with an earlier search', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const { box, at } = renderBox(onChange);
    fireEvent.change(box, { target: { value: 'Ar' } });
    act(() => vi.advanceTimersByTime(300));
    expect(onChange).toHaveBeenLastCalledWith({ text: 'Ar' });
    // More is typed before the address says "Ar".
    fireEvent.change(box, { target: { value: 'Arenal' } });
    at('Ar');
    expect(box.value).toBe('Arenal');
    act(() => vi.advanceTimersByTime(300));
    expect(onChange).toHaveBeenLastCalledWith({ text: 'Arenal' });
    at('Arenal');
    expect(box.value).toBe('Arenal');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('follows a search it did not write: filters cleared, or Back to another address', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const { box, at } = renderBox(onChange);
    fireEvent.change(box, { target: { value: 'Cusco' } });
    act(() => vi.advanceTimersByTime(300));
    at('Cusco');
    at('');
    expect(box.value).toBe('');
    at('Lima');
    expect(box.value).toBe('Lima');
    // Following the address is not a search of its own.
    act(() => vi.advanceTimersByTime(300));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
