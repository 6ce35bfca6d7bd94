import { ActionIcon, Menu } from '@mantine/core';
import {
  IconArrowsExchange,
  IconCalendarShare,
  IconCloudDownload,
  IconCopy,
  IconDots,
  IconFileDescription,
  IconHistory,
  IconTrash,
} from '@tabler/icons-react';
import type { QuoteService } from '@itinera/domain/contracts';
import { useServicesTab, type RowAction } from './services-context';

const ITEMS: { action: Exclude<RowAction, 'edit' | 'history' | 'delete'>; label: string; icon: typeof IconCopy }[] = [
  { action: 'duplicate', label: 'Duplicate', icon: IconCopy },
  { action: 'replace', label: 'Replace…', icon: IconArrowsExchange },
  { action: 'move', label: 'Move by days…', icon: IconCalendarShare },
  { action: 'import', label: 'Import from catalogue', icon: IconCloudDownload },
];

/** The actions of one service: details always; changes only while the quote can be edited, and none that moves a locked price. */
export function RowMenu({ service }: { service: QuoteService }) {
  const { readOnly, pricesLocked, onAction } = useServicesTab();
  const name = service.name.value;
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={210}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Actions of ${name}`}
          data-action-type="quote-service-actions"
        >
          <IconDots size={17} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconFileDescription size={15} />}
          onClick={() => onAction('edit', service)}
          data-action-type="quote-service-open"
        >
          {readOnly ? 'View details' : 'Edit details'}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconHistory size={15} />}
          onClick={() => onAction('history', service)}
          data-action-type="quote-service-history"
        >
          History
        </Menu.Item>
        {!readOnly && (
          <>
            {ITEMS.map(({ action, label, icon: Icon }) => (
              <Menu.Item
                key={action}
                leftSection={<Icon size={15} />}
                disabled={pricesLocked}
                onClick={() => onAction(action, service)}
                data-action-type={`quote-service-${action}`}
              >
                {label}
              </Menu.Item>
            ))}
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={15} />}
              disabled={pricesLocked}
              onClick={() => onAction('delete', service)}
              data-action-type="quote-service-delete"
            >
              Delete
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
