import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helper';
import { REPO_ROOT } from '../../test/paths';

// Comments name the original client's calls by code (I17, S3 …); docs/domain/original-client.md
// holds the one table that says which route and file each code is. Kept true here: a route added,
// moved or removed without its row fails.

const PAGE = path.join(REPO_ROOT, 'docs/domain/original-client.md');
const ROW =
  /^\|(?: ([A-Z]+\d+|§\d+) \|)? (GET|POST|PUT|PATCH|DELETE) \| `([^`]+)` \| \[[^\]]+\]\(\.\.\/\.\.\/([^)]+)\) \|$/;

interface Row {
  code?: string;
  route: string;
  file: string;
}

function tableRows(): Row[] {
  return fs
    .readFileSync(PAGE, 'utf8')
    .split('\n')
    .flatMap((line) => {
      const m = ROW.exec(line);
      return m ? [{ code: m[1], route: `${m[2]} ${m[3]}`, file: m[4] }] : [];
    });
}

let ctx: TestContext;
let declared: string[];
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  declared = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
});
afterAll(() => ctx.close());

describe('the call table of docs/domain/original-client.md', () => {
  it('has a row for every route the OpenAPI document declares, and no row for a route it lacks', () => {
    const rows = tableRows();
    const listed = new Set(rows.map((r) => r.route));
    expect(declared.filter((route) => !listed.has(route))).toEqual([]);
    expect([...listed].filter((route) => !declared.includes(route))).toEqual([]);
    // Not vacuous: the document has its hundreds of routes, and the process call is S3.
    expect(declared.length).toBeGreaterThan(150);
    expect(rows.find((r) => r.code === 'S3')?.route).toBe('POST /tenant/itinerary/process/{uuid}');
  });

  it('gives each code one row, and names a file that declares the route', () => {
    const rows = tableRows();
    const codes = rows.flatMap((r) => (r.code ? [r.code] : []));
    expect(codes.filter((c, i) => codes.indexOf(c) !== i)).toEqual([]);
    const missing = rows.filter((r) => !fs.existsSync(path.join(REPO_ROOT, r.file)));
    expect(missing).toEqual([]);
    // A route's last fixed word stands in the file that serves it or beside it (the reference lists
    // take their paths from their module's list of lists).
    const word = (route: string) =>
      route
        .split('/')
        .filter((part) => part && !part.startsWith('{'))
        .at(-1) ?? '';
    const folderText = (file: string) =>
      fs
        .readdirSync(path.dirname(path.join(REPO_ROOT, file)))
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .map((name) => fs.readFileSync(path.join(REPO_ROOT, path.dirname(file), name), 'utf8'))
        .join('\n');
    const astray = rows.filter(
      (r) =>
        !fs.readFileSync(path.join(REPO_ROOT, r.file), 'utf8').includes(word(r.route)) &&
        !folderText(r.file).includes(word(r.route)),
    );
    expect(astray).toEqual([]);
  });
});
