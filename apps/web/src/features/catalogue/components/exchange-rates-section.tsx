import { IconSettings } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';

// Skeleton: replaced by the real section.
export function ExchangeRatesSection() {
  return <EmptyState icon={<IconSettings size={28} />} title="Currencies & exchange rates" text="This section is being built." />;
}
