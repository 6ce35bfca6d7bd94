import { afterEach, describe, expect, it } from 'vitest';
import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { HttpError } from '../lib/http';
import { notifyError } from '../lib/notify';
import { showSaveError } from './form-errors';

afterEach(() => cleanNotifications());

const form = { setErrors: () => undefined, values: { name: '' } };

/** The toast as the container draws it: its text, colour and how long it stays (Mantine's store). */
const shownToast = () => {
  const [toast] = notificationsStore.getState().notifications;
  return { message: toast?.message, color: toast?.color, autoClose: toast?.autoClose };
};

describe('error toasts', () => {
  it('stay 10 seconds when a shared widget shows them (a form that could not save)', () => {
    showSaveError(form, new HttpError(403, 'You may not change this client', null));
    expect(shownToast()).toEqual({ message: 'You may not change this client', color: 'red', autoClose: 10_000 });
  });

  it('stay 5 seconds elsewhere (the planner)', () => {
    notifyError(new HttpError(409, 'The quote changed meanwhile', null));
    expect(shownToast()).toEqual({ message: 'The quote changed meanwhile', color: 'red', autoClose: 5000 });
  });
});
