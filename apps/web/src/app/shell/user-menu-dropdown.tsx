import { Kbd, Menu, Text } from '@mantine/core';
import { IconKeyboard, IconLogout, IconMessageCircle, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuTargetProps } from '../../components/lazy-menu';
import { useLogout } from '../../features/auth/api/logout';

export interface UserMenuDropdownProps {
  name: string;
  email: string;
  onShortcuts: () => void;
  onContact: () => void;
}

/** The account menu's items: fetched on first open (user-menu.tsx), mounted opened. */
export function UserMenuDropdown({
  target,
  name,
  email,
  onShortcuts,
  onContact,
}: UserMenuDropdownProps & MenuTargetProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Menu position="bottom-end" width={240} shadow="md" radius="md" withinPortal defaultOpened>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark">
            {name}
          </Text>
          {email}
        </Menu.Label>
        <Menu.Item
          component={Link}
          to="/profile"
          leftSection={<IconUser size={16} />}
          data-action-type="user-menu-profile"
        >
          {t('account.profile')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconKeyboard size={16} />}
          rightSection={<Kbd size="xs">?</Kbd>}
          onClick={onShortcuts}
          data-action-type="user-menu-shortcuts"
        >
          {t('account.shortcuts')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconMessageCircle size={16} />}
          onClick={onContact}
          data-action-type="user-menu-contact"
        >
          {t('account.contact')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          data-action-type="sign-out"
        >
          {t('account.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
