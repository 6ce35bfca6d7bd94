import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../test/paths';

// Decision 0098: every sentence the API refuses with is in the catalogue's `server` namespace, so
// the error handler can say it in the reader's language (decision 0092 finds a fixed sentence by its
// English words). This reads the code as written, with TypeScript's parser and no type checker (a
// few seconds, where a program with types takes half a minute), and finds the sentence of every
// `new AppError(code, sentence)`, every `notFound(what)` and every call of a local helper that
// hands its argument to one of them.

const API_SRC = path.join(REPO_ROOT, 'apps/api/src');
const DOMAIN_SRC = path.join(REPO_ROOT, 'packages/domain/src');
const CATALOGUE = JSON.parse(readFileSync(path.join(DOMAIN_SRC, 'i18n/locales/en/server.json'), 'utf8')) as Record<
  string,
  string
>;
const ENGLISH = new Set(Object.values(CATALOGUE));

/**
 * Sentences with values still written in English at their call site: each one needs a key and
 * `refusal(code, key, params)` to be said in another language. The list only shrinks: a new one
 * fails the test, and one moved to a key must leave the list.
 */
const STILL_ENGLISH_WITH_VALUES = [
  'Could not find a free {} code. Please try again in a moment.',
  'Invalid {}: {}.',
  'Invalid {}: {}',
  '{}: {}',
  'The days from {} cannot move back {} day{}: that is before day 1.',
  'The days from {} cannot move back {} day{}: {} not empty. Move or remove their services and text first.',
  'The sheet has {} bad row{}; nothing was imported. {}',
  'This file is larger than {} MB.',
  'A quote in {} cannot move to {}: {}.',
  '{} Assign the quote to someone else before changing its client.',
  'The sheet has no {} column{} in its first row; nothing was imported.',
  'The sheet has {} rows; at most {} can be imported at once. Please split it.',
  'This file is larger than {} MB. Please split the sheet.',
  'This export has more than {} rate lines, more than a sheet can import back. Narrow it by service or service type.',
  'The sheet has {} bad row{}; nothing was imported.',
  'There is no contract {}.',
  'The contract {} is archived.',
  'The contract {} belongs to another client than the request.',
  'There is no tag {}.',
  '{} is not a request code (F and letters or digits).',
  'This sales manual is still used by the contract{} {}{}. Move or archive {} first.',
  '{} service{} still use{} the category {}. Move {} to another category first.',
  'This picture is larger than {} MB. Please upload a smaller one.',
];

interface Found {
  where: string;
  /** The sentences the argument can be; null when it is computed (a variable, a call). */
  sentences: string[] | null;
  /** The sentence with `{}` for each value, when it is a template with values. */
  template?: string;
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(dir, f));

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);

/** Every `const NAME = 'text'` (or a number) at the top of a file. */
function constantsOf(file: ts.SourceFile): Map<string, string> {
  const constants = new Map<string, string>();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) {
      const init = d.initializer;
      if (!ts.isIdentifier(d.name) || !init) continue;
      if (ts.isStringLiteral(init) || ts.isNoSubstitutionTemplateLiteral(init) || ts.isNumericLiteral(init))
        constants.set(d.name.text, init.text);
    }
  }
  return constants;
}

/**
 * A name's text: the file's own constant, else — when the file imports that name — the constant of
 * that name in any file of the API or the domain (the names of exported sentences are unique enough).
 */
function resolverOf(file: ts.SourceFile, everywhere: Map<string, string[]>): Resolve {
  const own = constantsOf(file);
  const imported = new Set(
    file.statements.flatMap((s) =>
      ts.isImportDeclaration(s) && s.importClause?.namedBindings && ts.isNamedImports(s.importClause.namedBindings)
        ? s.importClause.namedBindings.elements.map((e) => e.name.text)
        : [],
    ),
  );
  return (name) => {
    const local = own.get(name);
    if (local !== undefined) return [local];
    return imported.has(name) ? (everywhere.get(name) ?? null) : null;
  };
}

type Resolve = (name: string) => string[] | null;

function sentencesOf(node: ts.Expression, resolve: Resolve): Pick<Found, 'sentences' | 'template'> {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return { sentences: [node.text] };
  if (ts.isParenthesizedExpression(node)) return sentencesOf(node.expression, resolve);
  if (ts.isIdentifier(node)) return { sentences: resolve(node.text) };
  if (ts.isConditionalExpression(node)) {
    const a = sentencesOf(node.whenTrue, resolve).sentences;
    const b = sentencesOf(node.whenFalse, resolve).sentences;
    return { sentences: a && b ? [...a, ...b] : null };
  }
  if (ts.isTemplateExpression(node)) {
    // A value that is a constant (`${MAX_DAY}`) is part of a fixed sentence.
    const parts = node.templateSpans.map((span) => {
      const fixed = ts.isIdentifier(span.expression) ? resolve(span.expression.text) : null;
      return fixed?.length === 1 ? fixed[0]! : null;
    });
    if (parts.every((p) => p !== null))
      return { sentences: [node.head.text + node.templateSpans.map((s, i) => parts[i] + s.literal.text).join('')] };
    return {
      sentences: null,
      template: node.head.text + node.templateSpans.map((s) => `{}${s.literal.text}`).join(''),
    };
  }
  return { sentences: null };
}

const isAppError = (node: ts.Node): node is ts.NewExpression =>
  ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'AppError';
const isCallOf = (node: ts.Node, name: string): node is ts.CallExpression =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name;

/** The sentence argument of each refusal in a file; a local helper `(message) => new AppError(…, message)` counts as one. */
function refusalsOf(file: ts.SourceFile, resolve: Resolve): Found[] {
  const found: Found[] = [];
  const helpers = new Map<string, number>();
  const where = (node: ts.Node) =>
    `${path.relative(API_SRC, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const sentence = (arg: ts.Expression, node: ts.Node, wrap = (s: string) => s) => {
    const { sentences, template } = sentencesOf(arg, resolve);
    found.push({ where: where(node), sentences: sentences?.map(wrap) ?? null, template });
  };
  const helperOf = (node: ts.Node, arg: ts.Expression) => {
    if (!ts.isIdentifier(arg)) return;
    let fn: ts.Node | undefined = node.parent;
    while (fn && !ts.isArrowFunction(fn) && !ts.isFunctionDeclaration(fn)) fn = fn.parent;
    if (!fn) return;
    const index = fn.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === arg.text);
    const name = ts.isFunctionDeclaration(fn)
      ? fn.name?.text
      : ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)
        ? fn.parent.name.text
        : undefined;
    if (index >= 0 && name) helpers.set(name, index);
  };
  const visit = (node: ts.Node) => {
    if (isAppError(node) && node.arguments?.[1]) {
      helperOf(node, node.arguments[1]);
      sentence(node.arguments[1], node);
    } else if (isCallOf(node, 'notFound') && node.arguments[0]) {
      sentence(node.arguments[0], node, (what) => `${what} was not found.`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  const calls = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && helpers.has(node.expression.text)) {
      const arg = node.arguments[helpers.get(node.expression.text)!];
      if (arg) sentence(arg, node);
    }
    ts.forEachChild(node, calls);
  };
  calls(file);
  return found;
}

describe('the sentences the API refuses with', () => {
  const files = [...sourceFiles(API_SRC), ...sourceFiles(DOMAIN_SRC)].map(parse);
  const everywhere = new Map<string, string[]>();
  for (const file of files)
    for (const [name, text] of constantsOf(file)) everywhere.set(name, [...(everywhere.get(name) ?? []), text]);
  // app-error.ts defines the constructors themselves; their callers are what is read.
  const found = files
    .filter((f) => f.fileName.startsWith(API_SRC) && !f.fileName.endsWith('lib/app-error.ts'))
    .flatMap((f) => refusalsOf(f, resolverOf(f, everywhere)));

  it('finds the refusals it reads (the scan is not blind)', () => {
    expect(found.filter((f) => f.sentences).length).toBeGreaterThan(150);
    expect(found.some((f) => f.sentences?.includes('This booking link is not valid.'))).toBe(true);
    expect(found.some((f) => f.sentences?.includes('This quote was not found.'))).toBe(true);
  });

  it('has every fixed sentence in the server catalogue, so it is said in the reader language', () => {
    const missing = found.flatMap((f) =>
      (f.sentences ?? []).filter((s) => !ENGLISH.has(s)).map((s) => `${f.where} ${s}`),
    );
    expect(missing).toEqual([]);
  });

  it('says a new sentence with values through a key, and the list of those still in English only shrinks', () => {
    const templates = [...new Set(found.flatMap((f) => (f.template ? [f.template] : [])))];
    expect(templates.filter((t) => !STILL_ENGLISH_WITH_VALUES.includes(t))).toEqual([]);
    expect(STILL_ENGLISH_WITH_VALUES.filter((t) => !templates.includes(t))).toEqual([]);
  });
});
