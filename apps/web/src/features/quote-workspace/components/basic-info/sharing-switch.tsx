import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { mayShareRecords } from '@itinera/domain';
import { useRoles } from '../../../../lib/use-auth';

// Staff (admin, operator) decide who else sees a quote or a template (itinerary_public): the
// domain's rule, which the server enforces for everyone else.

const WORDING = {
  quote: { label: 'sharedQuote', description: 'sharedQuoteHint' },
  template: { label: 'publicTemplate', description: 'publicTemplateHint' },
} as const;

/** itinerary_public as a switch, for staff; nothing for the others (they cannot change it). */
export function SharingSwitch({
  type,
  checked,
  readOnly,
  onChange,
}: {
  type: number;
  checked: boolean;
  readOnly: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation('workspace', { keyPrefix: 'basicInfo' });
  if (!mayShareRecords(useRoles())) return null;
  const words = WORDING[type === 1 ? 'quote' : 'template'];
  return (
    <Switch
      label={t(words.label)}
      description={t(words.description)}
      checked={checked}
      disabled={readOnly}
      onChange={(e) => onChange(e.currentTarget.checked)}
      data-action-type="quote-sharing"
    />
  );
}
