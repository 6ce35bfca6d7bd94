// Public surface of the domain package: pure rules, no I/O. Contracts live under ./contracts.
export * from './statuses/quote-statuses';
export * from './statuses/quote-status-machine';
export * from './statuses/service-statuses';
export * from './statuses/price-lock';
export * from './statuses/service-status-lock';
export * from './statuses/quote-lock';
export * from './statuses/status-groups';

export * from './money/decimal';
export * from './money/cents';
export * from './money/allocate';
export * from './money/exchange';

export * from './pricing/pricing.schemas';
export * from './pricing/price-quote';
export * from './pricing/pax-prices';
export * from './pricing/margin';
export * from './pricing/price-edit-body';
export * from './pricing/messages';
export * from './pricing/rate-selection';
export * from './pricing/reseller';
export * from './pricing/room-type-prices';
export * from './pricing/level-warnings';
export * from './pricing/stored-run';
export * from './pricing/list-price';
export * from './pricing/export-checks';
export * from './pricing/matrix';
export * from './pricing/matrix-extremes';
export * from './pricing/rate-change-impact';
export { bandFor } from './pricing/age-bands';
export { countsInLevel, marginPercentage } from './pricing/level-totals';
export type { ServiceLineOutput } from './pricing/service-line';

export * from './rooms/room-types';
export * from './rooms/rooms.schemas';
export * from './rooms/distribution';
export * from './rooms/assignment';

export * from './days/dates';
export * from './days/day-input';
export * from './days/programme';
export * from './days/unselectable';

export * from './format/date-format';
export * from './format/number-format';

export * from './services/services.schemas';
export * from './services/grouping';
export * from './services/service-rules';

export * from './quotes/quote-code';
export * from './quotes/duplicate';
export * from './quotes/quote-copy';
export * from './quotes/description-template';
export * from './quotes/day-drafts';
export * from './quotes/trip-types';
export * from './quotes/activity-tasks';
export * from './quotes/update-state';
export * from './quotes/removal';
export * from './quotes/sale-changes';
export * from './quotes/sale-change-lines';
export * from './quotes/send-changes';

export * from './permissions/roles';
export * from './permissions/strip-price-fields';
export * from './permissions/assign';
export * from './permissions/role-checks';
export * from './permissions/grants';
export * from './permissions/account-open';
export * from './permissions/supply-and-markup';
export * from './permissions/quote-tabs';
export * from './catalogue/rate-lines';
export * from './catalogue/service-sections';
export * from './catalogue/package-nights';
export * from './catalogue/age-band-text';
export * from './catalogue/catalogue-price';
export * from './catalogue/room-offer';
export * from './catalogue/translated-text';

export * from './passengers/age';
export * from './passengers/rooming';
export * from './passengers/checks';
export * from './passengers/privacy';
export * from './passengers/merge';
export * from './passengers/present';
export * from './passengers/sheet';
export * from './passengers/sheet-places';

export * from './publishing';
export * from './assets/assets';
export * from './levels/levels';
export * from './accounts/password';
export * from './booking/booking';
export * from './booking/booking-state';
export * from './booking/amendments';
export * from './booking/supplier-facts';
export * from './export/export-document';
export * from './export/may-export';
export * from './reports';

export * from './composition';
