import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider, Select, type SelectProps } from '@mantine/core';
import { lazyCombobox } from './lazy-combobox';
import { LazySelect } from './lazy-select';

// A combobox field fetched on first use (decision 0072): its stand-in draws the closed field (name,
// role, text) until the field is wanted; the click that wants it opens the real field.

afterEach(cleanup);

const TYPES = [
  { value: '1', label: 'Quotes' },
  { value: '2', label: 'Example itineraries' },
];

const standIn = (p: SelectProps) => ({ label: p['aria-label'] ?? '', placeholder: p.placeholder, text: '' });

describe('a lazily loaded combobox field', () => {
  it('is a closed stand-in until clicked, then the real field, opened', async () => {
    const load = vi.fn(async () => Select);
    const Field = lazyCombobox<SelectProps>(load, standIn);
    const onChange = vi.fn();
    render(
      <MantineProvider>
        <Field aria-label="Country" placeholder="Any country" data={TYPES} value={null} onChange={onChange} />
      </MantineProvider>,
    );
    const closed = screen.getByRole('combobox', { name: 'Country' }) as HTMLInputElement;
    expect(closed.placeholder).toBe('Any country');
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerEnter(closed);
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(closed);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Country' }).getAttribute('data-expanded')).toBe('true'),
    );
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Country' }));
    const listbox = screen.getByRole('listbox', { name: 'Country', hidden: true });
    fireEvent.click(within(listbox).getByRole('option', { name: 'Example itineraries', hidden: true }));
    expect(onChange).toHaveBeenCalledWith('2', expect.objectContaining({ label: 'Example itineraries' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the chosen label of a Select that cannot be cleared, without fetching it', () => {
    render(
      <MantineProvider>
        <LazySelect aria-label="Itinerary type" data={TYPES} value="1" onChange={() => {}} allowDeselect={false} />
      </MantineProvider>,
    );
    expect((screen.getByRole('combobox', { name: 'Itinerary type' }) as HTMLInputElement).value).toBe('Quotes');
    expect(screen.getByRole('combobox', { name: 'Itinerary type' }).getAttribute('aria-controls')).toBeNull();
  });

  it('is the real field at once when the stand-in cannot show its value', async () => {
    render(
      <MantineProvider>
        <LazySelect aria-label="Length" data={TYPES} value="2" clearable onChange={() => {}} />
      </MantineProvider>,
    );
    // Mantine's Select, with its clear button, replaces the stand-in without any use.
    await waitFor(() => expect(screen.getByRole('button', { hidden: true })).toBeTruthy());
    expect((screen.getByRole('combobox', { name: 'Length' }) as HTMLInputElement).value).toBe('Example itineraries');
  });
});
