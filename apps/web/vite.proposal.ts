import path from 'node:path';
import { build, type Plugin } from 'vite';
import { precompress } from './vite.precompress';

// The public proposal page's own small entry (decision 0030): after the SPA's build, a second,
// separate build puts src/proposal/main.ts under <outDir>/proposal/ with its own manifest, where the
// API's page route finds the fingerprinted name. The SPA's output is untouched, and `vite build
// --outDir X` (the bench) gets X/proposal/ too.
export const PROPOSAL_ENTRY = 'src/proposal/main.ts';

export function proposalEntry(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'itinera-proposal-entry',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        configFile: false,
        root,
        base: '/proposal/',
        publicDir: false,
        logLevel: 'warn',
        // Served by the same static route as the SPA, so compressed beside it in the same way.
        plugins: [precompress()],
        build: {
          outDir: path.join(outDir, 'proposal'),
          emptyOutDir: true,
          manifest: true,
          target: 'es2020',
          rolldownOptions: { input: path.join(root, PROPOSAL_ENTRY) },
        },
      });
    },
  };
}
