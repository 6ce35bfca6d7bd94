import { lazy, Suspense, useMemo } from 'react';
import { ActionIcon, Box, Burger, Button, Center, Group, Loader } from '@mantine/core';
import { LazyTooltip as Tooltip } from '../../components/lazy-tooltip';
import { useDisclosure } from '@mantine/hooks';
import { IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet } from 'react-router';
import { LazyDialog } from '../../components/lazy-dialog';
import { Logo } from '../../components/logo';
import { UserGuideModal } from '../../components/user-guide/user-guide-modal';
import { useAuth } from '../../lib/use-auth';
import { ShellContext } from './shell-context';
import { SideBar } from './side-bar';
import { GUIDE_STEPS, useGuide } from './use-guide';
import { UserMenu } from './user-menu';
import classes from './app-shell.module.css';
import { useShortcuts } from './use-shortcuts';
import { useTracking } from './use-tracking';

const ShortcutsModal = lazy(() => import('./shortcuts-modal').then((m) => ({ default: m.ShortcutsModal })));

/** The signed-in frame: side bar, header with the user, and the current screen in the middle. */
export function Shell() {
  const auth = useAuth();
  // Signed out in another tab (or a 401 cleared storage): back to sign-in.
  if (!auth) return <Navigate to="/" replace />;
  return <SignedInShell userId={auth.user.id} />;
}

function SignedInShell({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [navOpened, nav] = useDisclosure(false);
  const [shortcutsOpened, shortcuts] = useDisclosure(false);
  const guide = useGuide(userId);
  const { act } = guide;
  const actions = useMemo(
    () => ({ openGuide: () => act({ type: 'open' }), openShortcuts: shortcuts.open }),
    [act, shortcuts.open],
  );
  const guideSteps = useMemo(
    () => GUIDE_STEPS.map((step) => ({ ...step, title: t(step.title), text: t(step.text) })),
    [t],
  );
  useShortcuts(shortcuts.open);
  useTracking();

  return (
    <ShellContext.Provider value={actions}>
      <div className={classes.frame}>
        <header className={classes.header}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={navOpened}
                onClick={nav.toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={t('header.toggleNavigation')}
              />
              <Link to="/home" aria-label={t('header.home')} style={{ textDecoration: 'none' }}>
                <Logo size={22} />
              </Link>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <Tooltip label={t('header.tour')} withArrow>
                <Button
                  variant="subtle"
                  leftSection={<IconRoute size={18} />}
                  onClick={actions.openGuide}
                  data-action-type="tour-guide-start"
                  px="sm"
                  visibleFrom="sm"
                >
                  {t('header.start')}
                </Button>
              </Tooltip>
              {/* On a phone the tour is its icon: "Empezar" and "Começar" beside the account menu made the
                  page 403 px wide at 390 (issue 45, docs/decisions/issues.md). */}
              <ActionIcon
                variant="subtle"
                size="lg"
                hiddenFrom="sm"
                aria-label={t('header.tour')}
                onClick={actions.openGuide}
                data-action-type="tour-guide-start"
              >
                <IconRoute size={18} />
              </ActionIcon>
              <UserMenu onShortcuts={shortcuts.open} />
            </Group>
          </Group>
        </header>
        <nav className={classes.navbar} data-opened={navOpened || undefined}>
          <SideBar onNavigate={nav.close} />
        </nav>
        <main className={classes.main}>
          <Box maw={1200} mx="auto" px={{ base: 'md', sm: 'xl' }} pt="xl" pb={48}>
            <Suspense
              fallback={
                <Center h={320}>
                  <Loader />
                </Center>
              }
            >
              <Outlet />
            </Suspense>
          </Box>
        </main>
      </div>
      <LazyDialog opened={shortcutsOpened}>
        <ShortcutsModal opened={shortcutsOpened} onClose={shortcuts.close} />
      </LazyDialog>
      <UserGuideModal state={guide.state} steps={guideSteps} onAction={act} />
    </ShellContext.Provider>
  );
}
