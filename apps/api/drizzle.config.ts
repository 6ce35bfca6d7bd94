import { defineConfig } from 'drizzle-kit';

// Only used to generate SQL from src/db/schema.ts; migrations are applied by the app at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './apps/api/src/db/schema.ts',
    './apps/api/src/db/catalogue-schema.ts',
    './apps/api/src/db/quotes-schema.ts',
    './apps/api/src/db/quote-services-schema.ts',
    './apps/api/src/db/days-schema.ts',
    './apps/api/src/db/publishing-schema.ts',
    './apps/api/src/db/booking-schema.ts',
    './apps/api/src/db/export-schema.ts',
    './apps/api/src/db/matrix-schema.ts',
    './apps/api/src/db/reports-schema.ts',
    './apps/api/src/db/assets-schema.ts',
    './apps/api/src/db/rate-changes-schema.ts',
  ],
  out: './apps/api/src/db/migrations',
});
