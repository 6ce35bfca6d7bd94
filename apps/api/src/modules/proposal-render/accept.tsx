// tsx runs the API with the repository root's tsconfig, which sets no JSX: this pragma picks the automatic runtime.
/** @jsxRuntime automatic */
import { dateRange, travellers, type ProposalView } from './view-model';

export interface AcceptProps {
  v: ProposalView;
  /** Where the form posts without JS (a plain form POST); the script posts JSON to acceptUrl. */
  action: string;
  acceptUrl: string;
  preview: boolean;
  /** The acceptance's PDF (decisions 0068 and 0071), offered once the client said yes. */
  acceptancePdfUrl?: string | null;
  /** The page offers composing (decisions 0079, 0083 and 0084): the form says when the choices made go with the accept. */
  composing?: boolean;
}

/**
 * After "yes": what was accepted (level, total, travellers, dates) and what happens next — the
 * operator's words from the publish configuration, else who contacts them — and the PDF of it.
 */
function Accepted({ v, pdfUrl }: { v: ProposalView; pdfUrl: string | null }) {
  const { t, p } = v;
  const accepted = p.accepted!;
  const level = v.levels.find((l) => l.level === accepted.level);
  const dates = dateRange(v);
  return (
    <section className="accept" id="accept" aria-labelledby="accept-title" data-section="accept">
      <div className="wrap">
        <h2 id="accept-title">{t.acceptedTitle}</h2>
        <p className="done">
          {v.fill(t.acceptedOn, { date: v.date(accepted.at), level: v.levelName(accepted.level) })}
        </p>
        <h3>{t.acceptedSummary}</h3>
        <dl className="summary">
          <dt>{t.chosenLevel}</dt>
          <dd>{v.levelName(accepted.level)}</dd>
          {level?.total != null && (
            <>
              <dt>{t.total}</dt>
              <dd>
                {v.money(level.total)}
                {level.perPerson !== null && ` (${v.money(level.perPerson)} ${t.perPerson})`}
              </dd>
            </>
          )}
          <dt>{t.travellers}</dt>
          <dd>{travellers(v)}</dd>
          {dates && (
            <>
              <dt>{t.travelDates}</dt>
              <dd>{dates}</dd>
            </>
          )}
        </dl>
        <h3>{t.nextSteps}</h3>
        <p className="next">
          {p.nextSteps ?? v.fill(t.nextStepsDefault, { sender: p.sender.ownerName ?? p.sender.name })}
        </p>
        {pdfUrl && (
          <p>
            <a href={pdfUrl} download>
              {t.acceptancePdf}
            </a>
          </p>
        )}
      </div>
    </section>
  );
}

/** "Accept this proposal": the chosen level (the chooser's radios), a name and a message. */
export function Accept({ v, action, acceptUrl, preview, acceptancePdfUrl, composing }: AcceptProps) {
  const { t, p } = v;
  const sender = p.sender.name;
  if (p.accepted) return <Accepted v={v} pdfUrl={acceptancePdfUrl ?? null} />;
  return (
    <section className="accept" id="accept" aria-labelledby="accept-title" data-section="accept">
      <div className="wrap">
        <h2 id="accept-title">{t.acceptTitle}</h2>
        <p>{v.fill(t.acceptIntro, { sender })}</p>
        <form
          id="accept-form"
          method="post"
          action={action}
          data-accept-url={acceptUrl}
          data-sending={t.accepting}
          data-failed={t.acceptFailed}
          data-done={t.acceptedTitle}
        >
          {v.levels.length === 1 && <input type="hidden" name="level" value={v.levels[0]!.level} />}
          {v.levels.length > 1 && (
            <p>
              {t.chosenLevel}:{' '}
              <strong>
                <span className="none">{v.t.chooseLevelFirst}</span>
                {v.levels.map((l) => (
                  <span key={l.level} data-level={l.level}>
                    {v.levelName(l.level)}
                  </span>
                ))}
              </strong>{' '}
              <a href="#top">↑</a>
            </p>
          )}
          {composing && (
            <p className="small" data-compose-accept="" hidden>
              {t.composeWithChoices}
            </p>
          )}
          <label className="f" htmlFor="accept-name">
            {t.yourName}
          </label>
          <input type="text" id="accept-name" name="name" autoComplete="name" maxLength={200} />
          <label className="f" htmlFor="accept-message">
            {t.message}
          </label>
          <textarea id="accept-message" name="message" maxLength={2000} />
          <button type="submit" disabled={preview}>
            {t.acceptButton}
          </button>
          <p className="status" role="status" aria-live="polite" data-accept-status="" />
        </form>
      </div>
    </section>
  );
}
