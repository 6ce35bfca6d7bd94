import { lazy, useState } from 'react';
import { Avatar, Box, Group, Kbd, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconKeyboard, IconLogout, IconMessageCircle, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';
import { useAuth } from '../../lib/use-auth';
import { initialsOf } from '../../lib/initials';
import { LazyDialog } from '../../components/lazy-dialog';

const ContactModal = lazy(() =>
  import('../../features/contact/components/contact-modal').then((m) => ({ default: m.ContactModal })),
);

const ROLE_LABELS: Record<string, string> = {
  admin: 'Administrator',
  client_admin: 'Client administrator',
  client: 'Client',
  operator: 'Operator',
  travel_agent: 'Travel agent',
};

/** The header's user button: name, role and photo from the stored auth data. */
export function UserMenu({ onShortcuts }: { onShortcuts: () => void }) {
  const auth = useAuth();
  const logout = useLogout();
  const [contacting, setContacting] = useState(false);
  if (!auth) return null;
  const { user } = auth;
  const role = user.roles.data[0]?.name;
  return (
    <>
      <Menu position="bottom-end" width={240} shadow="md" radius="md" withinPortal>
        <Menu.Target>
          <UnstyledButton
            aria-label={`Account menu for ${user.name}`}
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
                    {ROLE_LABELS[role] ?? role}
                  </Text>
                )}
              </Box>
              <IconChevronDown size={16} color="var(--mantine-color-gray-6)" />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Text size="sm" fw={600} c="dark">
              {user.name}
            </Text>
            {user.email}
          </Menu.Label>
          <Menu.Item
            component={Link}
            to="/profile"
            leftSection={<IconUser size={16} />}
            data-action-type="user-menu-profile"
          >
            Profile
          </Menu.Item>
          <Menu.Item
            leftSection={<IconKeyboard size={16} />}
            rightSection={<Kbd size="xs">?</Kbd>}
            onClick={onShortcuts}
            data-action-type="user-menu-shortcuts"
          >
            Keyboard shortcuts
          </Menu.Item>
          <Menu.Item
            leftSection={<IconMessageCircle size={16} />}
            onClick={() => setContacting(true)}
            data-action-type="user-menu-contact"
          >
            Contact us
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconLogout size={16} />}
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
            data-action-type="sign-out"
          >
            Sign out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <LazyDialog opened={contacting}>
        <ContactModal opened={contacting} onClose={() => setContacting(false)} />
      </LazyDialog>
    </>
  );
}
