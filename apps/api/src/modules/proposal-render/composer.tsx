// tsx runs the API with the repository root's tsconfig, which sets no JSX: this pragma picks the automatic runtime.
/** @jsxRuntime automatic */
import { imageAt, isAllLevels, proposalMoneyFormat, readableServiceName } from '@itinera/domain';
import type { CompositionChoicesResponse } from '@itinera/domain/contracts';
import type { ProposalView } from './view-model';

// "Make the trip yours" (decision 0084): each choosable stay's alternatives at the other
// levels and the optional extras, as the operator offers them now (GET …/choices' answer). The
// markup carries no price: the page's script asks the pricing call for every figure, so the
// section stays hidden until the script runs (without JS the page is the proposal as sent).

export interface ComposerOffer extends CompositionChoicesResponse {
  /** The public pricing call, POST …/price. */
  priceUrl: string;
}

/** Each shown service's first picture by level and name: the alternatives' and extras' pictures. */
function pictures(v: ProposalView): Map<string, string> {
  const out = new Map<string, string>();
  const add = (level: number, name: string, image: string | null | undefined) => {
    if (image && !out.has(`${level}|${name}`)) out.set(`${level}|${name}`, image);
  };
  for (const l of v.levels) for (const h of l.hotels) add(l.level, h.name, h.image);
  for (const d of v.p.days) for (const s of d.services) add(s.level, s.name, s.image);
  return out;
}

/** '3-5' → '3–5': how the page writes a stay's days. */
const daysOf = (stay: string) => stay.replace('-', '–');

function Picture({ src, alt }: { src: string | undefined; alt: string }) {
  if (!src) return null;
  return <img src={imageAt(src, '350X240')} width={350} height={240} alt={alt} loading="lazy" decoding="async" />;
}

/** The words the script writes with (the page's language), and how it writes money. */
function scriptLabels(v: ProposalView) {
  const { t } = v;
  return JSON.stringify({
    money: proposalMoneyFormat(v.p.currency.sign || v.p.currency.code, v.p.language),
    perPerson: t.perPerson,
    total: t.totalPrice,
    included: t.composeIncluded,
    asProposed: t.composeAsProposed,
    updating: t.composeUpdating,
    failed: t.composeFailed,
    changed: t.composeChanged,
    stay: t.composeStay,
    levels: Object.fromEntries(v.levels.map((l) => [l.level, v.levelName(l.level)])),
  });
}

/**
 * What the page offers to compose: the alternatives at a level the page shows, the stays left with
 * two or more, the extras of a shown level; null when nothing is left or the page shows no price
 * (the pricing call answers none then).
 */
export function composerChoices(v: ProposalView, offer: ComposerOffer | null | undefined): ComposerOffer | null {
  if (!offer || !v.has(10) || v.levels.every((l) => l.total === null)) return null;
  const shown = new Set(v.levels.map((l) => l.level as number));
  const stays = offer.stays
    .map((s) => ({ ...s, alternatives: s.alternatives.filter((a) => shown.has(a.level)) }))
    .filter((s) => s.alternatives.length > 1);
  const extras = offer.extras.filter((e) => isAllLevels(e.level) || shown.has(e.level));
  return stays.length || extras.length ? { ...offer, stays, extras } : null;
}

export function Composer({ v, offer }: { v: ProposalView; offer: ComposerOffer | null }) {
  if (!offer) return null;
  const { stays, extras } = offer;
  const { t } = v;
  const images = pictures(v);
  return (
    <section
      id="compose"
      className="compose"
      aria-labelledby="compose-title"
      data-section="compose"
      data-price-url={offer.priceUrl}
      data-labels={scriptLabels(v)}
      hidden
    >
      <div className="wrap">
        <h2 id="compose-title">{t.composeTitle}</h2>
        <p>{t.composeIntro}</p>
        <p className="small" data-compose-nolevel="">
          {t.composeChooseLevel}
        </p>
        {stays.map((s) => (
          <fieldset key={s.stay} className="alts" data-stay={s.stay}>
            <legend>{v.fill(t.composeStay, { days: daysOf(s.stay) })}</legend>
            {s.alternatives.map((a) => {
              const id = `stay-${s.stay}-${a.level}`;
              const names = a.names.map((n) => readableServiceName(n)).join(' · ');
              return (
                <div key={a.level} className="alt">
                  <input className="vh" type="radio" name={`stay-${s.stay}`} id={id} value={a.level} />
                  <label htmlFor={id}>
                    <Picture src={images.get(`${a.level}|${a.names[0] ?? ''}`)} alt={names} />
                    <span className="alt-name">
                      {names}
                      <span className="tag">{v.levelName(a.level)}</span>
                    </span>
                    <span className="diff" data-diff="" />
                  </label>
                </div>
              );
            })}
          </fieldset>
        ))}
        {extras.length > 0 && (
          <fieldset className="alts" data-extras="">
            <legend>{t.composeExtras}</legend>
            {extras.map((e) => {
              const id = `extra-${e.service_id}`;
              return (
                <div key={e.service_id} className="alt" data-extra-level={e.level}>
                  <input className="vh" type="checkbox" id={id} value={e.service_id} />
                  <label htmlFor={id}>
                    <Picture src={images.get(`${e.level}|${e.name}`)} alt={e.name} />
                    <span className="alt-name">{readableServiceName(e.name)}</span>
                    <span className="diff" data-diff="" />
                  </label>
                </div>
              );
            })}
          </fieldset>
        )}
        {/* The changes read in the flow; the price stays in view while choosing (sticky on a phone). */}
        <ul className="small lines" data-compose-changes="" />
        <div className="yours" role="status" aria-live="polite">
          <span className="small">{t.composeYourTrip}</span>
          <strong className="price" data-compose-pp="" />
          <span className="small" data-compose-total="" />
          <span className="small note" data-compose-note="" />
        </div>
      </div>
    </section>
  );
}
