import { IconSettings } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';

// Skeleton: replaced by the real section.
export function ServicesSection() {
  return <EmptyState icon={<IconSettings size={28} />} title="Services" text="This section is being built." />;
}
