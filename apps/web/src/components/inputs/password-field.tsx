import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Mantine names the show/hide button in English ("Toggle password visibility"); a screen reader
// hears it in the reader's language through this field instead.
export function PasswordField({ visibilityToggleButtonProps, ...props }: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword'), ...visibilityToggleButtonProps }}
      {...props}
    />
  );
}
