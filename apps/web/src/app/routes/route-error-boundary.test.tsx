import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('boom');
}

/** A lazy screen whose file was replaced by a newer deployment. */
function Gone(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/home-page-123.js');
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

  it('tries again at another address', () => {
    open('/broken');
    fireEvent.click(screen.getByText('elsewhere'));
    expect(screen.getByText('fine screen')).toBeTruthy();
    expect(screen.queryByText('This screen could not be shown')).toBeNull();
  });
});
