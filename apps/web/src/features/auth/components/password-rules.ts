import { i18n } from '../../../lib/i18n';

// Client-side mirror of the server's password rule (auth.contract: 8 to 200 characters), so the
// user hears about it before a round trip; the server still decides.
export const MIN_PASSWORD = 8;

export const validateNewPassword = (value: string) =>
  value.length >= MIN_PASSWORD ? null : i18n.t('auth.rules.tooShort', { min: MIN_PASSWORD });

export const validatePasswordMatch = (value: string, values: { password: string }) =>
  value === values.password ? null : i18n.t('auth.rules.mismatch');
