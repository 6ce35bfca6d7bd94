export * from './display-options';
export * from './templates';
export type * from './proposal';
export * from './labels';
