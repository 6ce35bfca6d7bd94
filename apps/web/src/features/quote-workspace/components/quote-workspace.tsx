import { useEffect, type ComponentType, type ReactNode } from 'react';
import { Button, Center, Loader } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { arePricesLocked, quoteLock } from '@itinera/domain';
import type { QuoteDetail, QuoteId } from '@itinera/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useLockText } from '../../../components/quote-lock-alert';
import { useServerText } from '../../../components/server-text';
import { publishQuoteIdentity } from '../../../lib/page-title';
import { useAuth } from '../../../lib/use-auth';
import { useQuote } from '../api/get-quote';
import { useQuoteVersion } from '../api/quote-version';
import { useVersionCheck } from '../api/version-check';
import { BasicInfoTab } from './basic-info/basic-info-tab';
import { WorkspaceFrame } from './frame/workspace-frame';
import { viewOfQuote } from './frame/workspace-view';
import { HistoryBanner } from './history/history-banner';
import { QuoteUnavailable } from './quote-unavailable';

export { LegacyQuote } from './legacy-quote';

/** What a tab built by another feature receives (the Services tab). */
export interface QuoteTabContext {
  quote: QuoteDetail;
  readOnly: boolean;
  /** Why the live quote's status forbids editing for this user (domain quoteLock, scope editing), or null. */
  lockReason: string | null;
  /**
   * History view: the stored version as I3 answers it (the detail's fields as they were then, with
   * service_itinerary, prices, days, passengers).
   */
  snapshot?: Record<string, unknown>;
}

/** The tab on screen as the app's list of tabs describes it (app/shell/quote-tabs.ts). */
export interface QuoteTabAbout {
  id: string;
  /** Its name, a `common` catalogue key (the side bar's). */
  titleKey: string;
  Icon: ComponentType<{ size?: number }>;
  /** What the tab holds, said when it has nothing to show: a `workspace` catalogue key. */
  emptyKey: string;
}

export interface QuoteWorkspaceProps {
  quoteId: QuoteId;
  tab: QuoteTabAbout;
  history: boolean;
  /** The version parameter of history view (null when absent or not a number). */
  version: number | null;
  /** Renders a tab this feature does not own; null falls back to the tab's empty state. */
  renderTab?: (tab: string, context: QuoteTabContext) => ReactNode | null;
  /** Renders what another feature says above every tab of the live quote (the sale's changes, decision 0075). */
  renderBanner?: (quote: QuoteDetail) => ReactNode | null;
}

/** The quote workspace: the frame above every tab, then the tab, for the live quote or a past version. */
export function QuoteWorkspace({ quoteId, tab, history, version, renderTab, renderBanner }: QuoteWorkspaceProps) {
  const { t } = useTranslation('workspace');
  const lockText = useLockText();
  const serverText = useServerText();
  const quote = useQuote(quoteId);
  const past = useQuoteVersion(quoteId, history ? version : null);
  // A failed write on any tab re-reads the quote's version (spec 01 §8); history view writes nothing.
  useVersionCheck(quoteId, !history);
  const roleIds = (useAuth()?.user.roles.data ?? []).map((r) => r.id);
  const icon = history ? <IconHistory size={24} /> : <tab.Icon size={24} />;

  const current = quote.data?.data;
  // A past version shows its own facts; the booking progress is today's, so it is left out there.
  const view =
    current &&
    (history
      ? past.data && { ...viewOfQuote(past.data), bookingProgress: null, changesAwaiting: false }
      : viewOfQuote(current));
  // The shell's page title reads the open quote's code and title (docs/domain/spec-sections.md#spec-01-section-2).
  useEffect(() => {
    publishQuoteIdentity(view ? { code: view.code, title: view.title } : null);
  }, [view?.code, view?.title]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => () => publishQuoteIdentity(null), []);

  if (quote.isError) return <QuoteUnavailable error={quote.error} />;
  if (history && (version === null || past.isError)) {
    return (
      <EmptyState
        icon={<IconHistory size={30} />}
        title={version === null ? t('history.which') : t('history.notFound', { version })}
        text={t('history.pick')}
        action={
          <Button
            component={Link}
            to={`/quote/basic-info?itinerary=${quoteId}`}
            variant="light"
            mt="xs"
            data-action-type="quote-history-back"
          >
            {t('history.openCurrent')}
          </Button>
        }
      />
    );
  }
  if (!current || !view)
    return (
      <Center h={320}>
        <Loader />
      </Center>
    );

  // One lock message for every tab (decision 0039): the editing lock's makes the tabs read-only.
  const lock = quoteLock(current, roleIds);
  const lockReason = lock?.scope === 'editing' ? lockText(lock) : null;
  const context: QuoteTabContext = {
    quote: current,
    readOnly: history || lockReason !== null,
    lockReason,
    snapshot: history ? past.data : undefined,
  };
  const content =
    tab.id === 'basic-info' ? (
      <BasicInfoTab quote={current} lock={lock} past={history ? past.data : undefined} />
    ) : (
      (renderTab?.(tab.id, context) ?? <EmptyState icon={icon} title={t('tabs.nothingYet')} text={t(tab.emptyKey)} />)
    );

  return (
    <>
      <WorkspaceFrame
        quoteId={quoteId}
        view={view}
        tabTitle={t(tab.titleKey, { ns: 'common' })}
        icon={icon}
        history={history}
        currentVersion={current.version}
        statusOptions={quote.data?.statuses ?? []}
        tab={tab.id}
      />
      {!history && renderBanner?.(current)}
      {history && (
        <HistoryBanner
          quoteId={quoteId}
          code={current.code}
          version={view.version}
          currentVersion={current.version}
          tab={tab.id}
          status={t(`quoteStatus.${view.status.id}`, { ns: 'common', defaultValue: view.status.name })}
          passengers={(past.data?.passengers ?? []) as { name?: unknown }[]}
          restoreBlocked={
            lockReason
              ? t('history.restoreLocked', {
                  status: t(`quoteStatus.${current.status.id}`, { ns: 'common', defaultValue: current.status.name }),
                })
              : arePricesLocked(current)
                ? serverText.pricesLocked(current.status.id)
                : null
          }
        />
      )}
      {content}
    </>
  );
}
