import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the web build puts the proposal page's entry (apps/web/vite.proposal.config.ts). */
export const PROPOSAL_DIST = 'proposal';
const ENTRY = 'src/proposal/main.ts';

/**
 * The site path of the built proposal script ('/proposal/assets/main-1a2b3c.js'), read from the
 * build's manifest under the web dist; null when the web is not built (the page works without it).
 */
export function findProposalScript(webDist: string): string | null {
  try {
    const manifestPath = path.join(webDist, PROPOSAL_DIST, '.vite', 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file?: string }>;
    const file = manifest[ENTRY]?.file;
    return file ? `/${PROPOSAL_DIST}/${file}` : null;
  } catch {
    return null;
  }
}
