import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBookingSettings, useSaveEmergencyPhone } from '../api/booking-settings';

/**
 * The company's emergency phone, which every voucher prints (decision 0060): shown on the Book tab,
 * a warning while there is none, and set by an admin here.
 */
export function EmergencyPhone() {
  const { t } = useTranslation('booking');
  const settings = useBookingSettings();
  const save = useSaveEmergencyPhone();
  const [editing, setEditing] = useState(false);
  const [phone, setPhone] = useState('');
  if (!settings.data) return null;
  const { emergency_phone: current, can_edit: canEdit } = settings.data;
  const edit = () => (setPhone(current ?? ''), setEditing(true));
  return (
    <>
      <Alert
        data-testid="emergency-phone"
        color={current ? 'gray' : 'yellow'}
        variant="light"
        icon={<IconPhone size={18} />}
        title={current ? undefined : t('phone.none')}
      >
        <Group justify="space-between" gap="xs" wrap="wrap">
          {current ? (
            <Text size="sm">
              {t('phone.current')}{' '}
              <Text span fw={700}>
                {current}
              </Text>
            </Text>
          ) : (
            <Text size="sm">
              {t('phone.why')} {canEdit ? t('phone.set') : t('phone.ask')}
            </Text>
          )}
          {canEdit && (
            <Button size="xs" variant={current ? 'subtle' : 'filled'} onClick={edit}>
              {current ? t('phone.change') : t('phone.setButton')}
            </Button>
          )}
        </Group>
      </Alert>
      <Modal opened={editing} onClose={() => setEditing(false)} title={t('phone.title')}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(phone.trim() || null, { onSuccess: () => setEditing(false) });
          }}
        >
          <Stack>
            <TextInput
              label={t('phone.label')}
              description={t('phone.description')}
              value={phone}
              onChange={(e) => setPhone(e.currentTarget.value)}
              maxLength={30}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setEditing(false)}>
                {t('phone.back')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('phone.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
