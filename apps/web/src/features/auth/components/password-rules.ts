import { isPasswordLongEnough, PASSWORD_MIN_LENGTH } from '@itinera/domain';
import { i18n } from '../../../lib/i18n';

// The domain's password rule, checked before a round trip; the server still decides.
export const MIN_PASSWORD = PASSWORD_MIN_LENGTH;

export const validateNewPassword = (value: string) =>
  isPasswordLongEnough(value) ? null : i18n.t('auth.rules.tooShort', { min: MIN_PASSWORD });

export const validatePasswordMatch = (value: string, values: { password: string }) =>
  value === values.password ? null : i18n.t('auth.rules.mismatch');
