import { lazy, Suspense, useState } from 'react';
import { Badge, Button, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconLock, IconLockOpen } from '@tabler/icons-react';
import type { QuoteId } from '@itinera/domain/contracts';
import { QuoteStatusBadge, statusColor } from '../quote-status-badge';
import { i18n } from '../../lib/i18n';
import { lazyMenu, type MenuTarget } from '../lazy-menu';
import { heldBookingsOf, useChangeQuoteStatus, type HeldBookings } from './change-quote-status';
import type { QuoteStatusMenuProps } from './quote-status-menu';

// The menu (Mantine's Menu) is fetched on the first click on a status: a list page draws one per row.
/** A status's name in the interface language (issue 45, docs/decisions/issues.md); one the catalogue lacks keeps the server's name. */
const nameOf = (status: { id: number; name: string }) =>
  i18n.t(`quoteStatus.${status.id}`, { defaultValue: status.name });

const StatusMenu = lazyMenu<QuoteStatusMenuProps>(() => import('./quote-status-menu').then((m) => m.QuoteStatusMenu));
// Asked only when leaving Confirmed with bookings held (decision 0059): fetched then.
const HeldBookingsModal = lazy(() => import('./held-bookings-modal').then((m) => ({ default: m.HeldBookingsModal })));
// Asked only when re-opening a sold quote (issue 48, docs/decisions/issues.md): fetched then.
const ReopenReasonModal = lazy(() => import('./reopen-reason-modal').then((m) => ({ default: m.ReopenReasonModal })));
const CONFIRMED = 2;
const IN_PREPARATION = 1;

export interface QuoteStatusOption {
  id: number;
  name: string;
  acronym: string;
}

/**
 * Where the control sits. The list row shows a small badge, the quote's header a button; their menus,
 * action types and lock notices are kept as each screen had them before they shared this control.
 */
const LOOKS = {
  row: {
    actions: 'quote',
    menu: { position: 'bottom-start', width: 220 },
    lockTitle: (code: string, to: string) => `${code} is now ${to}`,
    plainMs: 4000,
  },
  header: {
    actions: 'quote-workspace',
    menu: { position: 'bottom-end', width: 230 },
    // docs/domain/spec-sections.md#spec-01-section-4: moving to Sent or Under Review locks prices "and an alert tells the user".
    lockTitle: (code: string, to: string, locked: boolean) =>
      `${locked ? 'Prices locked' : 'Prices unlocked'} · ${code} is now ${to}`,
    plainMs: 5000,
  },
} as const;

export interface QuoteStatusControlProps {
  look: keyof typeof LOOKS;
  quoteId: QuoteId;
  code: string;
  status: { id: number; name: string };
  /** The moves the server allows now; no other status is ever offered. */
  options: QuoteStatusOption[];
  /** The status is shown, never changed (history view, a row being deleted). */
  readOnly?: boolean;
}

/**
 * A quote's status and the menu that moves it. When the move locks or unlocks prices the server says
 * so, and the user reads it in a notification that stays longer than a plain toast.
 */
export function QuoteStatusControl({
  look,
  quoteId,
  code,
  status,
  options,
  readOnly = false,
}: QuoteStatusControlProps) {
  const change = useChangeQuoteStatus();
  const [held, setHeld] = useState<{ to: QuoteStatusOption; bookings: HeldBookings; reason?: string } | null>(null);
  const [asking, setAsking] = useState<QuoteStatusOption | null>(null);
  const style = LOOKS[look];
  if (readOnly || options.length === 0) return <StatusShown look={look} status={status} />;

  const move = (to: QuoteStatusOption, keepBookings = false, reason?: string) =>
    change.mutate(
      { id: quoteId, status: to.id, keepBookings, reason },
      {
        onError: (error) => {
          const bookings = heldBookingsOf(error);
          setAsking(null);
          if (bookings) setHeld({ to, bookings, reason });
        },
        onSuccess: (answer) => {
          setHeld(null);
          setAsking(null);
          const locked = answer.itinerary.prices_locked === 1;
          notifications.show(
            answer.message
              ? {
                  color: locked ? 'orange' : 'teal',
                  icon: locked ? <IconLock size={18} /> : <IconLockOpen size={18} />,
                  title: style.lockTitle(code, to.name, locked),
                  message: answer.message,
                  autoClose: 9000,
                  withBorder: true,
                }
              : {
                  color: 'teal',
                  message: i18n.t('toasts.statusChanged', { code, status: to.name }),
                  autoClose: style.plainMs,
                  withBorder: true,
                },
          );
        },
      },
    );

  const target: MenuTarget =
    look === 'row' ? (
      <UnstyledButton
        aria-label={i18n.t('statusControl.of', { code, status: nameOf(status) })}
        data-action-type={`${style.actions}-status-menu`}
        onClick={(e) => e.stopPropagation()}
        style={{ opacity: change.isPending ? 0.6 : 1 }}
      >
        <Badge
          variant="light"
          radius="sm"
          tt="none"
          fw={600}
          color={statusColor(status.id)}
          rightSection={<IconChevronDown size={12} />}
          style={{ cursor: 'pointer' }}
        >
          {change.isPending ? i18n.t('statusControl.saving') : nameOf(status)}
        </Badge>
      </UnstyledButton>
    ) : (
      <Button
        variant="light"
        color={statusColor(status.id)}
        radius="md"
        loading={change.isPending}
        rightSection={<IconChevronDown size={14} />}
        aria-label={i18n.t('statusControl.change', { status: nameOf(status) })}
        data-action-type={`${style.actions}-status-menu`}
      >
        {change.isPending ? i18n.t('statusControl.saving') : nameOf(status)}
      </Button>
    );

  return (
    <>
      <StatusMenu
        {...style.menu}
        actions={style.actions}
        disabled={change.isPending}
        options={options}
        // Re-opening a sold quote asks why first (issue 48, docs/decisions/issues.md); every other move goes at once.
        onMove={(to) => (status.id === CONFIRMED && to.id === IN_PREPARATION ? setAsking(to) : move(to))}
        target={target}
      />
      {held && (
        // A portal's clicks bubble through React to the list row, which would open the quote.
        <Suspense fallback={null}>
          <span onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()} role="presentation">
            <HeldBookingsModal
              held={held.bookings}
              to={held.to.name}
              quoteId={quoteId}
              busy={change.isPending}
              onKeep={() => move(held.to, true, held.reason)}
              onClose={() => setHeld(null)}
            />
          </span>
        </Suspense>
      )}
      {asking && (
        <Suspense fallback={null}>
          <span onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()} role="presentation">
            <ReopenReasonModal
              opened
              busy={change.isPending}
              onReopen={(reason) => move(asking, false, reason)}
              onClose={() => setAsking(null)}
            />
          </span>
        </Suspense>
      )}
    </>
  );
}

/** The status that cannot be changed here. */
function StatusShown({ look, status }: { look: keyof typeof LOOKS; status: { id: number; name: string } }) {
  if (look === 'row') return <QuoteStatusBadge id={status.id} name={status.name} />;
  return (
    <Button
      variant="light"
      color={statusColor(status.id)}
      radius="md"
      component="span"
      aria-label={i18n.t('statusControl.shown', { status: nameOf(status) })}
      style={{ cursor: 'default' }}
    >
      {nameOf(status)}
    </Button>
  );
}
