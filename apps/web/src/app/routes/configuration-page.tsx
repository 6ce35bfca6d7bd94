import { lazy, Suspense, type ComponentType } from 'react';
import { Center, Loader, Tabs } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';

// /configuration/<section>: the tenant admin's catalogue and workspace settings. Each section is a
// feature's own screen, composed here (no imports across features) and loaded when first opened.
const section = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

export const CONFIGURATION_SECTIONS = [
  { slug: 'services', label: 'Services', Screen: section(() => import('../../features/catalogue/components/services-section'), 'ServicesSection') },
  { slug: 'suppliers', label: 'Suppliers', Screen: section(() => import('../../features/catalogue/components/suppliers-section'), 'SuppliersSection') },
  { slug: 'clients', label: 'Clients & contracts', Screen: section(() => import('../../features/clients/components/clients-section'), 'ClientsSection') },
  { slug: 'sales-manuals', label: 'Sales manuals', Screen: section(() => import('../../features/catalogue/components/sales-manuals-section'), 'SalesManualsSection') },
  { slug: 'currencies', label: 'Currencies & exchange rates', Screen: section(() => import('../../features/catalogue/components/exchange-rates-section'), 'ExchangeRatesSection') },
  { slug: 'tags', label: 'Tags & categories', Screen: section(() => import('../../features/catalogue/components/tags-section'), 'TagsSection') },
  { slug: 'users', label: 'Users', Screen: section(() => import('../../features/users/components/users-section'), 'UsersSection') },
] as const;

export function ConfigurationPage() {
  const { section: slug } = useParams();
  const navigate = useNavigate();
  const current = CONFIGURATION_SECTIONS.find((s) => s.slug === slug);
  if (!current) return <Navigate to="/configuration/services" replace />;
  return (
    <>
      <PageHeader icon={<IconSettings size={24} />} title="Configuration" description="Your catalogue, rates, clients and team: what every quote is built from." />
      <Tabs value={current.slug} onChange={(v) => v && navigate(`/configuration/${v}`)} keepMounted={false} mb="lg">
        <Tabs.List>
          {CONFIGURATION_SECTIONS.map((s) => (
            <Tabs.Tab key={s.slug} value={s.slug}>{s.label}</Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Suspense fallback={<Center py="xl"><Loader /></Center>}>
        <current.Screen />
      </Suspense>
    </>
  );
}
