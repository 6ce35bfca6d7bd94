import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { ProcessResponse, QuoteId, QuoteService } from '@itinera/domain/contracts';
import { LoadingModal } from '../../../components/loading-modal';
import { quoteServicesKey } from '../api/quote-services-key';
import { deleteServices } from '../api/services/delete-services';
import { duplicateServices } from '../api/services/duplicate-services';
import { importService } from '../api/services/import-service';
import { updateServicesFromCatalogue } from '../api/services/update-services-from-catalogue';
import { AddServicesModal } from './add-services-modal';
import { DeleteServicesModal, ServiceImportedModal } from './confirm-modals';
import { MoveServicesModal } from './move-services-modal';
import { ReplaceServiceModal } from './replace-service-modal';
import type { RowAction } from './services-context';
import { ServiceEditor } from './service-editor';
import { ServiceHistoryModal } from './service-history-modal';

export type DialogKind = RowAction | 'add' | 'update' | 'imported';
export interface Dialog {
  kind: DialogKind;
  services: QuoteService[];
  day?: string;
}

type Run = (op: () => Promise<ProcessResponse>) => Promise<ProcessResponse | null>;

/**
 * What the row menu, the toolbar and the empty state ask for. Duplicate, update and import run
 * at once behind the loading modal; the others open their dialog; "edit" opens the service editor
 * through the address (?service=ID&tab=info), so the deep link and the click are one path.
 */
export function useServiceActions(quote: { id: QuoteId }, run: Run, onDone: () => void) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [busy, setBusy] = useState(false);
  const [, setParams] = useSearchParams();
  const busyRun = useCallback(
    async (op: () => Promise<ProcessResponse>) => {
      setBusy(true);
      const answer = await run(op);
      setBusy(false);
      return answer;
    },
    [run],
  );
  const open = useCallback(
    async (d: Dialog) => {
      const ids = d.services.map((s) => s.id);
      if (d.kind === 'edit') {
        setParams((p) => {
          p.set('service', String(ids[0]));
          p.set('tab', 'info');
          return p;
        });
      } else if (d.kind === 'duplicate') {
        if (await busyRun(() => duplicateServices(quote.id, ids))) onDone();
      } else if (d.kind === 'update') {
        if (await busyRun(() => updateServicesFromCatalogue(quote.id, ids))) onDone();
      } else if (d.kind === 'import') {
        if (await busyRun(() => importService(quote.id, ids[0]))) setDialog({ kind: 'imported', services: d.services });
      } else {
        setDialog(d);
      }
    },
    [busyRun, quote.id, onDone, setParams],
  );
  const close = useCallback(() => setDialog(null), []);
  return { quoteId: quote.id, dialog, busy, open, close, busyRun };
}

export type ServiceActions = ReturnType<typeof useServiceActions>;

export function ServiceDialogs({
  actions,
  services,
  onMoved,
}: {
  actions: ServiceActions;
  services: QuoteService[];
  /** After a move or a delete of the selection: the selection is done with. */
  onMoved: () => void;
}) {
  const { dialog, busy, close, busyRun } = actions;
  const first = dialog?.services[0];
  const queryClient = useQueryClient();
  // One call per service: when one fails, those before it are gone, so the tab reads the quote again.
  const deleteAll = async (ids: number[]) => {
    if (await busyRun(() => deleteServices(ids))) onMoved();
    else void queryClient.invalidateQueries({ queryKey: quoteServicesKey(actions.quoteId) });
  };
  return (
    <>
      <AddServicesModal
        key={dialog?.day ?? 'add'}
        opened={dialog?.kind === 'add'}
        onClose={close}
        initialDay={dialog?.day}
      />
      {dialog?.kind === 'move' && <MoveServicesModal services={dialog.services} onClose={close} onMoved={onMoved} />}
      {dialog?.kind === 'replace' && first && <ReplaceServiceModal service={first} onClose={close} />}
      {dialog?.kind === 'imported' && first && <ServiceImportedModal service={first} onClose={close} />}
      {dialog?.kind === 'history' && first && (
        <ServiceHistoryModal quoteId={actions.quoteId} service={first} onClose={close} />
      )}
      {dialog?.kind === 'delete' && first && (
        <DeleteServicesModal
          services={dialog.services}
          onCancel={close}
          onConfirm={() => {
            close();
            void deleteAll(dialog.services.map((s) => s.id));
          }}
        />
      )}
      <ServiceEditor services={services} />
      <LoadingModal opened={busy} kind="services" />
    </>
  );
}
