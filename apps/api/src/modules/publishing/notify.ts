import { formatProposalDate, formatProposalMoney, type PublicProposal } from '@itinera/domain';
import type { Mailer } from '../../mail/mailer';
import type { TenantRow } from '../../identity/tenants.repository';

// The mails of publishing, through the outbox (and SMTP when configured): the proposal's address
// to the client's contact; "opened" and "accepted" to the quote's owner. Plain text, signed with
// the tenant's name (its branding until tenants have a logo in mail).

const LEVELS = { 1: 'Comfort', 2: 'Superior', 3: 'Luxury' } as const;

export function mailProposalLink(
  mailer: Mailer,
  tenant: TenantRow,
  to: { name: string; email: string },
  quote: { title: string; owner: string | null },
  url: string,
) {
  return mailer.send(tenant.id, {
    to: to.email,
    kind: 'notification',
    subject: `${tenant.name}: your travel proposal "${quote.title}"`,
    body: [
      `Hello ${to.name},`,
      '',
      `${quote.owner ?? tenant.name} of ${tenant.name} has prepared a travel proposal for you: "${quote.title}".`,
      '',
      `See it here: ${url}`,
      '',
      'You can switch between the levels offered and accept the proposal on that page.',
      '',
      `— ${tenant.name}`,
    ].join('\n'),
  });
}

/** The "opened" mail's subject: the accept finds a copy still waiting by it (acceptProposal drops it). */
export const openedSubject = (p: PublicProposal) =>
  `${p.quote.clientName ?? 'Your client'} opened your proposal "${p.quote.title}"`;

export function mailOwnerOpened(mailer: Mailer, tenant: TenantRow, to: string, p: PublicProposal) {
  const who = p.quote.clientName ?? 'Your client';
  return mailer.send(tenant.id, {
    to,
    kind: 'notification',
    subject: openedSubject(p),
    body: [
      `${who} opened version ${p.version} of your proposal "${p.quote.title}" just now.`,
      '',
      "The quote's Export tab shows what they read and which level they looked at.",
      '',
      `— Itinera for ${tenant.name}`,
    ].join('\n'),
  });
}

/** The page's after-accept summary in the owner's words (English, as every mail of publishing). */
function acceptedSummary(p: PublicProposal, level: 1 | 2 | 3): [string, string][] {
  const priced = p.levels.find((l) => l.level === level);
  const money = (n: number) => formatProposalMoney(n, p.currency.sign || p.currency.code, 'en');
  const [from, to] = [formatProposalDate(p.quote.startDate, 'en'), formatProposalDate(p.quote.endDate, 'en')];
  const dates = from && to && from !== to ? `${from} – ${to}` : from || to;
  return [
    ['Level', LEVELS[level]],
    ...(priced?.total != null ? [['Total', money(priced.total)] as [string, string]] : []),
    ['Travellers', p.quote.numPax === 1 ? '1 traveller' : `${p.quote.numPax} travellers`],
    ...(dates ? [['Dates', dates] as [string, string]] : []),
  ];
}

export function mailOwnerAccepted(
  mailer: Mailer,
  tenant: TenantRow,
  to: string,
  p: PublicProposal,
  accept: { level: 1 | 2 | 3; message: string; name: string; confirmed: boolean; acceptancePdfUrl?: string | null },
) {
  const who = accept.name || p.quote.clientName || 'Your client';
  const summary = acceptedSummary(p, accept.level);
  return mailer.send(tenant.id, {
    to,
    kind: 'notification',
    subject: `${who} accepted your proposal "${p.quote.title}" (${LEVELS[accept.level]})`,
    body: [
      `${who} accepted version ${p.version} of "${p.quote.title}" at the ${LEVELS[accept.level]} level.`,
      ...(accept.message ? ['', 'Their message:', accept.message] : []),
      '',
      'What they accepted:',
      ...summary.map(([label, value]) => `${label}: ${value}`),
      '',
      'What the page told them happens next:',
      p.nextSteps ?? `${p.sender.ownerName ?? p.sender.name} will contact them shortly.`,
      ...(accept.acceptancePdfUrl
        ? ['', `The acceptance as a PDF (the same they can download): ${accept.acceptancePdfUrl}`]
        : []),
      '',
      accept.confirmed
        ? 'The quote is now Confirmed.'
        : "The quote's status did not change: confirm it from the workspace when you are ready.",
      '',
      `— Itinera for ${tenant.name}`,
    ].join('\n'),
  });
}
