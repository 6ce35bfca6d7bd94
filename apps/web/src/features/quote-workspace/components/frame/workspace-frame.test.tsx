import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { WorkspaceFrame } from './workspace-frame';
import type { WorkspaceView } from './workspace-view';

// Issue 48, docs/decisions/issues.md: the header above every tab says when a sold trip's changes await the client.

afterEach(cleanup);

const VIEW: WorkspaceView = {
  code: 'I02-CF08AL',
  title: 'Peru in style',
  clientName: 'Andean',
  ownerExternalCode: null,
  dateFormat: 'DD/MM/YYYY',
  startDate: '2027-04-01',
  endDate: '2027-04-04',
  numDays: 4,
  numPax: 3,
  status: { id: 4, name: 'Sent' },
  version: 6,
  pricesLocked: false,
  bookingProgress: null,
  changesAwaiting: true,
};

function frame(view: WorkspaceView) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <WorkspaceFrame
            quoteId="00bf9d3d-7e6e-40ad-8e8c-e5d77094eafe"
            view={view}
            tabTitle="Basic Information"
            icon={null}
            history={false}
            currentVersion={view.version}
            statusOptions={[]}
            tab="basic-info"
          />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the workspace header', () => {
  it('shows "Changes awaiting the client" while the client has not accepted the changes sent', () => {
    frame(VIEW);
    expect(screen.getByTestId('changes-awaiting').textContent).toBe('Changes awaiting the client');
  });

  it('shows nothing of it otherwise', () => {
    frame({ ...VIEW, changesAwaiting: false });
    expect(screen.queryByTestId('changes-awaiting')).toBeNull();
  });
});
