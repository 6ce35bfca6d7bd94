import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { FormModal } from './form-modal';

afterEach(cleanup);

const open = (size?: string) =>
  render(
    <MantineProvider>
      <FormModal
        opened
        onClose={() => undefined}
        title="New client"
        onSubmit={() => undefined}
        submitting={false}
        submitLabel="Save"
        actionType="client-create"
        size={size}
      >
        <p>fields</p>
      </FormModal>
    </MantineProvider>,
  );

/** Mantine's modal takes its width from --modal-size on its root and draws the content box inside. */
const modalRoot = () => document.querySelector<HTMLElement>('.mantine-Modal-root')!;
const modalContent = () => document.querySelector<HTMLElement>('.mantine-Modal-content')!;

describe('the shared modal', () => {
  it('is 40rem wide and at most 35rem high by default', async () => {
    open();
    await screen.findByText('fields');
    expect(modalRoot().style.getPropertyValue('--modal-size')).toBe('40rem');
    expect(modalContent().style.maxHeight).toBe('35rem');
  });

  it('takes the width a form asks for', async () => {
    open('lg');
    await screen.findByText('fields');
    expect(modalRoot().style.getPropertyValue('--modal-size')).toBe('var(--modal-size-lg)');
  });
});
