import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { mayExport, ROLES } from '@itinera/domain';
import type { QuoteId } from '@itinera/domain/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useAssignees } from '../../../lib/assignees';
import { useAuth } from '../../../lib/use-auth';

export interface WhoMayExportProps {
  quoteId: QuoteId;
  /** The quote's code, named in the request. */
  code?: string;
}

/** A mail to the administrators asking for the export, with the way to the quote's Export tab. */
export function exportRequestMail(
  t: TFunction<'publishing'>,
  emails: readonly string[],
  quoteId: QuoteId,
  code: string | undefined,
  from: string,
) {
  const link = `${window.location.origin}/quote/export?itinerary=${quoteId}`;
  const subject = code ? t('whoMay.mailSubject', { code }) : t('whoMay.mailSubjectNoCode');
  const body = code ? t('whoMay.mailBody', { code, link, from }) : t('whoMay.mailBodyNoCode', { link, from });
  return `mailto:${emails.join(',')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * What the Export tab says instead of the target buttons when none is offered. To someone who may not export: who may
 * (docs/domain/jobs-and-mail.md#who-exports), and — for staff, who may read the company's users — a mail to the
 * active administrators. To an administrator: that no target is configured yet.
 */
export function WhoMayExport({ quoteId, code }: WhoMayExportProps) {
  const { t } = useTranslation('publishing');
  const auth = useAuth();
  const user = { roles: auth?.user.roles.data ?? [], permissions: auth?.permissions ?? [] };
  const staff = user.roles.some((r) => r.id === ROLES.OPERATOR);
  const users = useAssignees(!mayExport(user) && staff);
  if (mayExport(user))
    return (
      <Text size="sm" c="dimmed">
        {t('whoMay.noTarget')}
      </Text>
    );
  const admins = (users.data?.data ?? []).filter((u) => u.active && u.role.id === ROLES.ADMIN && u.email);
  return (
    <Alert color="blue" variant="light" data-testid="who-may-export">
      <Stack gap={6}>
        <Text size="sm">{t('whoMay.adminsOnly')}</Text>
        {users.isPending && staff && <Loader size="xs" aria-label={t('whoMay.finding')} />}
        {admins.length > 0 && (
          <Group gap="xs">
            <IconMail size={16} aria-hidden />
            <Anchor
              href={exportRequestMail(
                t,
                admins.map((a) => a.email),
                quoteId,
                code,
                auth?.user.name ?? '',
              )}
              size="sm"
            >
              {admins.length === 1
                ? t('whoMay.askOne', { name: admins[0]!.name })
                : t('whoMay.askAll', { names: admins.map((a) => a.name).join(', ') })}
            </Anchor>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
