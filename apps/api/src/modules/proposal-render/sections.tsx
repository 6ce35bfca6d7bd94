// tsx runs the API with the repository root's tsconfig, which sets no JSX: this pragma picks the automatic runtime.
/** @jsxRuntime automatic */
import {
  dayRoute,
  imageAt,
  imageSrcset,
  isAllLevels,
  mealsLabel,
  type ProposalDay,
  type ProposalService,
  readableServiceName,
} from '@itinera/domain';
import { dateRange, nights, travellers, type ProposalView } from './view-model';
import { dayHeading } from './day-heading';

// The parts of the proposal page, top to bottom. Level-specific pieces carry data-level: the
// chooser's checked radio hides the others (styles.ts), so all three levels are in the HTML.

export function Cover({ v }: { v: ProposalView }) {
  const { p, t } = v;
  const image = p.images.cover_page ?? p.images.background ?? p.days.find((d) => d.images.length)?.images[0];
  const dates = v.has(1) ? dateRange(v) : '';
  return (
    <section className={image ? 'cover' : 'cover noimg'} aria-labelledby="title" data-section="cover">
      {image && (
        <img
          src={imageAt(image, '1600X900')}
          srcSet={imageSrcset(image) ?? undefined}
          sizes={v.p.template.path === 'saas' ? '(min-width: 48rem) 50vw, 100vw' : '100vw'}
          width={1600}
          height={900}
          alt=""
          fetchPriority="high"
        />
      )}
      <div className="cover-text">
        <div className="wrap">
          {p.quote.clientName && <p className="for">{v.fill(t.preparedFor, { name: p.quote.clientName })}</p>}
          <h1 id="title">{p.quote.title}</h1>
          <dl className="facts">
            {dates && (
              <div>
                <dt>{t.travelDates}</dt>
                <dd>{dates}</dd>
              </div>
            )}
            <div>
              <dt>{t.travellers}</dt>
              <dd>
                {travellers(v)} · {v.fill(t.daysCount, { count: p.quote.numDays })}
              </dd>
            </div>
            {p.quote.destinations.length > 0 && (
              <div>
                <dt>{t.destinations}</dt>
                <dd>{p.quote.destinations.join(' · ')}</dd>
              </div>
            )}
          </dl>
        </div>
      </div>
    </section>
  );
}

/**
 * The sticky Comfort / Superior / Luxury switch; its radios are also the accept form's level. Each
 * says its price "per person" in words and the total beside it; none is checked until the client
 * chooses, unless the operator recommends one (decision 0068).
 */
export function LevelChooser({ v }: { v: ProposalView }) {
  if (v.levels.length < 2) return null;
  return (
    <div className="chooser">
      <fieldset>
        <legend>{v.t.chooseLevel}</legend>
        <div className="seg">
          {v.levels.map((l) => (
            <div key={l.level}>
              <input
                className="vh"
                type="radio"
                name="level"
                id={`level-${l.level}`}
                value={l.level}
                form="accept-form"
                required
                defaultChecked={l.level === v.initialLevel}
              />
              <label htmlFor={`level-${l.level}`}>
                <span className="name">{v.levelName(l.level)}</span>
                {l.level === v.recommended && <span className="rec">{v.t.recommended}</span>}
                {l.perPerson !== null && (
                  <span className="pp">
                    {v.money(l.perPerson)} {v.t.perPerson}
                  </span>
                )}
                {l.total !== null && <span className="tot">{v.fill(v.t.totalPrice, { total: v.money(l.total) })}</span>}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

export function About({ v }: { v: ProposalView }) {
  if (!v.has(11) || !v.p.quote.description) return null;
  return (
    <section className="wrap" aria-labelledby="about-title" data-section="about">
      <h2 id="about-title">{v.t.aboutTrip}</h2>
      <div className="rich" dangerouslySetInnerHTML={{ __html: v.p.quote.description }} />
    </section>
  );
}

function ServiceItem({ v, s, withPrice }: { v: ProposalView; s: ProposalService; withPrice: boolean }) {
  return (
    <li data-level={s.level || undefined}>
      {s.image && (
        <img
          className="svc-img"
          src={imageAt(s.image, '350X240')}
          srcSet={imageSrcset(s.image) ?? undefined}
          sizes="7rem"
          width={350}
          height={240}
          alt={s.name}
          loading="lazy"
          decoding="async"
        />
      )}
      <span className="svc-name">
        {readableServiceName(s.name)}
        {!isAllLevels(s.level) && v.levels.length > 1 && <span className="tag">{v.levelName(s.level)}</span>}
        <span className="t">{[v.serviceType(s.typeName), s.location].filter(Boolean).join(' · ')}</span>
      </span>
      {withPrice && s.pricePerPerson !== null && (
        <span>
          {v.money(s.pricePerPerson)} <span className="small">{v.t.perPerson}</span>
        </span>
      )}
    </li>
  );
}

/** Each level's hotel for the night of `day`: the programme changes with the level chosen. */
function dayHotels(v: ProposalView, day: number): Array<{ level: 1 | 2 | 3; name: string }> {
  return v.levels.flatMap((l) => {
    const hotel = l.hotels.find((h) => day >= h.day && day < h.day + Math.max(1, h.nights));
    return hotel ? [{ level: l.level, name: hotel.name }] : [];
  });
}

/** The place the travellers woke up in on `day`: the night before's. */
const wokeUpIn = (v: ProposalView, day: ProposalDay) =>
  v.p.days.filter((d) => d.day < day.day && d.overnight).at(-1)?.overnight ?? null;

/** The day's route, drawn by the page itself: an ordered list, arrows between its stops (styles.ts). */
function Route({ v, day }: { v: ProposalView; day: ProposalDay }) {
  const stops = dayRoute(
    wokeUpIn(v, day),
    day.services.filter((s) => !s.optional).map((s) => s.location),
    day.overnight,
  );
  if (!stops.length) return null;
  return (
    <ol className="route" aria-label={v.t.route}>
      {stops.map((stop, i) => (
        <li key={i}>{stop}</li>
      ))}
    </ol>
  );
}

/**
 * A day tells its story: its title and date, where the travellers sleep and what is included,
 * its description, the route when it moves, then its services as readable lines (decision 0068).
 */
function Day({ v, day }: { v: ProposalView; day: ProposalDay }) {
  const services = day.services.filter((s) => !s.optional);
  const showServices = (v.has(2) || v.has(5)) && services.length > 0;
  const id = `day-${day.day}`;
  const hotels = v.has(3) ? dayHotels(v, day.day) : [];
  return (
    <article className="day" aria-labelledby={`${id}-title`} data-section={id}>
      {day.images.length > 0 && (
        <div className="pics">
          {day.images.slice(0, 3).map((src, i) => (
            <img
              key={src}
              src={imageAt(src, i === 0 ? '1200X725' : '700X480')}
              srcSet={imageSrcset(src) ?? undefined}
              sizes={i === 0 ? '(min-width: 48rem) 40vw, 100vw' : '(min-width: 48rem) 20vw, 50vw'}
              width={i === 0 ? 1200 : 700}
              height={i === 0 ? 725 : 480}
              alt={i === 0 ? day.title : ''}
              loading="lazy"
              decoding="async"
            />
          ))}
        </div>
      )}
      <div>
        <h3 id={`${id}-title`}>{dayHeading(v.fill(v.t.dayTitle, { day: day.day }), day.title)}</h3>
        {v.has(1) && day.date && <p className="when">{v.date(day.date)}</p>}
        {(day.overnight || day.meals.length > 0 || hotels.length > 0) && (
          <p className="meta">
            {day.overnight && (
              <span>
                <b>{v.t.overnight}:</b> {day.overnight}
              </span>
            )}
            {hotels.map(({ level, name }) => (
              <span key={level} data-level={v.levels.length > 1 ? level : undefined}>
                <b>{v.t.hotel}:</b> {name}
              </span>
            ))}
            {day.meals.length > 0 && (
              <span>
                <b>{v.t.included}:</b> {mealsLabel(v.t, day.meals)}
              </span>
            )}
          </p>
        )}
        {day.description && <div className="rich" dangerouslySetInnerHTML={{ __html: day.description }} />}
        <Route v={v} day={day} />
        {showServices && (
          <>
            <h4 className="vh">{v.t.services}</h4>
            <ul className="svc">
              {services.map((s, i) => (
                <ServiceItem key={i} v={v} s={s} withPrice={v.has(5)} />
              ))}
            </ul>
          </>
        )}
      </div>
    </article>
  );
}

export function Programme({ v }: { v: ProposalView }) {
  if (!v.has(4) || v.p.days.length === 0) return null;
  return (
    <section className="wrap" id="programme" aria-labelledby="programme-title">
      <h2 id="programme-title">{v.t.programme}</h2>
      {v.p.days.map((day) => (
        <Day key={day.day} v={v} day={day} />
      ))}
    </section>
  );
}

export function LevelTitle({ v, level }: { v: ProposalView; level: 1 | 2 | 3 }) {
  return (
    <h3>
      {v.levelName(level)}
      {v.levels.length > 1 && <span className="chosen">{v.t.chosen}</span>}
    </h3>
  );
}

export function Hotels({ v }: { v: ProposalView }) {
  const levels = v.levels.filter((l) => l.hotels.length > 0);
  if (!v.has(3) || levels.length === 0) return null;
  return (
    <section className="wrap" id="hotels" aria-labelledby="hotels-title" data-section="hotels">
      <h2 id="hotels-title">{v.t.hotels}</h2>
      <div className="cards levels">
        {levels.map((l) => (
          <div className="card" key={l.level} data-for-level={l.level}>
            <LevelTitle v={v} level={l.level} />
            <ul className="hotels">
              {l.hotels.map((h, i) => (
                <li key={i} className={h.image ? 'pic' : undefined}>
                  {h.image && (
                    <img
                      src={imageAt(h.image, '350X240')}
                      srcSet={imageSrcset(h.image) ?? undefined}
                      sizes="6rem"
                      width={350}
                      height={240}
                      alt={h.name}
                      loading="lazy"
                      decoding="async"
                    />
                  )}
                  <strong>{h.name}</strong>
                  <br />
                  <span className="small">
                    {[h.location, nights(v, h.nights), v.fill(v.t.fromDay, { day: h.day })].filter(Boolean).join(' · ')}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

export function Prices({ v }: { v: ProposalView }) {
  const levels = v.levels.filter((l) => l.perPerson !== null);
  if (!v.has(10) || levels.length === 0) return null;
  return (
    <section id="prices" aria-labelledby="prices-title" data-section="prices">
      <div className="wrap">
        <h2 id="prices-title">{v.t.prices}</h2>
        <div className="cards levels">
          {levels.map((l) => (
            <div className="card" key={l.level} data-for-level={l.level}>
              <LevelTitle v={v} level={l.level} />
              <p className="small">{v.t.pricePerPerson}</p>
              <p className="price">{v.money(l.perPerson!)}</p>
              {l.total !== null && (
                <p className="small">
                  {v.t.total}: {v.money(l.total)}
                </p>
              )}
              {l.rooms.length > 0 && (
                <table>
                  <thead>
                    <tr>
                      <th scope="col">{v.t.roomType}</th>
                      <th scope="col">{v.t.pricePerPerson}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {l.rooms.map((r) => (
                      <tr key={r.roomType}>
                        <td>{v.roomType(r.roomType)}</td>
                        <td>{v.money(r.pricePerPerson)}</td>
                      </tr>
                    ))}
                    {l.children.map((c, i) => (
                      <tr key={`child-${i}`} data-child>
                        <td>{c.age === null ? v.t.childNoAge : v.fill(v.t.child, { age: c.age })}</td>
                        <td>{v.money(c.pricePerPerson)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

export function Optionals({ v }: { v: ProposalView }) {
  const optionals = v.p.days.flatMap((d) => d.services.filter((s) => s.optional).map((s) => ({ s, day: d.day })));
  if (!v.has(13) || optionals.length === 0) return null;
  return (
    <section className="wrap" id="optionals" aria-labelledby="optionals-title" data-section="optionals">
      <h2 id="optionals-title">{v.t.optionals}</h2>
      <ul className="svc">
        {optionals.map(({ s, day }, i) => (
          <li key={i} data-level={s.level || undefined}>
            <span>
              {s.name}
              <span className="t">
                {[v.fill(v.t.dayTitle, { day }), v.serviceType(s.typeName), s.location].filter(Boolean).join(' · ')}
              </span>
            </span>
            {s.pricePerPerson !== null && (
              <span>
                {v.money(s.pricePerPerson)} <span className="small">{v.t.perPerson}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Contact({ v }: { v: ProposalView }) {
  const { sender, images } = v.p;
  if (!v.has(9)) return null;
  return (
    <section className="wrap" id="contact" aria-labelledby="contact-title" data-section="contact">
      <h2 id="contact-title">{v.t.contactUs}</h2>
      <div className="contact">
        {images.contact && (
          <img
            src={imageAt(images.contact, '700X480')}
            width={700}
            height={480}
            alt=""
            loading="lazy"
            decoding="async"
          />
        )}
        <dl>
          {sender.ownerName && (
            <>
              <dt>{v.t.yourAdvisor}</dt>
              <dd>{sender.ownerName}</dd>
            </>
          )}
          <dt className="vh">{v.t.contactUs}</dt>
          <dd>{sender.name}</dd>
          {sender.email && (
            <>
              <dt>{v.t.email}</dt>
              <dd>
                <a href={`mailto:${sender.email}`}>{sender.email}</a>
              </dd>
            </>
          )}
          {sender.phone && (
            <>
              <dt>{v.t.phone}</dt>
              <dd>
                <a href={`tel:${sender.phone.replace(/[^\d+]/g, '')}`}>{sender.phone}</a>
              </dd>
            </>
          )}
        </dl>
      </div>
    </section>
  );
}
