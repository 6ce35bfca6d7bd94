import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { CONFIRMED_LOCK_MESSAGE, PRICES_LOCKED_MESSAGE, PRICES_LOCKED_NOTICE } from '@itinera/domain';
import { clearAuth, writeAuth } from '../../../lib/auth-storage';
import { authAs } from '../logic/auth-fixture';
import { ServicesWorkspace } from './services-workspace';
import { quote, sent, show } from './services-workspace.fixture';

// The services tab as each role sees it: the columns follow the permissions, a travel agent never
// gets a cost column nor the visibility control, and a locked quote says why its prices are read-only.

afterEach(() => {
  cleanup();
  clearAuth();
  vi.unstubAllGlobals();
});

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('the services tab by role', () => {
  it('lists services under their day with the client date format', () => {
    show(1, [], true);
    expect(screen.getByText('Day 1')).toBeTruthy();
    expect(screen.getByText('· Sat, 03/04/2027')).toBeTruthy();
    expect(screen.getByText('City tour')).toBeTruthy();
  });

  it('shows the whole name of a service on hover (the column cuts it to one line)', async () => {
    show(1, [], true);
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'City tour' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('City tour');
  });

  it('gives an admin cost, sale and margin columns, the price filter and the visibility control', () => {
    show(1, [], true);
    expect(headers()).toEqual(expect.arrayContaining(['Cost', 'Price unit', 'Sale', 'Margin']));
    expect(screen.getByText('Only Cost')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Hide / })).toHaveLength(2);
  });

  it('never shows a travel agent a cost column, the cost filter or the visibility control', () => {
    show(7, ['view_sale_price', 'view_cost_price'], true);
    expect(headers()).not.toContain('Cost');
    expect(headers()).not.toContain('Margin');
    expect(headers()).toContain('Sale');
    expect(screen.queryByText('Only Cost')).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Hide / })).toHaveLength(0);
  });

  it("says why prices are locked in the domain's words and offers nothing that moves a price", () => {
    show(1, [], true, true);
    expect(screen.getByTestId('quote-lock').textContent).toBe(PRICES_LOCKED_NOTICE);
    expect(PRICES_LOCKED_NOTICE).toContain(PRICES_LOCKED_MESSAGE);
    expect((screen.getByLabelText('Sale of City tour') as HTMLInputElement).readOnly).toBe(true);
    // The day, level and kind set what a service is charged for: shown, not editable.
    expect(screen.getByLabelText('Day of City tour').tagName).not.toBe('INPUT');
    expect(screen.getByRole('button', { name: 'Add services' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('booking on a Confirmed quote', () => {
  it('keeps the booking status open while the rest of the tab is read-only', () => {
    show(4, [], true, true, { id: 2, name: 'Confirmed' }, true);
    expect(screen.getByRole('button', { name: 'Status of City tour: Pending' })).toBeTruthy();
    // Decisions 0039, 0040 and 0041: the same sentence as Basic Information, never "services can still be arranged".
    expect(screen.getByTestId('quote-lock').textContent).toBe(CONFIRMED_LOCK_MESSAGE);
    expect(screen.queryByText(PRICES_LOCKED_NOTICE)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Level of City tour/ })).toBeNull();
    cleanup();
    show(4, [], true, false, { id: 3, name: 'Rejected' }, true);
    expect(screen.queryByRole('button', { name: /^Status of City tour/ })).toBeNull();
  });
});

describe('the day of a service in the services tab', () => {
  const typeDay = (text: string) => {
    const input = screen.getByLabelText('Day of City tour') as HTMLInputElement;
    fireEvent.change(input, { target: { value: text } });
    fireEvent.blur(input);
    return input;
  };

  // Decisions 0013, 0023 and 0024: a refused day once went to day 1 and was saved, moving the service and writing a version.
  it.each(['0', 'abc', ''])('sends nothing for %j and shows the service on its own day', async (text) => {
    const calls = sent();
    show(1, [], true);
    expect(typeDay(text).value).toBe('2');
    expect(
      (await screen.findAllByText(/Day must be upper than 0\.|Incorrect value\. Day must be a number\./)).length,
    ).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual([]);
  });

  it('sends a real day as a process edit', async () => {
    const calls = sent();
    show(1, [], true);
    typeDay('3');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      url: expect.stringContaining(`/tenant/itinerary/process/${quote.uuid}`),
      method: 'POST',
      body: [{ day: '3', id: 2 }],
    });
  });
});

describe('the services tab of a stored version', () => {
  it('says the version held no services and offers nothing to add (history view is read-only)', () => {
    writeAuth(authAs(1, []));
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <ServicesWorkspace
              quote={quote}
              readOnly
              history
              data={{ services: [], prices: [], messages: [], days: [] }}
            />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(screen.getByText('No services in this version')).toBeTruthy();
    expect(screen.queryByText(/Add hotels/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Add services/ })).toBeNull();
  });
});
