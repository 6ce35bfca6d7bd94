import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { LANGUAGES, type Language } from '@itinera/domain/i18n';
import { i18n } from '../../../lib/i18n';
import { inputSeparators } from '../../../lib/formats';
import { cleanUpAfterLanguageTests, showScreen } from '../../../lib/language-screen.fixture';
import { BulkSetPopover } from './bulk-set-popover';
import { MoneyCell } from './money-cell';
import { PaxValueInput } from './pax-value-input';

// Issue 45, docs/decisions/issues.md: the editable figures write and read the reader's separators, as the read-only money
// beside them does (Intl); what is saved stays a number.

cleanUpAfterLanguageTests();

/** Types `text` into an emptied input one key at a time at the caret, as a person does. */
function type(input: HTMLInputElement, text: string) {
  fireEvent.change(input, { target: { value: '' } });
  input.setSelectionRange(0, 0);
  for (const key of text) {
    const at = input.selectionStart ?? input.value.length;
    const value = input.value.slice(0, at) + key + input.value.slice(input.selectionEnd ?? at);
    fireEvent.change(input, { target: { value, selectionStart: at + 1, selectionEnd: at + 1 } });
  }
}

const FIGURES: Record<Language, { typed: string; shown: string; value: number }> = {
  en: { typed: '1,234.5', shown: '1,234.50', value: 1234.5 },
  es: { typed: '1.234,5', shown: '1.234,50', value: 1234.5 },
  'pt-BR': { typed: '1.234,5', shown: '1.234,50', value: 1234.5 },
};

describe('the separators of an editable figure', () => {
  it('are those Intl writes in each language', () => {
    expect(inputSeparators('en')).toMatchObject({ decimalSeparator: '.', thousandSeparator: ',' });
    expect(inputSeparators('es')).toMatchObject({ decimalSeparator: ',', thousandSeparator: '.' });
    expect(inputSeparators('pt-BR')).toMatchObject({ decimalSeparator: ',', thousandSeparator: '.' });
  });
});

describe('the price inputs in each language', () => {
  for (const language of LANGUAGES) {
    const { typed, shown, value } = FIGURES[language];

    it(`a price cell reads '${typed}' as ${value} in ${language} and shows '${shown}'`, async () => {
      await act(() => i18n.changeLanguage(language));
      const onCommit = vi.fn();
      showScreen(
        <MoneyCell value={10} label="Price" readOnly={false} actionType="price" onCommit={onCommit} w={120} />,
      );
      const cell = screen.getByLabelText('Price') as HTMLInputElement;
      expect(cell.value).toBe(language === 'en' ? '10.00' : '10,00');
      type(cell, typed);
      fireEvent.blur(cell);
      expect(cell.value).toBe(shown);
      expect(onCommit).toHaveBeenCalledWith(value);
    });

    it(`an Upsales and fee cell reads '${typed}' as ${value} in ${language}`, async () => {
      await act(() => i18n.changeLanguage(language));
      const onCommit = vi.fn(() => Promise.resolve(true));
      showScreen(
        <PaxValueInput value={15} label="Fee" decimals={2} disabled={false} actionType="fee" onCommit={onCommit} />,
      );
      const cell = screen.getByLabelText('Fee') as HTMLInputElement;
      type(cell, typed);
      fireEvent.blur(cell);
      expect(cell.value).toBe(shown);
      expect(onCommit).toHaveBeenCalledWith(value);
    });

    it(`the bulk popover sends '${typed}' as the number ${value} in ${language}`, async () => {
      await act(() => i18n.changeLanguage(language));
      const onApply = vi.fn(() => Promise.resolve(true));
      showScreen(
        <BulkSetPopover
          title="Every passenger"
          disabled={false}
          button="Set all"
          actionType="bulk"
          onApply={onApply}
        />,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Set all' }));
      const fee = (await screen.findByLabelText(i18n.t('fig.fee', { ns: 'services' }))) as HTMLInputElement;
      type(fee, typed);
      expect(fee.value).toBe(typed);
      // The popover's dropdown is still in its opening transition, hidden from the role query.
      fireEvent.click(screen.getByText(i18n.t('bulk.apply', { ns: 'services' })));
      expect(onApply).toHaveBeenCalledWith({ mkt_percentage: undefined, fee: value });
    });
  }
});
