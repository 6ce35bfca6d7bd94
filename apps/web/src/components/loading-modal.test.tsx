import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { LoadingModal, progressText } from './loading-modal';

afterEach(cleanup);

const show = (ui: ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

describe('the loading modal', () => {
  it.each([
    ['duplicate', 'We are duplicating the itinerary, please wait...'],
    ['services', 'We are updating the Service List with prices, please wait...'],
    ['days', 'We are updating the Day List, please wait...'],
    [undefined, 'Loading content, please wait...'],
  ] as const)('shows the %s message', async (kind, text) => {
    show(<LoadingModal opened kind={kind} />);
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('reports batch progress', async () => {
    expect(progressText(3, 12)).toBe('3 of 12 services updated');
    show(<LoadingModal opened kind="services" progress={{ done: 3, total: 12 }} />);
    expect(await screen.findByText('3 of 12 services updated')).toBeTruthy();
  });

  it('counts nothing for a single step, such as a plain duplicate', async () => {
    show(<LoadingModal opened kind="duplicate" progress={{ done: 0, total: 1 }} />);
    expect(await screen.findByText('We are duplicating the itinerary, please wait...')).toBeTruthy();
    expect(screen.queryByText(/services updated/)).toBeNull();
  });
});
