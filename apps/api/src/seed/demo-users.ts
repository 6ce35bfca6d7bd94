// The four demo logins printed at start (issue: foundation). One password for all of them.
export const DEMO_PASSWORD = 'itinera-demo';

export const DEMO_USERS = [
  {
    email: 'admin@itinera.demo',
    name: 'Ana Admin',
    roleId: 1,
    permissions: ['view_sale_price', 'view_cost_price', 'view_price_searched'],
    label: 'admin',
    // Her account on the external system: the demo's export is hers to do (decision 0056).
    externalCode: 'OPP-1001',
  },
  {
    email: 'operator@itinera.demo',
    name: 'Oscar Operator',
    roleId: 4,
    // view_price_searched: prices in the catalogue search and the add-services dialog (decisions 0056 and 0057).
    permissions: ['view_sale_price', 'view_cost_price', 'view_price_searched'],
    label: 'operator',
  },
  {
    email: 'agent@itinera.demo',
    name: 'Tania Agent',
    roleId: 7,
    permissions: ['view_sale_price', 'view_price_searched'],
    label: 'travel agent',
  },
  {
    email: 'clientadmin@itinera.demo',
    name: 'Carla Client-Admin',
    roleId: 2,
    permissions: [],
    label: 'client admin',
    client: true,
  },
] as const;
