import { ROLES } from '@itinera/domain';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { SessionUser } from '../../identity/session-user';
import type { TenantRow } from '../../identity/tenants.repository';
import { usersRepository } from '../users/users.repository';
import { contactRepository } from './contact.repository';

/** Feedback and contact requests are stored, then mailed to the tenant's admins. */
async function notifyAdmins(
  database: Database,
  mailer: Mailer,
  tenantId: number,
  subject: string,
  body: string,
  kind: 'feedback' | 'contact',
) {
  const admins = await database.withTenant(tenantId, (tx) => usersRepository.emailsOfRole(tx, tenantId, ROLES.ADMIN));
  for (const to of admins) await mailer.send(tenantId, { to, subject, body, kind });
}

export async function sendFeedback(
  database: Database,
  mailer: Mailer,
  user: SessionUser,
  body: { subject: string; message: string },
) {
  const id = await database.withTenant(user.tenantId, (tx) =>
    contactRepository.addMessage(tx, {
      tenantId: user.tenantId,
      userId: user.userId,
      kind: 'feedback',
      name: user.name,
      email: user.email,
      subject: body.subject,
      message: body.message,
    }),
  );
  await notifyAdmins(
    database,
    mailer,
    user.tenantId,
    `Feedback: ${body.subject}`,
    `${user.name} <${user.email}> wrote:\n\n${body.message}\n`,
    'feedback',
  );
  return id;
}

export async function sendContact(
  database: Database,
  mailer: Mailer,
  tenant: TenantRow,
  body: { name: string; email: string; company?: string; message: string },
) {
  const id = await database.withTenant(tenant.id, (tx) =>
    contactRepository.addMessage(tx, {
      tenantId: tenant.id,
      kind: 'contact',
      name: body.name,
      email: body.email,
      subject: body.company ?? null,
      message: body.message,
    }),
  );
  await notifyAdmins(
    database,
    mailer,
    tenant.id,
    `Contact request from ${body.name}`,
    `${body.name} <${body.email}>${body.company ? ` (${body.company})` : ''} wrote:\n\n${body.message}\n`,
    'contact',
  );
  return id;
}

export async function recordEvents(
  database: Database,
  user: SessionUser,
  events: { action_type: string; event: string; path?: string; at?: Date }[],
) {
  await database.withTenant(user.tenantId, (tx) =>
    contactRepository.addEvents(
      tx,
      events.map((e) => ({
        tenantId: user.tenantId,
        userId: user.userId,
        actionType: e.action_type,
        event: e.event,
        path: e.path ?? null,
        occurredAt: e.at ?? new Date(),
      })),
    ),
  );
}
