import { Switch } from '@mantine/core';
import { useAuth } from '../../../../lib/use-auth';

/** Staff (admin, operator) decide who else sees a quote or a template (itinerary_public; the server refuses anyone else). */
const SHARING_ROLES: readonly number[] = [1, 4];

const WORDING = {
  quote: { label: 'Shared with the client', description: "Every user of the client agency sees this quote, not only its client admin and the people it is given to." },
  template: { label: 'Public template', description: 'Everyone of the company can start a quote from it; only its owner and staff open or change it.' },
} as const;

/** itinerary_public as a switch, for staff; nothing for the others (they cannot change it). */
export function SharingSwitch({ type, checked, readOnly, onChange }: { type: number; checked: boolean; readOnly: boolean; onChange: (on: boolean) => void }) {
  const roles = useAuth()?.user.roles.data ?? [];
  if (!roles.some((r) => SHARING_ROLES.includes(r.id))) return null;
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
