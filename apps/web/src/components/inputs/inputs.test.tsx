import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { NumberField } from './number-field';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

afterEach(cleanup);

const show = (ui: ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

describe('the shared text input', () => {
  it('takes 100 characters unless the form says otherwise', () => {
    show(<TextField label="Title" />);
    expect(screen.getByLabelText('Title').getAttribute('maxlength')).toBe('100');
  });

  it('takes a longer limit up to 1000 and no more', () => {
    show(
      <>
        <TextField label="Notes" maxLength={500} />
        <TextField label="Essay" maxLength={5000} />
      </>,
    );
    expect(screen.getByLabelText('Notes').getAttribute('maxlength')).toBe('500');
    expect(screen.getByLabelText('Essay').getAttribute('maxlength')).toBe('1000');
  });

  it('can be flagged invalid without a message', () => {
    show(<TextField label="Code" invalid />);
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the shared number input', () => {
  it('refuses numbers below 0 unless the form gives a minimum', () => {
    show(<NumberField label="Nights" />);
    const input = screen.getByLabelText('Nights') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '-3' } });
    fireEvent.blur(input);
    expect(input.value).toBe('0');
  });

  it('keeps a number under the maximum the form gives', () => {
    show(<NumberField label="Pax" max={10} />);
    const input = screen.getByLabelText('Pax') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.blur(input);
    expect(input.value).toBe('10');
  });

  it('reads the default maximum of 0 as no upper limit', () => {
    show(<NumberField label="Amount" />);
    const input = screen.getByLabelText('Amount') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '250' } });
    fireEvent.blur(input);
    expect(input.value).toBe('250');
  });
});

describe('the shared textarea', () => {
  it('is 4 rows by 50 columns unless the form says otherwise', () => {
    show(
      <>
        <TextAreaField label="Message" />
        <TextAreaField label="Comment" rows={2} />
      </>,
    );
    const message = screen.getByLabelText('Message');
    expect(message.getAttribute('rows')).toBe('4');
    expect(message.getAttribute('cols')).toBe('50');
    expect(screen.getByLabelText('Comment').getAttribute('rows')).toBe('2');
  });
});
