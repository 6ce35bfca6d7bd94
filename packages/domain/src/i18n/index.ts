export * from './languages';
export * from './catalogue-check';
export { loadCatalogue } from './load-catalogue';
