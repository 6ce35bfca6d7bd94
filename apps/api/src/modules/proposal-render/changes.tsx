// tsx runs the API with the repository root's tsconfig, which sets no JSX: this pragma picks the automatic runtime.
/** @jsxRuntime automatic */
import type { ProposalTripDates } from '@itinera/domain';
import type { ProposalView } from './view-model';

// A sold trip's changes (decision 0075): the page that sends them opens on what changed
// since the version the client accepted — dates, services, travellers, the price per person and the
// total, before → after — then asks for acceptance again (the accept below) or a question. The yes
// is named by its date: our version numbers mean nothing to the client (decision 0082).
// Every text is drawn by React: a service named "<b>" shows as those characters.

export interface ChangesProps {
  v: ProposalView;
  /** Where the question form posts without JS (the page's own address). */
  questionAction: string | null;
  /** The page was drawn right after a question was sent. */
  asked: boolean;
}

function datesText(v: ProposalView, d: ProposalTripDates) {
  const range = [v.date(d.startDate), v.date(d.endDate)].filter(Boolean).join(' – ');
  const days = d.numDays > 0 ? v.fill(v.t.daysCount, { count: d.numDays }) : '';
  return [range, days].filter(Boolean).join(' · ') || '—';
}

const money = (v: ProposalView, amount: number | null) => (amount === null ? '—' : v.money(amount));

export function Changes({ v, questionAction, asked }: ChangesProps) {
  const { p, t } = v;
  const changes = p.changes;
  if (!changes || p.accepted) return null;
  const sender = p.sender.ownerName ?? p.sender.name;
  const rows: { key: string; what: string; before: string; after: string }[] = [
    ...(changes.dates
      ? [
          {
            key: 'dates',
            what: t.travelDates,
            before: datesText(v, changes.dates.before),
            after: datesText(v, changes.dates.after),
          },
        ]
      : []),
    ...changes.lines.map((l, i) => ({
      key: `line-${i}`,
      what: l.what,
      before: l.before ?? '—',
      after: l.after ?? '—',
    })),
    ...(changes.perPerson
      ? [
          {
            key: 'per-person',
            what: t.changesPerPerson,
            before: money(v, changes.perPerson.before),
            after: money(v, changes.perPerson.after),
          },
        ]
      : []),
    ...(changes.total
      ? [{ key: 'total', what: t.total, before: money(v, changes.total.before), after: money(v, changes.total.after) }]
      : []),
  ];
  return (
    <section className="changes" id="changes" aria-labelledby="changes-title" data-section="changes">
      <div className="wrap">
        <h2 id="changes-title">{t.changesTitle}</h2>
        <p>
          {changes.acceptedAt
            ? v.fill(t.changesIntro, { date: v.date(changes.acceptedAt), sender })
            : v.fill(t.changesIntroUndated, { sender })}
        </p>
        <table className="prices">
          <thead>
            <tr>
              <th scope="col">{t.changesWhat}</th>
              <th scope="col">{t.changesBefore}</th>
              <th scope="col">{t.changesNow}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} data-change={r.key}>
                <th scope="row">{r.what}</th>
                <td>{r.before}</td>
                <td>
                  <strong>{r.after}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          <a className="cta" href="#accept">
            {t.changesAcceptAgain}
          </a>
        </p>
        {asked ? (
          <p className="done" role="status">
            {v.fill(t.questionSent, { sender })}
          </p>
        ) : (
          questionAction && (
            <form id="question-form" method="post" action={questionAction}>
              <h3>{t.questionTitle}</h3>
              <input type="hidden" name="ask" value="1" />
              <label className="f" htmlFor="question-name">
                {t.yourName}
              </label>
              <input type="text" id="question-name" name="name" autoComplete="name" maxLength={200} />
              <label className="f" htmlFor="question-message">
                {t.questionLabel}
              </label>
              <textarea id="question-message" name="message" maxLength={2000} required />
              <button type="submit">{t.questionButton}</button>
            </form>
          )
        )}
      </div>
    </section>
  );
}
