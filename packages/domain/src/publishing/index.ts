export * from './display-options';
export * from './templates';
export type * from './proposal';
export * from './project';
export * from './diff';
export * from './labels';
export * from './type-labels';
export * from './story';
export * from './option5-facts';
