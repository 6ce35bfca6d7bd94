export * from './languages';
export * from './catalogue-check';
export { keyOfEnglish } from './english-keys';
export { loadCatalogue } from './load-catalogue';
