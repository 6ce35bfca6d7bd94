// "Make the trip yours" on the proposal page (decision 0084): the server draws the choosers
// hidden (composer.tsx); this shows them, keeps the composition in the address, and asks the public
// pricing call for every figure: each alternative's difference and the composed trip's price.
import type { CompositionPriceResponse } from '@itinera/domain/contracts';
import { isAtLevel } from '@itinera/domain/levels';
import {
  differenceBodies,
  differences,
  formatDifference,
  formatMoney,
  isComposed,
  readComposition,
  writeComposition,
  type Composition,
  type Level,
  type MoneyFormat,
} from './compose';

interface Labels {
  money: MoneyFormat;
  perPerson: string;
  total: string;
  included: string;
  asProposed: string;
  updating: string;
  failed: string;
  changed: string;
  stay: string;
  levels: Record<string, string>;
}

const fill = (label: string, values: Record<string, string>) =>
  label.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);

export interface Composer {
  /** The composition to accept, or null when the client kept the level as proposed. */
  composition: () => Composition | null;
  /** The choices can no longer change (accepted). */
  disable: () => void;
}

export function startComposer(levelRadios: HTMLInputElement[]): Composer | null {
  const section = document.querySelector<HTMLElement>('#compose');
  const priceUrl = section?.dataset.priceUrl;
  if (!section || !priceUrl) return null;
  const t = JSON.parse(section.dataset.labels ?? '{}') as Labels;
  const $ = <T extends Element>(selector: string) => section.querySelector<T>(selector)!;
  const stays = [...section.querySelectorAll<HTMLFieldSetElement>('fieldset[data-stay]')].map((fieldset) => ({
    stay: fieldset.dataset.stay!,
    radios: [...fieldset.querySelectorAll<HTMLInputElement>('input[type="radio"]')],
  }));
  const extras = [...section.querySelectorAll<HTMLElement>('[data-extra-level]')].map((row) => ({
    row,
    level: Number(row.dataset.extraLevel),
    box: row.querySelector<HTMLInputElement>('input')!,
  }));
  const accepting = document.querySelector<HTMLElement>('[data-compose-accept]');
  const single = document.querySelector<HTMLInputElement>('input[name="level"][type="hidden"]');
  const baseLevel = (): Level | null =>
    (Number(levelRadios.find((r) => r.checked)?.value ?? single?.value ?? 0) as Level | 0) || null;

  // The address's composition first (a reload), then the page's own defaults.
  const start = readComposition(location.search);
  const fromAddress = levelRadios.find((r) => Number(r.value) === start.level);
  if (fromAddress && !fromAddress.checked) {
    fromAddress.checked = true;
    fromAddress.dispatchEvent(new Event('change'));
  }
  for (const { stay, radios } of stays) {
    const radio = radios.find((r) => Number(r.value) === start.stays[stay]);
    if (radio) radio.checked = true;
  }
  for (const e of extras) e.box.checked = start.extras.includes(Number(e.box.value));

  const current = (base: Level): Composition => {
    const chosen: Record<string, Level> = {};
    for (const { stay, radios } of stays) {
      const level = Number(radios.find((r) => r.checked)?.value) as Level;
      if (level && level !== base) chosen[stay] = level;
    }
    const taken = extras.filter((e) => !e.row.hidden && e.box.checked).map((e) => Number(e.box.value));
    return { level: base, stays: chosen, extras: taken };
  };

  const price = async (body: Composition): Promise<CompositionPriceResponse> => {
    const response = await fetch(priceUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(String(response.status));
    return (await response.json()) as CompositionPriceResponse;
  };

  /** Each base level's differences, asked once per page view. */
  const diffs = new Map<Level, Promise<Map<string, number>>>();
  const showDifferences = (base: Level) => {
    if (!diffs.has(base)) {
      const offered = stays.map(({ stay, radios }) => ({ stay, levels: radios.map((r) => Number(r.value) as Level) }));
      const ids = extras.filter((e) => isAtLevel(e.level, base)).map((e) => Number(e.box.value));
      const asked = Promise.all(differenceBodies(base, offered, ids).map(price)).then(differences);
      // A failed call is asked again at the next change.
      asked.catch(() => diffs.delete(base));
      diffs.set(base, asked);
    }
    void diffs.get(base)!.then(
      (found) => {
        if (baseLevel() !== base) return;
        for (const { stay, radios } of stays)
          for (const radio of radios) {
            const to = Number(radio.value);
            const d = found.get(`stay:${stay}:${to}`);
            writeDiff(
              radio,
              to === base ? t.included : d === undefined ? '' : `${formatDifference(d, t.money)} ${t.perPerson}`,
            );
          }
        for (const e of extras) {
          const d = found.get(`extra:${e.box.value}`);
          writeDiff(e.box, d === undefined ? '' : `${formatDifference(d, t.money)} ${t.perPerson}`);
        }
      },
      () => undefined,
    );
  };
  const writeDiff = (input: HTMLInputElement, text: string) => {
    input.parentElement!.querySelector('[data-diff]')!.textContent = text;
  };

  const note = $<HTMLElement>('[data-compose-note]');
  const lines = $<HTMLElement>('[data-compose-changes]');
  const changeLine = (c: CompositionPriceResponse['changes'][number]) => {
    const what =
      c.kind === 'stay'
        ? `${fill(t.stay, { days: (c.stay ?? '').replace('-', '–') })}: ${c.name} (${t.levels[String(c.to_level)] ?? ''})`
        : c.name;
    return `${what} ${formatDifference(c.difference_per_person, t.money)} ${t.perPerson}`;
  };
  let asked = 0;
  const showPrice = (c: Composition) => {
    const mine = ++asked;
    note.textContent = t.updating;
    price(c).then(
      (p) => {
        if (mine !== asked) return;
        $('[data-compose-pp]').textContent = `${formatMoney(p.per_person, t.money)} ${t.perPerson}`;
        $('[data-compose-total]').textContent = fill(t.total, { total: formatMoney(p.total, t.money) });
        lines.replaceChildren(
          ...(p.changes.length ? p.changes.map(changeLine) : [t.asProposed]).map((text) => {
            const li = document.createElement('li');
            li.textContent = text;
            return li;
          }),
        );
        note.textContent = p.changed_since_publication ? t.changed : '';
      },
      () => {
        if (mine === asked) note.textContent = t.failed;
      },
    );
  };

  let previous: Level | null = null;
  const update = () => {
    const base = baseLevel();
    const inputs = section.querySelectorAll<HTMLInputElement>('input');
    for (const input of inputs) input.disabled = base === null;
    $<HTMLElement>('[data-compose-nolevel]').hidden = base !== null;
    if (base === null) return;
    for (const e of extras) {
      e.row.hidden = !isAtLevel(e.level, base);
      if (e.row.hidden) e.box.checked = false;
    }
    // A stay left at the level as proposed follows the level; one chosen otherwise keeps its choice.
    for (const { radios } of stays) {
      const checked = radios.find((r) => r.checked);
      if (!checked || Number(checked.value) === previous) {
        const own = radios.find((r) => Number(r.value) === base);
        if (own) own.checked = true;
      }
    }
    previous = base;
    const c = current(base);
    history.replaceState(history.state, '', writeComposition(location.search, c) + location.hash);
    if (accepting) accepting.hidden = !isComposed(c);
    showDifferences(base);
    showPrice(c);
  };

  section.addEventListener('change', update);
  for (const radio of levelRadios) radio.addEventListener('change', update);
  section.hidden = false;
  update();
  return {
    composition: () => {
      const base = baseLevel();
      const c = base === null ? null : current(base);
      return c && isComposed(c) ? c : null;
    },
    disable: () => {
      for (const input of section.querySelectorAll('input')) input.disabled = true;
    },
  };
}
