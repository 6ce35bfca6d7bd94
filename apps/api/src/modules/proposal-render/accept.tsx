// tsx runs the API with the repository root's tsconfig, which sets no JSX: this pragma picks the automatic runtime.
/** @jsxRuntime automatic */
import type { ProposalView } from './view-model';

export interface AcceptProps {
  v: ProposalView;
  /** Where the form posts without JS (a plain form POST); the script posts JSON to acceptUrl. */
  action: string;
  acceptUrl: string;
  preview: boolean;
}

/** "Accept this proposal": the chosen level (the chooser's radios), a name and a message. */
export function Accept({ v, action, acceptUrl, preview }: AcceptProps) {
  const { t, p } = v;
  const sender = p.sender.name;
  if (p.accepted) {
    return (
      <section className="accept" id="accept" aria-labelledby="accept-title" data-section="accept">
        <div className="wrap">
          <h2 id="accept-title">{t.acceptedTitle}</h2>
          <p className="done">
            {v.fill(t.acceptedOn, { date: v.date(p.accepted.at), level: v.levelName(p.accepted.level) })}
          </p>
        </div>
      </section>
    );
  }
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
