import { IconSettings } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';

// Skeleton: replaced by the real section.
export function SalesManualsSection() {
  return <EmptyState icon={<IconSettings size={28} />} title="Sales manuals" text="This section is being built." />;
}
