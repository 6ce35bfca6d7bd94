import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { EXPORT_ADMINS_ONLY, mayExport, ROLES } from '@itinera/domain';
import type { QuoteId } from '@itinera/domain/contracts';
import { useAssignees } from '../../../lib/assignees';
import { useAuth } from '../../../lib/use-auth';

export interface WhoMayExportProps {
  quoteId: QuoteId;
  /** The quote's code, named in the request. */
  code?: string;
}

/** A mail to the administrators asking for the export, with the way to the quote's Export tab. */
export function exportRequestMail(emails: readonly string[], quoteId: QuoteId, code: string | undefined, from: string) {
  const link = `${window.location.origin}/quote/export?itinerary=${quoteId}`;
  const subject = `Please export ${code ?? 'a quote'} to the external system`;
  const body = `Hello,\n\nCould you export ${code ?? 'this quote'} to the external system? Only an administrator can.\n${link}\n\n${from}`;
  return `mailto:${emails.join(',')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * What the Export tab says instead of the target buttons when none is offered. To someone who may not export: who may
 * (docs/domain/jobs-and-mail.md#who-exports), and — for staff, who may read the company's users — a mail to the
 * active administrators. To an administrator: that no target is configured yet.
 */
export function WhoMayExport({ quoteId, code }: WhoMayExportProps) {
  const auth = useAuth();
  const user = { roles: auth?.user.roles.data ?? [], permissions: auth?.permissions ?? [] };
  const staff = user.roles.some((r) => r.id === ROLES.OPERATOR);
  const users = useAssignees(!mayExport(user) && staff);
  if (mayExport(user))
    return (
      <Text size="sm" c="dimmed">
        No export target is configured yet. Add one in Configuration › Export targets.
      </Text>
    );
  const admins = (users.data?.data ?? []).filter((u) => u.active && u.role.id === ROLES.ADMIN && u.email);
  return (
    <Alert color="blue" variant="light" data-testid="who-may-export">
      <Stack gap={6}>
        <Text size="sm">{EXPORT_ADMINS_ONLY} Ask one to export this quote when it is ready.</Text>
        {users.isPending && staff && <Loader size="xs" aria-label="Finding the administrators" />}
        {admins.length > 0 && (
          <Group gap="xs">
            <IconMail size={16} aria-hidden />
            <Anchor
              href={exportRequestMail(
                admins.map((a) => a.email),
                quoteId,
                code,
                auth?.user.name ?? '',
              )}
              size="sm"
            >
              Ask{' '}
              {admins.length === 1 ? admins[0]!.name : `the administrators (${admins.map((a) => a.name).join(', ')})`}{' '}
              to export it
            </Anchor>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
