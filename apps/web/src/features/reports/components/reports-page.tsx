import { useState } from 'react';
import { Button, Title } from '@mantine/core';
import { IconChartBar, IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { canViewCatalogueCosts, hasPermissions, mayAssignRecords, ROLES } from '@itinera/domain';
import { PageHeader } from '../../../components/page-header';
import { useCatalogueList } from '../../../lib/catalogue/catalogue-lists';
import { notifyError } from '../../../lib/notify';
import { useAuth } from '../../../lib/use-auth';
import { getDetail } from '../api/get-detail';
import type { ReportFilters } from '../api/report-filters';
import { downloadCsv } from '../logic/download-csv';
import { userDateFormat } from '../logic/labels';
import { cutFrom, filtersFrom, withFilters } from '../logic/url-filters';
import { EngagementSection } from './engagement-section';
import { FunnelSection } from './funnel-section';
import { ReportFiltersBar } from './report-filters-bar';
import { SalesSection } from './sales-section';
import { ThisMonth } from './this-month';
import { TimeSection } from './time-section';

interface ClientRow {
  id: number;
  name: string;
  configuration?: { date_format?: string | null } | null;
}

/**
 * /reports (issue 42, docs/decisions/issues.md; docs/domain/reports.md#the-screen): this month at a glance, the spec's charts,
 * the conversion funnel, time to quote and what clients look at; every figure from the server,
 * which keeps a travel agent to its own quotes and a client admin to its agency's.
 */
export function ReportsPage() {
  const { t } = useTranslation('reports');
  const auth = useAuth();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const by = cutFrom(params);
  const roles = auth?.user.roles.data ?? [];
  const roleId = roles[0]?.id ?? 0;
  const permissions = auth?.permissions ?? [];
  const own = roleId === ROLES.TRAVEL_AGENT || roleId === ROLES.CLIENT;
  const staff = roleId === ROLES.ADMIN || roleId === ROLES.OPERATOR;
  const canSale = hasPermissions({ roles, permissions }, ['view_sale_price']);
  const canCost = canViewCatalogueCosts(
    roleId,
    permissions.map((p) => p.name),
  );
  const clients = useCatalogueList<ClientRow>('/tenant/clients', { limit: 500 });
  const dateFormat = userDateFormat(clients.data?.data.find((c) => c.id === auth?.user.client_id));
  const [downloading, setDownloading] = useState(false);

  const setFilters = (next: ReportFilters) => setParams(withFilters(params, next), { replace: true });
  const setCut = (next: string | null) => {
    const p = new URLSearchParams(params);
    if (next) p.set('by', next);
    else p.delete('by');
    setParams(p, { replace: true });
  };
  const salesReport = async () => {
    setDownloading(true);
    try {
      const rows = await getDetail(filters);
      const header = rows[0] ? Object.keys(rows[0]) : ['Code'];
      downloadCsv(
        'sales-report',
        header,
        rows.map((r) => header.map((k) => r[k] ?? null)),
      );
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <PageHeader
        icon={<IconChartBar size={24} />}
        title={t('title')}
        description={own ? t('introOwn') : t('intro')}
        aside={
          <Button
            variant="light"
            leftSection={<IconFileSpreadsheet size={16} />}
            loading={downloading}
            onClick={salesReport}
          >
            {t('salesReport')}
          </Button>
        }
      />
      <ReportFiltersBar
        value={filters}
        onChange={setFilters}
        pickConsultants={mayAssignRecords(roles)}
        pickClients={staff || roleId === ROLES.TRAVEL_AGENT}
        dateFormat={dateFormat}
      />
      <ThisMonth filters={filters} />
      <Title order={2} fz="lg" mb="sm">
        {t('headings.sales')}
      </Title>
      <SalesSection filters={filters} own={own} canSale={canSale} canCost={canCost} />
      <Title order={2} fz="lg" mb="sm">
        {t('headings.funnel')}
      </Title>
      <FunnelSection filters={filters} own={own} by={by} onCut={setCut} />
      <Title order={2} fz="lg" mb="sm">
        {t('headings.time')}
      </Title>
      <TimeSection filters={filters} dateFormat={dateFormat} />
      <Title order={2} fz="lg" mb="sm">
        {t('headings.engagement')}
      </Title>
      <EngagementSection filters={filters} dateFormat={dateFormat} />
    </>
  );
}
