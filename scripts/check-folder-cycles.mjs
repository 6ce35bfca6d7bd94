#!/usr/bin/env node
// Folder-level import cycles in the API, the domain and the web (decisions 0026 and 0106).
// A file's folder is its top folder under the root (db, jobs, plugins, lib…; pricing, contracts…),
// or <group>/<name> inside the root's group folder (the API's modules/, the web's features/). A
// cycle between folders means a rule has no single home and one change walks in circles, so lint
// fails on any (CONTRIBUTING.md).
// Usage: node scripts/check-folder-cycles.mjs [root…] [--print]  (no root: the three below)
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, relative, dirname, resolve, sep } from 'node:path';

// Each root and the folder whose children count as folders of their own.
const ROOTS = { 'apps/api/src': 'modules', 'packages/domain/src': null, 'apps/web/src': 'features' };

const args = process.argv.slice(2);
const asked = args.filter((a) => !a.startsWith('--'));
const print = args.includes('--print');

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function folderOf(root, group, file) {
  const parts = relative(root, file).split(sep);
  // Files at the top (app.ts, server.ts, config.ts; the domain's index.ts) are each a floor of their
  // own: the app and the server compose every module, and everything may read the configuration.
  if (parts.length === 1) return parts[0].replace(/\.tsx?$/, '');
  return parts[0] === group && parts.length > 2 ? `${group}/${parts[1]}` : parts[0];
}

// Tests and test helpers may reach anywhere; only the code that runs is held to the layering.
const isTestHelper = (root, file) => relative(root, file).split(sep).includes('test');

let failed = false;
for (const path of asked.length ? asked : Object.keys(ROOTS)) {
  const key = Object.keys(ROOTS).find((k) => resolve(k) === resolve(path));
  if (!checkRoot(resolve(path), key ? ROOTS[key] : 'modules')) failed = true;
}
if (failed) process.exitCode = 1;

function checkRoot(root, group) {
  const importRe = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
  const edges = new Map(); // folder -> Map(folder -> [file -> target])
  for (const file of files(root).filter((f) => !isTestHelper(root, f))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(importRe)) {
      const spec = m[1] ?? m[2];
      const target = resolve(dirname(file), spec.replace(/\.js$/, '.ts'));
      const found = [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts'), join(target, 'index.tsx')].find(
        (p) => existsSync(p) && statSync(p).isFile(),
      );
      if (!found || !found.startsWith(root)) continue;
      const [from, to] = [folderOf(root, group, file), folderOf(root, group, found)];
      if (from === to) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      const byTarget = edges.get(from);
      if (!byTarget.has(to)) byTarget.set(to, []);
      byTarget.get(to).push(`${relative(root, file)} -> ${relative(root, found)}`);
    }
  }

  // Tarjan's strongly connected components over the folder graph.
  const nodes = new Set([...edges.keys(), ...[...edges.values()].flatMap((m) => [...m.keys()])]);
  let index = 0;
  const stack = [];
  const meta = new Map();
  const components = [];
  function connect(v) {
    meta.set(v, { index, low: index, onStack: true });
    index += 1;
    stack.push(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!meta.has(w)) {
        connect(w);
        meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low);
      } else if (meta.get(w).onStack) meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index);
    }
    if (meta.get(v).low === meta.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        meta.get(w).onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) components.push(component.sort());
    }
  }
  for (const v of nodes) if (!meta.has(v)) connect(v);

  if (print) {
    for (const [from, targets] of [...edges].sort()) console.log(`${from} -> ${[...targets.keys()].sort().join(', ')}`);
  }
  if (components.length === 0) {
    console.log(`folder cycles in ${relative(process.cwd(), root) || '.'}: none (${nodes.size} folders)`);
    return true;
  }
  for (const component of components) {
    console.log(`cycle between ${component.length} folders: ${component.join(', ')}`);
    for (const from of component) {
      for (const [to, why] of edges.get(from) ?? []) {
        if (component.includes(to)) console.log(`  ${from} -> ${to} (${why.length}): ${why.slice(0, 3).join('; ')}`);
      }
    }
  }
  return false;
}
