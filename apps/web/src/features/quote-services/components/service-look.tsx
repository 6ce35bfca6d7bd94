import { SERVICE_STATUSES, SERVICE_TYPES } from '@itinera/domain';
import { i18n } from '../../../lib/i18n';

// How a service looks in the quote: one icon and colour per type (docs/domain/spec-sections.md#spec-02-section-3, types 1–10), one
// colour per level, the status colours of the spec (Pending warning, Confirmed success, Canceled
// danger). The catalogue uses the same icons so a service reads the same in both places.

// The type icon and the level colours are shared with the Itinerary tab's cards.
export { serviceTypeName, ServiceTypeIcon } from '../../../components/service-type-icon';
export { LEVEL_LOOK, levelLook } from '../../../lib/service-type-look';
// Names are read when shown (getters), so they follow the interface language (common catalogue).
export const SERVICE_TYPE_OPTIONS = SERVICE_TYPES.map((t) => ({
  value: String(t.id),
  get label() {
    return i18n.t(`common:serviceType.${t.id}`, { defaultValue: t.name });
  },
}));

/** Kinds of a service on a quote (docs/domain/spec-sections.md#spec-02-section-3): regular 0, optional 1, confirmed 2. */
const kind = <V extends 0 | 1 | 2>(value: V, color: string) => ({
  value,
  color,
  get text() {
    return i18n.t(`common:serviceKind.${value}`);
  },
});
export const KIND_LOOK = [kind(0, 'gray'), kind(1, 'grape'), kind(2, 'teal')];

export const KIND_OPTIONS = KIND_LOOK.map((k) => ({
  value: String(k.value),
  get label() {
    return k.text;
  },
}));

const STATUS_COLOR: Record<string, string> = { warning: 'yellow', success: 'green', danger: 'red' };

export const STATUS_LOOK = SERVICE_STATUSES.map((s) => ({
  id: s.id,
  get name() {
    return i18n.t(`common:serviceStatus.${s.id}`, { defaultValue: s.name });
  },
  color: STATUS_COLOR[s.color] ?? 'gray',
}));

export const statusLook = (status: number) => STATUS_LOOK.find((s) => s.id === status) ?? STATUS_LOOK[0]!;
