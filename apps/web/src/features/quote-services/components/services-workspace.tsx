import { useTranslation } from 'react-i18next';
import { QuoteLockNotice } from '../../../components/quote-lock-alert';
import { useCallback, useMemo, useState } from 'react';
import { Button } from '@mantine/core';
import { IconListDetails, IconPlus } from '@tabler/icons-react';
import {
  arePricesLocked,
  canSeeVisibilityControl,
  clientDateFormat,
  isBookingDisabled,
  quoteLock,
  locationFlaggedIds,
} from '@itinera/domain';
import type { QuoteDetail, QuoteService } from '@itinera/domain/contracts';
import { EmptyState } from '../../../components/empty-state';
import { useAuth } from '../../../lib/use-auth';
import type { QuoteWorkspace } from '../api/quote-services-key';
import { changeServiceStatus } from '../api/services/change-service-status';
import { processServices } from '../api/services/process-services';
import { setServicesStatus } from '../api/services/set-services-status';
import { useServiceWrites } from '../api/use-service-writes';
import { compareServices, groupServicesByDay, type LevelFilter } from '../logic/group-by-day';
import {
  effectivePriceFilter,
  permissionUserOf,
  priceColumns,
  priceVisibilityOf,
  type PriceFilter,
} from '../logic/price-columns';
import { LevelPricesPanel } from './level-prices-panel';
import { PriceMatrixSection } from './price-matrix-section';
import { SelectionBar } from './selection-bar';
import { ServiceDialogs, useServiceActions } from './service-dialogs';
import { ServicesTabContext, type ServicesTabState } from './services-context';
import { ServicesTable } from './services-table';
import { ServicesToolbar } from './services-toolbar';
import { useHighlight } from './use-highlight';
import { useSelection } from './use-selection';

export interface ServicesWorkspaceProps {
  quote: QuoteDetail;
  readOnly: boolean;
  /** History view: a stored version, whose live calls (the Upsales editor) are not offered. */
  history?: boolean;
  data: QuoteWorkspace;
}

/** The services tab's screen: filters and actions, the day-by-day table, the level prices. */
export function ServicesWorkspace({ quote, readOnly, history = false, data }: ServicesWorkspaceProps) {
  const { t } = useTranslation('services');
  const auth = useAuth();
  const [level, setLevel] = useState<LevelFilter>(0);
  const [filter, setFilter] = useState<PriceFilter>('all');
  const [grouping, setGrouping] = useState(true);
  const { highlighted, highlighter } = useHighlight();
  const writes = useServiceWrites(quote.id, highlighter);
  const ids = useMemo(() => data.services.map((s) => s.id), [data.services]);
  const selection = useSelection(ids);
  const visibility = useMemo(() => priceVisibilityOf(auth, data.services), [auth, data.services]);
  const groups = useMemo(
    () => groupServicesByDay(data.services, data.days, quote, level),
    [data.services, data.days, quote, level],
  );
  // The location insertion check over the whole quote in the API's order (docs/domain/services.md#location-check).
  const locationFlagged = useMemo(() => locationFlaggedIds([...data.services].sort(compareServices)), [data.services]);
  // A past version is read-only anyway; the live quote's lock says nothing about it.
  const pricesLocked = !history && arePricesLocked(quote);
  // Booking happens on a Confirmed quote: its services' booking status stays open there although
  // everything else is read-only (the server's rule, isBookingDisabled).
  const roleIds = (auth?.user.roles.data ?? []).map((r) => r.id);
  const bookingReadOnly = history || isBookingDisabled(quote.status.id, roleIds);
  // The one lock message of every tab (decision 0039); a past version says it is one in its own banner.
  const lock = history ? null : quoteLock(quote, roleIds);
  const { run } = writes;
  const actions = useServiceActions(quote, run, selection.clear);
  const { open } = actions;

  const edit = useCallback(
    (service: QuoteService, changes: Record<string, unknown>) =>
      void run(() => processServices(quote.uuid, [{ ...changes, id: service.id }])),
    [run, quote.uuid],
  );
  const onStatus = useCallback(
    (service: QuoteService, status: 1 | 2 | 3) => void run(() => changeServiceStatus(service.id, status)),
    [run],
  );
  const state: ServicesTabState = useMemo(
    () => ({
      quote,
      readOnly,
      bookingReadOnly,
      history,
      pricesLocked,
      dateFormat: clientDateFormat(quote.client),
      currency: quote.currency.currency_sign,
      visibility,
      columns: priceColumns(filter, visibility),
      showVisibility: canSeeVisibilityControl(permissionUserOf(auth)),
      highlighted,
      locationFlagged,
      settleHighlight: highlighter.settle,
      canSelect: !readOnly || !bookingReadOnly,
      selected: selection.selected,
      toggleSelected: selection.toggle,
      run,
      edit,
      onStatus,
      onAction: (action, service) => void open({ kind: action, services: [service] }),
      onAddOnDay: (day) => void open({ kind: 'add', services: [], day: String(day) }),
    }),
    [
      quote,
      readOnly,
      bookingReadOnly,
      history,
      pricesLocked,
      visibility,
      filter,
      auth,
      highlighted,
      locationFlagged,
      highlighter,
      selection.selected,
      selection.toggle,
      run,
      edit,
      onStatus,
      open,
    ],
  );
  const selectedServices = data.services.filter((s) => selection.selected.has(s.id));
  const selectedIds = selectedServices.map((s) => s.id);
  const shownIds = groups.flatMap((g) => g.services.map((s) => s.id));

  return (
    <ServicesTabContext.Provider value={state}>
      {lock && <QuoteLockNotice lock={lock} mb="sm" py={8} />}
      {data.services.length === 0 ? (
        <EmptyState
          icon={<IconListDetails size={30} />}
          title={history ? t('noneInVersion') : t('none')}
          // A stored version or a locked quote cannot take services: only the editable quote invites adding them.
          text={history ? t('noneInVersionText') : readOnly ? t('noneLockedText') : t('noneText')}
          action={
            readOnly || pricesLocked ? undefined : (
              <Button
                leftSection={<IconPlus size={16} />}
                mt="xs"
                onClick={() => void open({ kind: 'add', services: [] })}
                data-action-type="quote-services-add"
              >
                {t('add')}
              </Button>
            )
          }
        />
      ) : (
        <>
          <ServicesToolbar
            level={level}
            onLevel={setLevel}
            priceFilter={effectivePriceFilter(filter, visibility)}
            onPriceFilter={setFilter}
            visibility={visibility}
            readOnly={readOnly}
            pricesLocked={pricesLocked}
            onAdd={() => void open({ kind: 'add', services: [] })}
            prices={data.prices}
            currency={quote.currency.currency_sign}
            grouping={grouping}
            onGrouping={setGrouping}
          />
          <ServicesTable groups={groups} grouping={grouping} />
          {selectedIds.length > 0 && (
            <SelectionBar
              count={selectedIds.length}
              total={shownIds.length}
              canEdit={!readOnly}
              pricesLocked={pricesLocked}
              canBook={!bookingReadOnly}
              onSelectAll={() => selection.toggle(shownIds, true)}
              onClear={selection.clear}
              // One process call for all (contract S3), one version; the status has its own call (I11).
              onLevel={(to) =>
                void run(() =>
                  processServices(
                    quote.uuid,
                    selectedIds.map((id) => ({ id, level: to })),
                  ),
                )
              }
              onStatus={(to) => void run(() => setServicesStatus(quote.id, selectedIds, to))}
              onMove={() => void open({ kind: 'move', services: selectedServices })}
              onDuplicate={() => void open({ kind: 'duplicate', services: selectedServices })}
              onUpdatePrices={() => void open({ kind: 'update', services: selectedServices })}
              onDelete={() => void open({ kind: 'delete', services: selectedServices })}
            />
          )}
        </>
      )}
      {(visibility.canViewSale || visibility.canViewCost) && data.services.length > 0 && (
        <LevelPricesPanel
          prices={data.prices}
          messages={data.messages}
          currency={quote.currency.currency_sign}
          activeLevel={level}
        />
      )}
      {visibility.canViewSale && !history && data.services.length > 0 && (
        <PriceMatrixSection quoteId={quote.id} currency={quote.currency.currency_sign} />
      )}
      <ServiceDialogs actions={actions} services={data.services} onMoved={selection.clear} />
    </ServicesTabContext.Provider>
  );
}
