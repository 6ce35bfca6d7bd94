export * from './common.contract';
export * from './health.contract';
export * from './tenants.contract';
export * from './auth.contract';
export * from './users.contract';
export * from './reference.contract';
export * from './services.contract';
export * from './catalogue-admin.contract';
