import { Switch } from '@mantine/core';
import { mayShareRecords } from '@itinera/domain';
import { useRoles } from '../../../../lib/use-auth';

// Staff (admin, operator) decide who else sees a quote or a template (itinerary_public): the
// domain's rule, which the server enforces for everyone else.

const WORDING = {
  quote: {
    label: 'Shared with the client',
    description:
      'Every user of the client agency sees this quote, not only its client admin and the people it is given to.',
  },
  template: {
    label: 'Public template',
    description: 'Everyone of the company can start a quote from it; only its owner and staff open or change it.',
  },
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
  if (!mayShareRecords(useRoles())) return null;
  const words = WORDING[type === 1 ? 'quote' : 'template'];
  return (
    <Switch
      label={words.label}
      description={words.description}
      checked={checked}
      disabled={readOnly}
      onChange={(e) => onChange(e.currentTarget.checked)}
      data-action-type="quote-sharing"
    />
  );
}
