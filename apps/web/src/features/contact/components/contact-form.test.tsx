import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ContactForm } from './contact-form';

// POST /tenant/contactus had no screen (decisions 0039, 0040 and 0041): the form checks what the server checks, sends, thanks.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(
        JSON.stringify({ data: { message: 'Thank you.' }, message: 'Thank you. We will get back to you soon.' }),
        {
          status: 200,
          headers: { 'content-type': 'application/json' },
        },
      ),
  );
  vi.stubGlobal('fetch', fetch);
  const onDone = vi.fn();
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <ContactForm onDone={onDone} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return fetch;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

describe('the contact form', () => {
  it('says what is missing before sending anything', () => {
    const fetch = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Enter your name')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends name, e-mail, company and message to /tenant/contactus and thanks', async () => {
    const fetch = renderForm();
    type('Name', 'Lucía Paredes');
    type('E-mail', 'lucia@andes.example');
    type('Company', 'Andes DMC');
    type('Message', 'We would like a demo of the quotes list.');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('status')).textContent).toBe('Thank you. We will get back to you soon.');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/tenant/contactus');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Lucía Paredes',
      email: 'lucia@andes.example',
      company: 'Andes DMC',
      message: 'We would like a demo of the quotes list.',
    });
  }, 30_000);
});
