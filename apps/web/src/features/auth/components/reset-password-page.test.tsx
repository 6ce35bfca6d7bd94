import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { readResetLink, ResetPasswordPage } from './reset-password-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the reset link', () => {
  it('reads id and token from the query', () => {
    expect(readResetLink(new URLSearchParams('id=12&token=abcdefghijkl'))).toEqual({ id: 12, token: 'abcdefghijkl' });
  });

  it.each(['', 'id=12', 'token=abc', 'id=x&token=abc', 'id=-1&token=abc', 'id=1.5&token=abc'])(
    'refuses an incomplete link: %s',
    (query) => {
      expect(readResetLink(new URLSearchParams(query))).toBeNull();
    },
  );
});

/** The API's refusal, as the error handler words it (docs/domain/api-shapes.md#errors). */
const refusal = (message: string, details?: { path: string; message: string }[]) =>
  new Response(JSON.stringify({ errors: { data: message }, message, code: 'VALIDATION_ERROR', details }), {
    status: 400,
    headers: { 'content-type': 'application/json' },
  });

function submitAt(url: string, answer: Response) {
  vi.stubGlobal('fetch', async () => answer);
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[url]}>
          <ResetPasswordPage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'new-pass-2026' } });
  fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'new-pass-2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
}

// Decision 0057: a bad link showed the schema's text ("Invalid body.token: Too small…").
describe('a reset link the server refuses', () => {
  it.each([
    [
      'a cut token',
      refusal('Invalid body.token: Too small: expected string to have >=10 characters', [
        { path: 'body.token', message: 'Too small: expected string to have >=10 characters' },
      ]),
    ],
    ['an expired or used one', refusal('This reset link is invalid or has expired. Please ask for a new one.')],
  ])('says what happened in words, for %s, and offers a new link', async (_, answer) => {
    submitAt('/reset-password?id=12&token=abc', answer);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This reset link does not work');
    expect(alert.textContent).not.toMatch(/Invalid body|Too small|>=/);
    expect(screen.getByRole('link', { name: 'Send me a new link' }).getAttribute('href')).toBe('/send-reset-password');
    // The form is not offered again with a link that cannot work.
    expect((screen.getByRole('button', { name: 'Save new password' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
