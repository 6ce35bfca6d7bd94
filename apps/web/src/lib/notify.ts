import { notifications } from '@mantine/notifications';
import { GENERIC_ERROR, HttpError } from './http';
import { i18n } from './i18n';

// Toasts of the spec (docs/domain/screens.md#toasts-and-loading-messages): red, at the top (the <Notifications> position), 5 s, and Mantine
// pauses the timer while the pointer is over the toast.
// The shared widgets (components/: forms, status control) keep theirs 10 s (spec 02 §9).
const TOAST_MS = 5000;
export const WIDGET_TOAST_MS = 10_000;

/**
 * What the user reads for a failure: the server's errors.data, else the generic sentence in the
 * interface's language (the spec's English one stays GENERIC_ERROR, word for word).
 */
export function errorMessage(error: unknown): string {
  const message = error instanceof HttpError ? error.message : GENERIC_ERROR;
  return message === GENERIC_ERROR ? i18n.t('errors.generic') : message;
}

const showError = (error: unknown, autoClose: number) =>
  notifications.show({ color: 'red', message: errorMessage(error), autoClose, withBorder: true });

/** The red toast of the planner (screens), 5 s; one argument, so it can be a mutation's onError. */
export function notifyError(error: unknown): void {
  showError(error, TOAST_MS);
}

/** The red toast of a shared widget (components/), which stays 10 s. */
export function notifyWidgetError(error: unknown): void {
  showError(error, WIDGET_TOAST_MS);
}

export function notifySuccess(message: string, title?: string): void {
  notifications.show({ color: 'teal', title, message, autoClose: TOAST_MS, withBorder: true });
}
