import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { cleanNotifications } from '@mantine/notifications';
import { GENERIC_ERROR } from '../lib/http';
import { notifyError } from '../lib/notify';
import { DeferredNotifications } from './deferred-notifications';
import { theme } from './theme';

afterEach(() => {
  cleanup();
  act(() => cleanNotifications());
});

describe('the toast container', () => {
  it('is not in the page until a toast is shown, then shows that toast', async () => {
    render(
      <MantineProvider theme={theme}>
        <DeferredNotifications position="top-center" />
      </MantineProvider>,
    );
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

    act(() => notifyError(new Error('boom')));
    expect(await screen.findByText(GENERIC_ERROR, {}, { timeout: 5000 })).toBeTruthy();
  });
});
