import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { ChunkLoadError } from '../../lib/lazy-screen';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('boom');
}

/** A lazy screen whose file was replaced by a newer deployment. */
function Gone(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/home-page-123.js');
}

/** A lazy screen whose file did not arrive within the 120 s the spec allows. */
function Slow(): never {
  throw new ChunkLoadError('timeout');
}

function open(url: string) {
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={[url]}>
        <Link to="/fine">elsewhere</Link>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/gone" element={<Gone />} />
            <Route path="/slow" element={<Slow />} />
            <Route path="/fine" element={<p>fine screen</p>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>
    </MantineProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a screen that fails', () => {
  it('shows the error screen instead of a blank page', () => {
    open('/broken');
    expect(screen.getByText('This screen could not be shown')).toBeTruthy();
  });

  it('says a new version is out when a lazy screen file is gone', () => {
    open('/gone');
    expect(screen.getByText('A new version of Itinera is available')).toBeTruthy();
  });

  it('says a screen took too long to load and offers to try again', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    open('/slow');
    expect(screen.getByText('This screen is taking too long to load')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('tries again at another address', () => {
    open('/broken');
    fireEvent.click(screen.getByText('elsewhere'));
    expect(screen.getByText('fine screen')).toBeTruthy();
    expect(screen.queryByText('This screen could not be shown')).toBeNull();
  });
});
