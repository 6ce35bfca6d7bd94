import { Suspense, type ComponentType } from 'react';
import { Center, Loader, Tabs } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { canViewCatalogueCosts, ROLES } from '@itinera/domain';
import { PageHeader } from '../../components/page-header';
import { lazyScreen } from '../../lib/lazy-screen';
import { useAuth } from '../../lib/use-auth';

// /configuration/<section>: the tenant admin's catalogue and workspace settings. Each section is a
// feature's own screen, composed here (no imports across features) and loaded when first opened.
const section = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazyScreen(() => load().then((m) => ({ default: m[name] })));

/** Who opens a section: the server refuses the others' reads, so they are not offered at all. */
export interface Viewer {
  roleId: number;
  permissions: string[];
}
const everyone = () => true;
const costViewers = (v: Viewer) => canViewCatalogueCosts(v.roleId, v.permissions);
// Users are listed to the tenant's admins and operators and a client admin (its client's users).
const userManagers = (v: Viewer) => ([ROLES.ADMIN, ROLES.CLIENT_ADMIN, ROLES.OPERATOR] as number[]).includes(v.roleId);

// Export targets hold the company's signing secrets: its administrators only (the server refuses the others).
const tenantAdmins = (v: Viewer) => v.roleId === ROLES.ADMIN;

// Each section's tab reads settings:configuration.sections.<slug>.
export const CONFIGURATION_SECTIONS = [
  {
    slug: 'services',
    Screen: section(() => import('../../features/catalogue/components/services-section'), 'ServicesSection'),
    allowed: everyone,
  },
  {
    slug: 'suppliers',
    Screen: section(() => import('../../features/catalogue/components/suppliers-section'), 'SuppliersSection'),
    allowed: costViewers,
  },
  {
    slug: 'clients',
    Screen: section(() => import('../../features/clients/components/clients-section'), 'ClientsSection'),
    allowed: everyone,
  },
  {
    slug: 'sales-manuals',
    Screen: section(() => import('../../features/catalogue/components/sales-manuals-section'), 'SalesManualsSection'),
    allowed: everyone,
  },
  {
    slug: 'currencies',
    Screen: section(() => import('../../features/catalogue/components/exchange-rates-section'), 'ExchangeRatesSection'),
    allowed: everyone,
  },
  {
    slug: 'tags',
    Screen: section(() => import('../../features/catalogue/components/tags-section'), 'TagsSection'),
    allowed: everyone,
  },
  {
    slug: 'pictures',
    Screen: section(() => import('../../features/assets/components/assets-section'), 'AssetsSection'),
    allowed: everyone,
  },
  {
    slug: 'destinations',
    Screen: section(() => import('../../features/assets/components/destinations-section'), 'DestinationsSection'),
    allowed: everyone,
  },
  {
    slug: 'rate-changes',
    Screen: section(() => import('../../features/rate-changes/components/rate-changes-section'), 'RateChangesSection'),
    // Costs and margins on every line: those who may edit rates (docs/domain/rate-changes.md#who).
    allowed: tenantAdmins,
  },
  {
    slug: 'users',
    Screen: section(() => import('../../features/users/components/users-section'), 'UsersSection'),
    allowed: userManagers,
  },
  {
    slug: 'workspace',
    Screen: section(() => import('../../features/workspace-settings/components/workspace-section'), 'WorkspaceSection'),
    // The workspace's own settings (its default language): its administrators.
    allowed: tenantAdmins,
  },
  {
    slug: 'export-targets',
    Screen: section(() => import('../../features/export/components/export-targets-section'), 'ExportTargetsSection'),
    allowed: tenantAdmins,
  },
] as const;

export const configurationSectionsFor = (viewer: Viewer) => CONFIGURATION_SECTIONS.filter((s) => s.allowed(viewer));

export function ConfigurationPage() {
  const { t } = useTranslation('settings');
  const { section: slug } = useParams();
  const navigate = useNavigate();
  const auth = useAuth();
  const viewer = {
    roleId: auth?.user.roles.data[0]?.id ?? 0,
    permissions: (auth?.permissions ?? []).map((p) => p.name),
  };
  const sections = configurationSectionsFor(viewer);
  const current = sections.find((s) => s.slug === slug);
  if (!current) return <Navigate to="/configuration/services" replace />;
  return (
    <>
      <PageHeader
        icon={<IconSettings size={24} />}
        title={t('configuration.title')}
        description={t('configuration.intro')}
      />
      <Tabs value={current.slug} onChange={(v) => v && navigate(`/configuration/${v}`)} keepMounted={false} mb="lg">
        <Tabs.List>
          {sections.map((s) => (
            <Tabs.Tab key={s.slug} value={s.slug}>
              {t(`configuration.sections.${s.slug}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Suspense
        fallback={
          <Center py="xl">
            <Loader />
          </Center>
        }
      >
        <current.Screen />
      </Suspense>
    </>
  );
}
