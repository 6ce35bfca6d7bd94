import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { KindControl, LevelControl, StatusControl } from './row-controls';

// Decisions 0058, 0059 and 0060: a service's status, level and kind badges were given a fixed width, so a wider font clipped
// "Pending" to "Pendi…". They now have a minimum width (the column still lines up) and never shrink.

afterEach(cleanup);

const badgeOf = (text: string) => screen.getByText(text).closest('.mantine-Badge-root') as HTMLElement;

describe('the badges of a service row', () => {
  it.each([true, false])('show their whole label, with a minimum width and no fixed one (disabled: %s)', (disabled) => {
    render(
      <MantineProvider>
        <StatusControl status={1} disabled={disabled} name="Casa Andina" onChange={() => {}} />
        <StatusControl status={2} disabled={disabled} name="City tour" onChange={() => {}} />
        <LevelControl level={2} disabled={disabled} name="Casa Andina" onChange={() => {}} />
        <KindControl kind={1} disabled={disabled} name="City tour" onChange={() => {}} />
      </MantineProvider>,
    );
    for (const text of ['Pending', 'Confirmed', 'Optional']) {
      const badge = badgeOf(text);
      expect(badge.textContent).toBe(text);
      expect(badge.style.width).toBe('');
      expect(badge.style.minWidth).not.toBe('');
      expect(badge.style.flexShrink).toBe('0');
    }
  });
});
