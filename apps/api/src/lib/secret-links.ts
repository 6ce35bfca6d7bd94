// Some addresses are keys: whoever holds one may act without signing in. Only their hashes are
// stored (lib/tokens.ts), so the mail outbox, once a mail is delivered, and the request log keep
// such an address with its key replaced (docs/domain/jobs-and-mail.md#secrets-in-mail-and-logs).
//
// - a supplier's booking link, `/booking/<token>` and its JSON twin `/tenant/public/booking/<token>`
//   (token shape: bookingTokenParamSchema, 32 to 128 letters, digits, - and _);
// - a password reset, `/reset-password?id=<id>&token=<token>`: any `token=` parameter;
// - a voucher file, `/media/vouchers/<random name>.zip`: the name is the key to the travellers' vouchers.
//
// A public proposal's code is not one of them: staff read it in the workspace and hand it on, and
// it is stored as it is (decision 0029).

export const REDACTED = '[redacted]';

const SECRETS: readonly RegExp[] = [
  /(\/booking\/)[\w-]{32,128}(?![\w-])/g,
  /([?&]token=)[^&#\s]+/g,
  /(\/media\/vouchers\/)[^/?#\s]+/g,
];

/** The text with every key of an address above replaced by [redacted]. */
export function redactSecrets(text: string): string {
  return SECRETS.reduce((out, secret) => out.replace(secret, `$1${REDACTED}`), text);
}
