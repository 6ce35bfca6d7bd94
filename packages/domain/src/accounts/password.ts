// The password rule (docs/domain/permissions.md): one home for its length, which the contracts
// check on the server and the web's forms check before a round trip (decision 0106).

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

/** The server's sentence for a password that is too short (the API's answers keep it word for word). */
export const PASSWORD_TOO_SHORT_MESSAGE = `The password needs at least ${PASSWORD_MIN_LENGTH} characters`;

/** Whether a new password is long enough; the longest one is the contract's to refuse. */
export const isPasswordLongEnough = (password: string): boolean => password.length >= PASSWORD_MIN_LENGTH;
