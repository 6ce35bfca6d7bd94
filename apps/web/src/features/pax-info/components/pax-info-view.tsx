import { QuoteLockAlert } from '../../../components/quote-lock-alert';
import { useMemo, useState } from 'react';
import { Alert, Button, Group, Menu, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconChevronDown,
  IconDownload,
  IconFileSpreadsheet,
  IconUpload,
  IconUserPlus,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QuoteDetail, QuotePassenger } from '@itinera/domain/contracts';
import { HttpError } from '../../../lib/http';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { PaxInfo } from '../api/get-passengers';
import { downloadSheet, type SheetKind } from '../api/download-sheet';
import { useImportPassengers } from '../api/import-passengers';
import { useSavePassengers, type PassengerChange } from '../api/save-passengers';
import { failureText, saveErrorsOf } from '../logic/passenger-form';
import { levelsInUse, partySummary, paxRows, type PaxRow, type PriceEntry } from '../logic/pax-rows';
import { ImportModal } from './import-modal';
import { PassengerModal } from './passenger-modal';
import { PassengersTable } from './passengers-table';
import { PaxWarnings } from './pax-warnings';
import { RoomingList } from './rooming-list';

export interface PaxInfoViewProps {
  quote: QuoteDetail;
  info: PaxInfo;
  prices: PriceEntry[] | undefined;
  /** History view or a status that forbids editing. */
  readOnly: boolean;
  history: boolean;
  /** Why the quote may not be edited now, when it may not. */
  lockReason?: string | null;
  /** Prices are locked (Sent, Under Review): names and documents may change, the party may not. */
  partyLockedReason: string | null;
  /** The list could not be read: it is shown empty with this failure. */
  listError?: unknown;
  onRetry?: () => void;
}

/** The Pax Information tab: passengers, their prices, the rooming list, the checks, sheets. */
export function PaxInfoView(props: PaxInfoViewProps) {
  const { quote, info, prices, readOnly, history, partyLockedReason } = props;
  const { t } = useTranslation('workspace');
  const partyLocked = partyLockedReason !== null;
  const save = useSavePassengers(quote.id, quote.version);
  const importer = useImportPassengers(quote.id, quote.version);
  const [editing, setEditing] = useState<{ passenger: QuotePassenger | null; position: number } | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string> | null>(null);
  const [removing, setRemoving] = useState<PaxRow | null>(null);
  const [importOpen, setImportOpen] = useState(false);

  const rows = useMemo(() => paxRows(info.data, prices), [info.data, prices]);
  const levels = levelsInUse(prices);
  const rooms = info.rooming.rooms.map((r) => ({
    value: String(r.index),
    label: t('pax.roomN', { n: r.index + 1, name: r.name }),
  }));
  const flagged = new Set(info.warnings.flatMap((w) => w.pax_ids));

  const send = async (data: PassengerChange[]) => {
    try {
      await save.mutateAsync(data);
      return true;
    } catch (error) {
      const refused = saveErrorsOf(error);
      if (refused && editing) setServerErrors(refused.perPassenger[0] ?? null);
      // A refused save carries its sentence in `message` (its `errors` are per passenger, §1.5).
      notifyError(error instanceof HttpError ? new HttpError(error.status, failureText(error), error.body) : error);
      return false;
    }
  };
  const download = (sheet: SheetKind) => downloadSheet(quote.id, sheet).catch((error: unknown) => notifyError(error));

  return (
    <Stack gap="md" mt="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={0}>
          <Title order={3}>{t('pax.count', { count: info.data.length })}</Title>
          <Text size="sm" c="dimmed">
            {partySummary(info.data, t) || t('pax.noneYet')}
          </Text>
        </Stack>
        {!history && (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconUpload size={16} />}
              disabled={readOnly || partyLocked}
              onClick={() => setImportOpen(true)}
              data-action-type="pax-open-import"
            >
              {t('pax.import')}
            </Button>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button
                  variant="default"
                  leftSection={<IconDownload size={16} />}
                  rightSection={<IconChevronDown size={14} />}
                >
                  {t('pax.export')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => download('passengers')}>
                  {t('pax.passengerSheet')}
                </Menu.Item>
                <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => download('rooming')}>
                  {t('pax.roomingSheet')}
                </Menu.Item>
                <Menu.Divider />
                <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => download('template')}>
                  {t('pax.templateSheet')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
            <Button
              leftSection={<IconUserPlus size={16} />}
              disabled={readOnly || partyLocked || info.data.length >= 500 || Boolean(props.listError)}
              onClick={() => {
                setServerErrors(null);
                setEditing({ passenger: null, position: info.data.length + 1 });
              }}
              data-action-type="pax-add"
            >
              {t('pax.add')}
            </Button>
          </Group>
        )}
      </Group>

      {!history && props.lockReason && <QuoteLockAlert scope="editing">{props.lockReason}</QuoteLockAlert>}
      {!readOnly && partyLockedReason && <QuoteLockAlert scope="prices">{partyLockedReason}</QuoteLockAlert>}
      {Boolean(props.listError) && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('pax.listFailed')}
          data-testid="pax-list-error"
        >
          <Group justify="space-between">
            <Text size="sm">{failureText(props.listError)}</Text>
            {props.onRetry && (
              <Button size="xs" variant="light" color="red" onClick={props.onRetry}>
                {t('pax.tryAgain')}
              </Button>
            )}
          </Group>
        </Alert>
      )}
      <PaxWarnings warnings={info.warnings} />

      <Paper withBorder radius="md" p="xs">
        <PassengersTable
          rows={rows}
          levels={levels}
          currency={quote.currency.currency_sign}
          rooms={rooms}
          flagged={flagged}
          readOnly={readOnly}
          partyLocked={partyLocked}
          busy={save.isPending}
          onOpen={(row) => {
            setServerErrors(null);
            setEditing({ passenger: row.passenger, position: row.position });
          }}
          onRoom={(row, room) => void send([{ id: row.passenger.id, status: 1, room }])}
          onRemove={setRemoving}
        />
      </Paper>

      <RoomingList rooming={info.rooming} passengers={info.data} />

      <PassengerModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        passenger={editing?.passenger ?? null}
        position={editing?.position ?? 1}
        rooms={rooms}
        startDate={quote.start_date}
        readOnly={readOnly}
        partyLocked={partyLocked}
        saving={save.isPending}
        serverErrors={serverErrors}
        onSave={async (change) => {
          const done = await send([{ ...change, id: editing?.passenger?.id ?? null, status: 1 }]);
          if (done) setEditing(null);
        }}
      />
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('pax.removeTitle')}
        centered
        radius="lg"
      >
        <Stack gap="md">
          <Text size="sm">
            {t('pax.removeText', {
              name: removing?.passenger.name || t('pax.passengerLower', { n: removing?.position }),
              count: info.data.length - 1,
            })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t('pax.cancel')}
            </Button>
            <Button
              color="red"
              loading={save.isPending}
              data-action-type="pax-remove"
              onClick={async () => {
                if (removing && (await send([{ id: removing.passenger.id, status: -1 }]))) setRemoving(null);
              }}
            >
              {t('pax.remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ImportModal
        opened={importOpen}
        onClose={() => setImportOpen(false)}
        importing={importer.isPending}
        onTemplate={() => download('template')}
        onImport={async (file, mode) => {
          const answer = await importer.mutateAsync({ file, mode });
          notifySuccess(answer.message);
        }}
      />
    </Stack>
  );
}
