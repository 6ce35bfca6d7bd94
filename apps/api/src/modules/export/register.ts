import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps';
import { createOutboundGuard } from '../../lib/outbound-address';
import { createSecretBox } from '../../lib/secret-box';
import { createExportRunner, type ExportRunner } from './export.job';
import { exportRoutes, exportSchemaRoute } from './export.routes';
import { createExportService } from './export.service';
import { createServiceImporter, type ServiceImporter } from './service-import';
import { targetsRoutes } from './targets.routes';
import { createTargetsService } from './targets.service';

declare module 'fastify' {
  interface FastifyInstance {
    exportRunner: ExportRunner;
    serviceImporter: ServiceImporter;
  }
}

/** External export and service import (decision 0035). */
export async function register(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { config, database, queue, resolveHost } = deps;
  const secretBox = createSecretBox(config);
  const serviceImporter = createServiceImporter(database, queue);
  const outbound = createOutboundGuard(config.OUTBOUND_ALLOW_INTERNAL, resolveHost);
  app.decorate('exportRunner', createExportRunner(database, secretBox, config, outbound));
  app.decorate('serviceImporter', serviceImporter);
  await app.register(targetsRoutes(database, createTargetsService(database, secretBox, outbound)));
  await app.register(exportSchemaRoute());
  await app.register(
    exportRoutes(database, createExportService(database, queue, config.EXPORT_RETRY_DELAY_SECONDS), serviceImporter),
  );
}
