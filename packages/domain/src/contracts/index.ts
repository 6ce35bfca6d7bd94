export * from './common.contract';
export * from './health.contract';
export * from './tenants.contract';
