// The four demo logins printed at start (issue: foundation). One password for all of them.
export const DEMO_PASSWORD = 'itinera-demo';

export const DEMO_USERS = [
  {
    email: 'admin@itinera.demo',
    name: 'Ana Admin',
    roleId: 1,
    permissions: ['view_sale_price', 'view_cost_price', 'view_price_searched'],
    label: 'admin',
  },
  {
    email: 'operator@itinera.demo',
    name: 'Oscar Operator',
    roleId: 4,
    permissions: ['view_sale_price', 'view_cost_price'],
    label: 'operator',
  },
  {
    email: 'agent@itinera.demo',
    name: 'Tania Agent',
    roleId: 7,
    permissions: ['view_sale_price'],
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
