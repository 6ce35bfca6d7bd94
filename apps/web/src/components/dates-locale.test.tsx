import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { i18n } from '../lib/i18n';
import { DatesLocale } from './dates-locale';
import { LazyDatePickerInput } from './lazy-date-picker-input';

// Decision 0091: the date pickers' month and weekday names in the interface language, fetched when first
// spoken, and following a switch without a reload.

afterEach(cleanup);
afterAll(() => i18n.changeLanguage('en'));

const show = () =>
  render(
    <MantineProvider>
      <DatesLocale>
        <LazyDatePickerInput aria-label="Fecha" defaultDate="2026-03-01" valueFormat="MMMM D, YYYY" />
      </DatesLocale>
    </MantineProvider>,
  );

describe('the date picker in each language', () => {
  it('names the months and weekdays in Spanish, then in Portuguese after a switch', async () => {
    await act(() => i18n.changeLanguage('es'));
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Fecha' }));
    // The month's header and the days' names, once the picker and the Spanish locale have arrived.
    expect(await screen.findByText('marzo 2026', {}, { timeout: 10_000 })).toBeTruthy();
    expect(document.querySelector('button[aria-label="5 marzo 2026"]')).toBeTruthy();
    expect(screen.getByText('lu')).toBeTruthy();

    await act(() => i18n.changeLanguage('pt-BR'));
    expect(await screen.findByText('março 2026', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('2ª')).toBeTruthy(); // segunda-feira, as dayjs's pt-br writes Monday
  }, 30_000);
});
