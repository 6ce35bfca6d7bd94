// The trip the client composes on the proposal page (decision 0083): choices, checks and their price.
export * from './compose';
export * from './price-composition';
export * from './accept-composition';
