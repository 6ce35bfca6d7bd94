import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useBookingSettings, useSaveEmergencyPhone } from '../api/booking-settings';

/**
 * The company's emergency phone, which every voucher prints (decision 0060): shown on the Book tab,
 * a warning while there is none, and set by an admin here.
 */
export function EmergencyPhone() {
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
        title={current ? undefined : 'Vouchers print no emergency phone'}
      >
        <Group justify="space-between" gap="xs" wrap="wrap">
          {current ? (
            <Text size="sm">
              Emergency phone on the vouchers:{' '}
              <Text span fw={700}>
                {current}
              </Text>
            </Text>
          ) : (
            <Text size="sm">
              Travellers and suppliers call it in an emergency.{' '}
              {canEdit ? 'Set the company’s 24-hour phone.' : 'Ask an admin of your company to set it.'}
            </Text>
          )}
          {canEdit && (
            <Button size="xs" variant={current ? 'subtle' : 'filled'} onClick={edit}>
              {current ? 'Change' : 'Set the phone'}
            </Button>
          )}
        </Group>
      </Alert>
      <Modal opened={editing} onClose={() => setEditing(false)} title="The company’s emergency phone">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(phone.trim() || null, { onSuccess: () => setEditing(false) });
          }}
        >
          <Stack>
            <TextInput
              label="Emergency phone (24 hours)"
              description="Printed on every voucher and in the vouchers e-mail. Leave empty to print none."
              value={phone}
              onChange={(e) => setPhone(e.currentTarget.value)}
              maxLength={30}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setEditing(false)}>
                Back
              </Button>
              <Button type="submit" loading={save.isPending}>
                Save phone
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
