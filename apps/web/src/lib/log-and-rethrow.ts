// Spec 02 §8 "log and rethrow": a call that fails is logged under the spec's own words, so the
// console (and error reporting's breadcrumbs) tell which call it was, and the caller still gets
// the error to show. Never swallowed.

/** A read the screen gave up (the user typed on, the modal closed) is not a failure. */
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The call's answer; on failure, console.error(message, error) and the same error rethrown. */
export async function logAndRethrow<T>(message: string, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    // eslint-disable-next-line no-console -- the spec asks for these failures in the browser's console
    if (!isAbort(error)) console.error(message, error);
    throw error;
  }
}
