export * from './report-names';
export * from './chart-rules';
export * from './periods';
export * from './funnel';
export * from './csv';
export * from './presets';
