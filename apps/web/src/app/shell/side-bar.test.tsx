import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { ROLES } from '@itinera/domain';
import { clearAuth, writeAuth } from '../../lib/auth-storage';
import { SideBar } from './side-bar';

// The quote's left-navigation "Configuration" is the Export tab's publishing configuration
// (decision 0031), never the tenant's configuration screen.

afterEach(() => {
  cleanup();
  clearAuth();
});

const QUOTE = '4d1c9e2b-8a7f-4c3e-b5d6-1f2a3b4c5d04';
function renderAt(url: string) {
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={[url]}>
        <SideBar onNavigate={() => {}} />
      </MemoryRouter>
    </MantineProvider>,
  );
  return within(screen.getByRole('navigation', { name: 'Quote' }));
}

describe("the quote's Configuration entry", () => {
  it('opens the Export tab at the publishing configuration', () => {
    const nav = renderAt(`/quote/services?itinerary=${QUOTE}`);
    expect(nav.getByRole('link', { name: 'Configuration' }).getAttribute('href')).toBe(
      `/quote/export?itinerary=${QUOTE}#configuration`,
    );
  });

  it('is the current entry there, and Export is the current one without the hash', () => {
    let nav = renderAt(`/quote/export?itinerary=${QUOTE}#configuration`);
    expect(nav.getByRole('link', { name: 'Configuration' }).hasAttribute('data-active')).toBe(true);
    expect(nav.getByRole('link', { name: 'Export' }).hasAttribute('data-active')).toBe(false);
    cleanup();
    nav = renderAt(`/quote/export?itinerary=${QUOTE}`);
    expect(nav.getByRole('link', { name: 'Export' }).hasAttribute('data-active')).toBe(true);
    expect(nav.getByRole('link', { name: 'Configuration' }).hasAttribute('data-active')).toBe(false);
  });
});

// Decision 0057: the Book tab was reachable only by its key (4) or its address.
describe("the quote's Book entry", () => {
  it('opens the Book tab of the same quote, last in the quote navigation', () => {
    const nav = renderAt(`/quote/services?itinerary=${QUOTE}`);
    const links = nav.getAllByRole('link').map((a) => a.textContent);
    expect(links).toEqual([
      'Basic Information',
      'Services',
      'Itinerary',
      'Pax Information',
      'Export',
      'Configuration',
      'Book',
    ]);
    expect(nav.getByRole('link', { name: 'Book' }).getAttribute('href')).toBe(`/quote/book?itinerary=${QUOTE}`);
    cleanup();
    expect(
      renderAt(`/quote/book?itinerary=${QUOTE}`).getByRole('link', { name: 'Book' }).hasAttribute('data-active'),
    ).toBe(true);
  });

  it('is not offered in history view, which has no Book tab', () => {
    const nav = renderAt(`/history/quote/services?itinerary=${QUOTE}&version=2`);
    expect(nav.queryByRole('link', { name: 'Book' })).toBeNull();
  });
});

// docs/domain/permissions.md#user-types-and-tabs: the user type's restrictions.tabs hide entries.
describe('a user type that closes tabs', () => {
  it('hides their entries, and Configuration with Export', () => {
    writeAuth({
      token: 't',
      user: {
        id: 2,
        name: 'Olga',
        email: 'o@x',
        photo: null,
        external_code: null,
        roles: { data: [{ id: ROLES.OPERATOR, name: 'operator' }] },
      },
      permissions: [],
      user_type: {
        name: 'basic',
        restrictions: {
          tabs: { information: true, services: true, itinerary: true, book: false, export: false, pax: true },
        },
      },
    });
    const nav = renderAt(`/quote/services?itinerary=${QUOTE}`);
    expect(nav.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Basic Information',
      'Services',
      'Itinerary',
      'Pax Information',
    ]);
  });
});

// Decision 0110: the hint is drawn without react-i18next's Trans, which the first download no longer carries.
describe('the shortcuts hint under the navigation', () => {
  it('shows the sentence with its key in a keyboard mark', () => {
    renderAt(`/quote/services?itinerary=${QUOTE}`);
    const kbd = screen.getByText('?', { selector: 'kbd' });
    expect(kbd.parentElement?.textContent).toBe('Press ? for keyboard shortcuts');
  });
});
