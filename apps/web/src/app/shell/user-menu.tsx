import { lazy, useState } from 'react';
import { Avatar, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/use-auth';
import { initialsOf } from '../../lib/initials';
import { LazyDialog } from '../../components/lazy-dialog';
import { lazyMenu } from '../../components/lazy-menu';
import type { UserMenuDropdownProps } from './user-menu-dropdown';

const ContactModal = lazy(() =>
  import('../../features/contact/components/contact-modal').then((m) => ({ default: m.ContactModal })),
);

// Menu and its items are fetched on first open (components/lazy-menu.tsx).
const UserMenuLazy = lazyMenu<UserMenuDropdownProps>(() =>
  import('./user-menu-dropdown').then((m) => m.UserMenuDropdown),
);

// The roles the catalogue names (common:account.roles); another role shows its own name.
const KNOWN_ROLES = new Set(['admin', 'client_admin', 'client', 'operator', 'travel_agent']);

/** The header's user button: name, role and photo from the stored auth data. */
export function UserMenu({ onShortcuts }: { onShortcuts: () => void }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const [contacting, setContacting] = useState(false);
  if (!auth) return null;
  const { user } = auth;
  const role = user.roles.data[0]?.name;
  return (
    <>
      <UserMenuLazy
        name={user.name}
        email={user.email}
        onShortcuts={onShortcuts}
        onContact={() => setContacting(true)}
        target={
          <UnstyledButton
            aria-label={t('account.menuFor', { name: user.name })}
            data-action-type="user-menu"
            py={4}
            px={6}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Group gap="sm" wrap="nowrap">
              <Avatar src={user.photo} alt={user.name} radius="xl" color="teal" size={36}>
                {initialsOf(user.name)}
              </Avatar>
              {/* On a phone the photo alone stands for the user; the name is in the menu. */}
              <Box visibleFrom="sm" style={{ lineHeight: 1.2 }}>
                <Text size="sm" fw={600} lineClamp={1}>
                  {user.name}
                </Text>
                {role && (
                  <Text size="xs" c="dimmed">
                    {KNOWN_ROLES.has(role) ? t(`account.roles.${role}`) : role}
                  </Text>
                )}
              </Box>
              <IconChevronDown size={16} color="var(--mantine-color-gray-6)" />
            </Group>
          </UnstyledButton>
        }
      />
      <LazyDialog opened={contacting}>
        <ContactModal opened={contacting} onClose={() => setContacting(false)} />
      </LazyDialog>
    </>
  );
}
