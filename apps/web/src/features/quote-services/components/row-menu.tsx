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
import { useTranslation } from 'react-i18next';
import { useServicesTab, type RowAction } from './services-context';

// Labels are catalogue keys (services:menu.<action>).
const ITEMS: { action: Exclude<RowAction, 'edit' | 'history' | 'delete'>; icon: typeof IconCopy }[] = [
  { action: 'duplicate', icon: IconCopy },
  { action: 'replace', icon: IconArrowsExchange },
  { action: 'move', icon: IconCalendarShare },
  { action: 'import', icon: IconCloudDownload },
];

/** The actions of one service: details always; changes only while the quote can be edited, and none that moves a locked price. */
export function RowMenu({ service }: { service: QuoteService }) {
  const { t } = useTranslation('services');
  const { readOnly, pricesLocked, onAction } = useServicesTab();
  const name = service.name.value;
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={210}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('actionsOf', { name })}
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
          {readOnly ? t('menu.view') : t('menu.edit')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconHistory size={15} />}
          onClick={() => onAction('history', service)}
          data-action-type="quote-service-history"
        >
          {t('menu.history')}
        </Menu.Item>
        {!readOnly && (
          <>
            {ITEMS.map(({ action, icon: Icon }) => (
              <Menu.Item
                key={action}
                leftSection={<Icon size={15} />}
                disabled={pricesLocked}
                onClick={() => onAction(action, service)}
                data-action-type={`quote-service-${action}`}
              >
                {t(`menu.${action}`)}
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
              {t('menu.delete')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
