import type { ComponentType } from 'react';
import { i18n } from './i18n';
import {
  IconBed,
  IconBus,
  IconCar,
  IconCategory,
  IconCompass,
  IconPackage,
  IconPlane,
  IconTicket,
  IconToolsKitchen2,
  IconUserStar,
  type IconProps,
} from '@tabler/icons-react';

// One icon and colour per service type (docs/domain/spec-sections.md#spec-02-section-3, types 1–10), shared by the catalogue and the
// quote's Services tab so a service reads the same in both places.

export interface ServiceTypeLook {
  Icon: ComponentType<IconProps>;
  color: string;
}

const TYPE_LOOK: Record<number, ServiceTypeLook> = {
  1: { Icon: IconPlane, color: 'indigo' },
  2: { Icon: IconBed, color: 'grape' },
  3: { Icon: IconBus, color: 'blue' },
  4: { Icon: IconTicket, color: 'orange' },
  5: { Icon: IconCar, color: 'cyan' },
  6: { Icon: IconToolsKitchen2, color: 'red' },
  7: { Icon: IconCompass, color: 'teal' },
  8: { Icon: IconUserStar, color: 'lime' },
  9: { Icon: IconPackage, color: 'yellow' },
  10: { Icon: IconCategory, color: 'gray' },
};

/** The look of a type; unknown types look like Other (10). */
export const serviceTypeLook = (id: number): ServiceTypeLook => TYPE_LOOK[id] ?? TYPE_LOOK[10]!;

/** Levels of a service (docs/domain/spec-sections.md#spec-02-section-3): 0 all, 1 Comfort, 2 Superior, 3 Luxury; short labels of the filter. */
// The names are read when shown (getters), so they follow the interface language (common:levels).
const level = <V extends number, C extends string>(value: V, color: C) => ({
  value,
  color,
  get label() {
    return i18n.t(`common:levels.${value}.label`);
  },
  get short() {
    return i18n.t(`common:levels.${value}.short`);
  },
});
export const LEVEL_LOOK = [level(0, 'gray'), level(1, 'blue'), level(2, 'violet'), level(3, 'orange')] as const;

export const levelLook = (level: number) => LEVEL_LOOK.find((l) => l.value === level) ?? LEVEL_LOOK[0];
