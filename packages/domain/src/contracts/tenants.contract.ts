import { z } from 'zod';

export const tenantListSchema = z.array(z.object({ name: z.string(), domain: z.string(), baseURL: z.string() }));
export type TenantList = z.infer<typeof tenantListSchema>;
