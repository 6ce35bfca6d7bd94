import { useState, type FormEvent } from 'react';

/**
 * The submit of a day dialog: it runs the write, shows it pending meanwhile, and closes the dialog
 * only when the write landed (a refusal leaves it open with what the user typed).
 */
export function useCloseOnSuccess(onClose: () => void) {
  const [pending, setPending] = useState(false);
  const submit = (write: () => Promise<boolean>) => async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    setPending(true);
    const ok = await write().finally(() => setPending(false));
    if (ok) onClose();
  };
  return { pending, submit };
}
