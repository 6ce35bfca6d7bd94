import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { GuideAction, GuideState } from './guide-reducer';
import { UserGuideModal, type GuideStep } from './user-guide-modal';

// Decision 0110: the guide is the browser's modal dialog now; every way out still closes it through its state.

afterEach(cleanup);

const STEPS: GuideStep[] = [{ title: 'The side bar', text: 'Every screen is here.', icon: null }];

function draw(state: GuideState) {
  const actions: GuideAction['type'][] = [];
  render(
    <MantineProvider>
      <UserGuideModal state={state} steps={STEPS} onAction={(a) => actions.push(a.type)} />
    </MantineProvider>,
  );
  return { actions, dialog: screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement };
}

describe('the user guide', () => {
  it('opens as a modal dialog on the welcome card, named, and closes by Not now, Escape or the browser closing it', () => {
    const { actions, dialog } = draw({ opened: true, step: 0, total: 1 });
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-label')).toBe('User guide');
    expect(screen.getByText('Welcome to Itinera')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    fireEvent(dialog, new Event('close'));
    expect(actions).toEqual(['close', 'close', 'close']);
  });

  it('shows a step with its counter, its close button and Previous / Finish', () => {
    const { actions } = draw({ opened: true, step: 1, total: 1 });
    expect(screen.getByText('Step 1 of 1')).toBeTruthy();
    expect(screen.getByText('The side bar')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(actions).toEqual(['next', 'previous']);
  });

  it('draws nothing of itself for a user who has seen it', () => {
    const { dialog } = draw({ opened: false, step: 0, total: 1 });
    expect(dialog.open).toBe(false);
    expect(screen.queryByText('Welcome to Itinera')).toBeNull();
  });
});
