import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config';
import { API_ROOT } from '../lib/api-root';
import { errorBody } from './error-handler';

export const DEFAULT_WEB_DIST = path.resolve(API_ROOT, '../web/dist');
// Never the web app's HTML under these: a balancer or Prometheus must see a route's answer or a 404 body.
const API_PREFIXES = ['/tenant/', '/tenant', '/health', '/ready', '/metrics', '/docs', '/media'];

const isApiPath = (url: string) =>
  API_PREFIXES.some((p) => url === p || url.startsWith(p.endsWith('/') ? p : `${p}/`) || url.startsWith(`${p}?`));

/**
 * Serves the built SPA on the API's port. Unknown non-API GETs get index.html (history-mode
 * routing); unknown API paths get the standard 404 body, never the HTML page.
 */
export async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const root = config.WEB_DIST ? path.resolve(config.WEB_DIST) : DEFAULT_WEB_DIST;
  const hasWeb = existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      decorateReply: true,
      wildcard: false,
      index: false,
      // The build writes <file>.br and <file>.gz beside each text file (apps/web/vite.precompress.ts,
      // decision 0037): sent as-is to a client that accepts them, with `vary: accept-encoding`.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/, so those can be cached for a year.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (hasWeb && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(url)) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    const what = isApiPath(url) || !hasWeb ? `${request.method} ${url.split('?')[0]}` : url;
    return reply.status(404).send(errorBody('NOT_FOUND', `No route for ${what}.`));
  });
}
