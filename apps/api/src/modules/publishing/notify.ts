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

/** The sold trip's changes (issue 48): the new proposal's address, which asks the client to accept again. */
export function mailChangesToClient(
  mailer: Mailer,
  tenant: TenantRow,
  to: { name: string; email: string },
  quote: { title: string; owner: string | null },
  url: string,
) {
  return mailer.send(tenant.id, {
    to: to.email,
    kind: 'notification',
    subject: `${tenant.name}: changes to your trip "${quote.title}"`,
    body: [
      `Hello ${to.name},`,
      '',
      `${quote.owner ?? tenant.name} of ${tenant.name} has changed your trip "${quote.title}" since you accepted it.`,
      '',
      `See what changed and accept the new version here: ${url}`,
      '',
      'The address you had before now points to this one.',
      '',
      `— ${tenant.name}`,
    ].join('\n'),
  });
}

/** The client asked a question about the changes instead of accepting (issue 48): the owner is told. */
export function mailOwnerQuestion(
  mailer: Mailer,
  tenant: TenantRow,
  to: string,
  p: PublicProposal,
  question: { name: string; message: string },
) {
  const who = question.name || p.quote.clientName || 'Your client';
  return mailer.send(tenant.id, {
    to,
    kind: 'notification',
    subject: `${who} asked a question about "${p.quote.title}"`,
    body: [
      `${who} asked about version ${p.version} of "${p.quote.title}" instead of accepting it:`,
      '',
      question.message,
      '',
      'The changes still await the client: answer them, and they can accept on the same page.',
      '',
      `— Itinera for ${tenant.name}`,
    ].join('\n'),
  });
}
