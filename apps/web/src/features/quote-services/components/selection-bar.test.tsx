import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { clearAuth } from '../../../lib/auth-storage';
import { quote, sent, service, show } from './services-workspace.fixture';

// Decision 0039: ticked services get a floating bar with bulk level, status and delete (and move,
// duplicate, update); the toolbar keeps "Add services" whatever is ticked. Each action is one real call.

afterEach(() => {
  cleanup();
  clearAuth();
  vi.unstubAllGlobals();
});

/** What the server answers a write with: the services left (here: none changed), re-priced. */
const answer = { services: [service(1, '1', 'Airport transfer', true)], prices: [], messages: [], days: [] };

const tickBoth = () => {
  fireEvent.click(screen.getByLabelText('Select Airport transfer'));
  fireEvent.click(screen.getByLabelText('Select City tour'));
};
const bar = () => screen.getByRole('toolbar', { name: 'Selected services' });
const pick = async (menu: string, option: string) => {
  fireEvent.click(within(bar()).getByRole('button', { name: menu }));
  fireEvent.click(await screen.findByRole('menuitem', { name: option }));
};

// A loaded machine renders the whole tab slowly: the default 5 s is not a budget this test measures.
describe('the selection bar of the services tab', { timeout: 30_000 }, () => {
  it('appears with the count while rows are ticked and leaves "Add services" in the toolbar', () => {
    show(1, [], true);
    expect(screen.queryByRole('toolbar', { name: 'Selected services' })).toBeNull();
    fireEvent.click(screen.getByLabelText('Select City tour'));
    expect(within(bar()).getByText('1 selected')).toBeTruthy();
    fireEvent.click(within(bar()).getByRole('button', { name: 'Select all 2' }));
    expect(within(bar()).getByText('2 selected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add services' }).hasAttribute('disabled')).toBe(false);
    fireEvent.click(within(bar()).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('toolbar', { name: 'Selected services' })).toBeNull();
  });

  it('sets the level of every ticked service in one process call', async () => {
    const calls = sent(answer);
    show(1, [], true);
    tickBoth();
    await pick('Level', 'Luxury');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      url: expect.stringContaining(`/tenant/itinerary/process/${quote.uuid}`),
      method: 'POST',
      body: [
        { id: 1, level: 3 },
        { id: 2, level: 3 },
      ],
    });
  });

  it('sets the booking status of every ticked service in one status call', async () => {
    const calls = sent(answer);
    show(1, [], true);
    tickBoth();
    await pick('Status', 'Canceled');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).toContain(`/tenant/itinerary/${quote.id}/services_status/3`);
    expect(calls[0]!.body).toMatchObject({ services: [1, 2], status: 3 });
  });

  it('deletes only after a confirmation that gives the count and names, one call per service', async () => {
    const calls = sent(answer);
    show(1, [], true);
    tickBoth();
    fireEvent.click(within(bar()).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 services?' });
    expect(within(dialog).getByText('Airport transfer')).toBeTruthy();
    expect(within(dialog).getByText('City tour')).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete 2 services' }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((c) => [c.method, c.url.replace(/\?.*/, '')])).toEqual([
      ['DELETE', expect.stringMatching(/\/tenant\/itinerary\/service\/1$/)],
      ['DELETE', expect.stringMatching(/\/tenant\/itinerary\/service\/2$/)],
    ]);
  });

  it('asks nothing more when the delete is cancelled', async () => {
    const calls = sent(answer);
    show(1, [], true);
    tickBoth();
    fireEvent.click(within(bar()).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual([]);
    expect(within(bar()).getByText('2 selected')).toBeTruthy();
  });

  it('offers no price-moving action while prices are locked, but the status stays open', () => {
    show(1, [], true, true, { id: 4, name: 'Sent' });
    tickBoth();
    for (const name of ['Level', 'Move days', 'Duplicate', 'Update prices', 'Delete'])
      expect(within(bar()).getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    expect(within(bar()).getByRole('button', { name: 'Status' }).hasAttribute('disabled')).toBe(false);
  });

  it('lets a Confirmed quote tick services to book them, with the status as the only action', async () => {
    const calls = sent(answer);
    show(1, [], true, true, { id: 2, name: 'Confirmed' }, true);
    tickBoth();
    expect(within(bar()).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(bar()).queryByRole('button', { name: 'Level' })).toBeNull();
    await pick('Status', 'Confirmed');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).toContain('/services_status/2');
  });
});
