import { fieldErrors, HttpError } from '../lib/http';
import { notifyWidgetError } from '../lib/notify';

interface FormLike {
  setErrors: (errors: Record<string, string>) => void;
  values: object;
}

/**
 * A failed save: server validation details land on their fields; a conflict (409, "this code is
 * already used") lands on the field that must change when the form names one; anything else (a
 * forbidden write, a field the form does not show) becomes the red toast with the server sentence.
 */
export function showSaveError(form: FormLike, error: unknown, conflictField?: string): void {
  const errors = fieldErrors(error);
  if (conflictField && error instanceof HttpError && error.status === 409 && Object.keys(errors).length === 0) {
    form.setErrors({ [conflictField]: error.message });
    return;
  }
  const onForm = Object.keys(errors).filter((field) => field.split('.')[0]! in form.values);
  if (onForm.length > 0) form.setErrors(errors);
  if (onForm.length < Object.keys(errors).length || onForm.length === 0) notifyWidgetError(error);
}
