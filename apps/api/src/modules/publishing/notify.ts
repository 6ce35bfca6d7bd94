import {
  fillLabel,
  formatProposalDate,
  formatProposalMoney,
  levelLabel,
  proposalLabels,
  type PublicProposal,
} from '@itinera/domain';
import type { Mailer } from '../../mail/mailer';
import type { TenantRow } from '../../identity/tenants.repository';

// The mails of publishing, through the outbox (and SMTP when configured): the proposal's address
// to the client's contact; "opened" and "accepted" to the quote's owner. Plain text, signed with
// the tenant's name (its branding until tenants have a logo in mail).

/** The proposal's address to the client's contact, in the proposal's language (decision 0073). */
export function mailProposalLink(
  mailer: Mailer,
  tenant: TenantRow,
  to: { name: string; email: string },
  quote: { title: string; owner: string | null; language: string },
  url: string,
) {
  const t = proposalLabels(quote.language);
  const words = { tenant: tenant.name, title: quote.title, sender: quote.owner ?? tenant.name, name: to.name, url };
  return mailer.send(tenant.id, {
    to: to.email,
    kind: 'notification',
    subject: fillLabel(t.mailLinkSubject, words),
    body: [
      fillLabel(t.mailLinkHello, words),
      '',
      fillLabel(t.mailLinkIntro, words),
      '',
      fillLabel(t.mailLinkSee, words),
      '',
      t.mailLinkHow,
      '',
      fillLabel(t.mailLinkSignature, words),
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

/** The page's after-accept summary, in the proposal's language (decision 0073). */
function acceptedSummary(p: PublicProposal, level: 1 | 2 | 3): [string, string][] {
  const t = proposalLabels(p.language);
  const priced = p.levels.find((l) => l.level === level);
  const money = (n: number) => formatProposalMoney(n, p.currency.sign || p.currency.code, p.language);
  const [from, to] = [
    formatProposalDate(p.quote.startDate, p.language),
    formatProposalDate(p.quote.endDate, p.language),
  ];
  const dates = from && to && from !== to ? `${from} – ${to}` : from || to;
  return [
    [t.mailLevel, levelLabel(t, level)],
    ...(priced?.total != null ? [[t.total, money(priced.total)] as [string, string]] : []),
    [t.travellers, p.quote.numPax === 1 ? t.travellerOne : fillLabel(t.travellersCount, { count: p.quote.numPax })],
    ...(dates ? [[t.mailDates, dates] as [string, string]] : []),
  ];
}

/** The owner hears of the accept in the quote's language, as the client read the page (decision 0073). */
export function mailOwnerAccepted(
  mailer: Mailer,
  tenant: TenantRow,
  to: string,
  p: PublicProposal,
  accept: { level: 1 | 2 | 3; message: string; name: string; confirmed: boolean; acceptancePdfUrl?: string | null },
) {
  const t = proposalLabels(p.language);
  const who = accept.name || p.quote.clientName || t.mailYourClient;
  const words = { who, title: p.quote.title, level: levelLabel(t, accept.level), version: p.version };
  const summary = acceptedSummary(p, accept.level);
  return mailer.send(tenant.id, {
    to,
    kind: 'notification',
    subject: fillLabel(t.mailAcceptedSubject, words),
    body: [
      fillLabel(t.mailAcceptedIntro, words),
      ...(accept.message ? ['', t.mailTheirMessage, accept.message] : []),
      '',
      t.mailWhatAccepted,
      ...summary.map(([label, value]) => `${label}: ${value}`),
      '',
      t.mailWhatNext,
      p.nextSteps ?? fillLabel(t.mailWillContact, { sender: p.sender.ownerName ?? p.sender.name }),
      ...(accept.acceptancePdfUrl ? ['', fillLabel(t.mailAcceptancePdf, { url: accept.acceptancePdfUrl })] : []),
      '',
      accept.confirmed ? t.mailConfirmed : t.mailNotConfirmed,
      '',
      fillLabel(t.mailSignature, { tenant: tenant.name }),
    ].join('\n'),
  });
}

/**
 * The sold trip's changes (issue 48, docs/decisions/issues.md): the new proposal's address, which asks the client to accept
 * again, in the page's language; the yes is named by its date, never by our version (decision 0082).
 */
export function mailChangesToClient(
  mailer: Mailer,
  tenant: TenantRow,
  to: { name: string; email: string },
  quote: { title: string; owner: string | null; language: string; acceptedAt: string | null },
  url: string,
) {
  const t = proposalLabels(quote.language);
  const words = {
    tenant: tenant.name,
    title: quote.title,
    sender: quote.owner ?? tenant.name,
    name: to.name,
    url,
    date: quote.acceptedAt ? formatProposalDate(quote.acceptedAt, quote.language) : '',
  };
  return mailer.send(tenant.id, {
    to: to.email,
    kind: 'notification',
    subject: fillLabel(t.mailChangesSubject, words),
    body: [
      fillLabel(t.mailLinkHello, words),
      '',
      fillLabel(quote.acceptedAt ? t.mailChangesIntro : t.mailChangesIntroUndated, words),
      '',
      fillLabel(t.mailChangesSee, words),
      '',
      t.mailChangesOld,
      '',
      fillLabel(t.mailLinkSignature, words),
    ].join('\n'),
  });
}

/** The client asked a question about the changes instead of accepting (issue 48, docs/decisions/issues.md): the owner is told. */
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
