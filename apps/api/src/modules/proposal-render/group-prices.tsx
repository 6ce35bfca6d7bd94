import { LevelTitle } from './sections';
import type { ProposalView } from './view-model';

// Display option 14 (decision 0062): what one person pays for the same trip in a group of another size,
// sharing a double, with the single supplement, per level. The figures are the price matrix's,
// computed when the proposal is published (docs/domain/pricing.md#price-matrix).

export function GroupPrices({ v }: { v: ProposalView }) {
  const levels = v.levels.filter((l) => l.groupSizes.length > 0);
  if (!v.has(14) || levels.length === 0) return null;
  return (
    <section id="group-prices" aria-labelledby="group-prices-title" data-section="group-prices">
      <div className="wrap">
        <h2 id="group-prices-title">{v.t.groupPrices}</h2>
        <div className="cards levels">
          {levels.map((l) => (
            <div className="card" key={l.level} data-for-level={l.level}>
              <LevelTitle v={v} level={l.level} />
              <table>
                <thead>
                  <tr>
                    <th scope="col">{v.t.groupSize}</th>
                    <th scope="col">{v.t.sharingDouble}</th>
                    <th scope="col">{v.t.singleSupplement}</th>
                  </tr>
                </thead>
                <tbody>
                  {l.groupSizes.map((g) => (
                    <tr key={g.numPax}>
                      <td>{g.numPax === 1 ? v.t.travellerOne : v.fill(v.t.travellersCount, { count: g.numPax })}</td>
                      <td>{g.pricePerPerson === null ? '—' : v.money(g.pricePerPerson)}</td>
                      <td>{g.singleSupplement === null ? '—' : v.money(g.singleSupplement)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
