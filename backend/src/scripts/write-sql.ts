import * as fs from 'fs';
import * as path from 'path';
import * as ts from 'typescript';

/**
 * The SQL snapshot (`backend/sql/<feature>.sql`): every statement the backend's features, shared
 * code and demo farm run, as written in the source, so a change of a query shows in the diff of a
 * review. `npm run sql` rewrites the files; `write-sql.spec.ts` fails when they are stale.
 *
 * A statement is the SQL argument of a call to `queryRows` / `queryOne` / `execute` / `exists` imported from
 * `common/database/rows.ts`, or of any `<x>.query(sql, …)`. Each is listed under a header naming
 * the class and method (or the top-level function / const) that runs it and its source file, with
 * no line numbers. The text is dedented with trailing spaces trimmed; `${expr}` parts of a template
 * stay as written. An argument naming a const of the same file (an identifier, or a property of a
 * const object / a readonly class property) is replaced by the const's text; a `${NAME}` naming
 * such a const stays, and the const's text is given once at the top of the file's section (a
 * const choosing between texts, `c ? 'a' : 'b'`, is given as written). A function a statement calls
 * in a `${…}` part, declared at the top of the same file or of a relatively imported one, is
 * listed as `<fn>() returns` with the strings and templates it returns, in its own file's section.
 */

/** Backend folder (…/backend), from src/scripts or dist/scripts. */
export const BACKEND_DIR = path.resolve(__dirname, '..', '..');
/** Where the snapshot is written. */
export const SQL_DIR = path.join(BACKEND_DIR, 'sql');
/** Folders scanned, relative to the backend folder. */
const ROOTS = ['src/common', 'src/demo', 'src/modules'];
/** The query helpers themselves: they run the SQL they are given. */
const EXCLUDED = new Set(['src/common/database/rows.ts']);
/** Helper name → index of its SQL argument. */
const HELPERS: Record<string, number> = { queryRows: 2, queryOne: 2, execute: 1, exists: 1 };
/** Module specifiers that name common/database/rows.ts from anywhere under src/. */
const ROWS_MODULE = /(^|\/)database\/rows$/;

/** One statement: who runs it and its SQL text. */
export interface Statement {
  name: string;
  sql: string;
}

/** The statements of one source file and the consts their `${NAME}` parts refer to. */
export interface FileSql {
  /** Path relative to the backend folder, with '/' separators. */
  file: string;
  consts: Array<{ name: string; sql: string }>;
  statements: Statement[];
}

/** Lines of `text` without trailing spaces, leading/trailing blank lines removed, dedented. */
export function normalise(text: string, startColumn: number): string {
  const lines = text.split('\n').map((l) => l.replace(/\s+$/, ''));
  // Lines after the first are dedented by their common indent, at most by the column where the
  // first line's text starts (so continuation lines aligned under it keep their alignment).
  const indent = (l: string) => l.length - l.trimStart().length;
  const rest = lines.slice(1).filter((l) => l.trim() !== '');
  const firstBlank = lines[0].trim() === '';
  const common = Math.min(...rest.map(indent), firstBlank ? Infinity : startColumn);
  const shift = Number.isFinite(common) ? common : 0;
  const out = lines.map((l, i) => (i === 0 ? l.trimStart() : l.slice(Math.min(shift, indent(l)))));
  while (out.length && out[0] === '') out.shift();
  while (out.length && out[out.length - 1] === '') out.pop();
  return out.join('\n');
}

/**
 * Parses source texts (path relative to the backend folder → text) into one program that binds
 * names within each file only (no imports or libraries are read), and answers each file's statements.
 */
export function extractAll(texts: Map<string, string>): FileSql[] {
  const options: ts.CompilerOptions = { noLib: true, noResolve: true, types: [], target: ts.ScriptTarget.ES2022 };
  const sources = new Map([...texts].map(([file, text]) => [file, ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS)]));
  const host = ts.createCompilerHost(options);
  host.getSourceFile = (name) => sources.get(name);
  host.fileExists = (name) => sources.has(name);
  const checker = ts.createProgram({ rootNames: [...sources.keys()], options, host }).getTypeChecker();
  const extractors = new Map<string, Extractor>();
  const builder = (file: string, name: string) => extractors.get(file)?.builder(name);
  for (const [file, source] of sources) extractors.set(file, extractFrom(file, source, checker, builder));
  for (const extractor of extractors.values()) extractor.run();
  return [...extractors.values()].map((e) => e.section());
}

/** Reads one file; `builder(name)` lists what a function of the file returns when a statement uses it. */
interface Extractor {
  run(): void;
  builder(name: string): void;
  section(): FileSql;
}

/** SQL text as the source writes it: a string, a template, or a choice between such (`c ? 'a' : \`b\``). */
type SqlText = ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression | ts.ConditionalExpression;

const isSqlText = (e: ts.Expression): e is SqlText => {
  while (ts.isParenthesizedExpression(e)) e = e.expression;
  if (ts.isConditionalExpression(e)) return isSqlText(e.whenTrue) && isSqlText(e.whenFalse);
  return ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e) || ts.isTemplateExpression(e);
};

/** Reads statements from one file's source text. `file` is its path relative to the backend folder. */
export const extractSql = (file: string, text: string): FileSql => extractAll(new Map([[file, text]]))[0];

/**
 * The statements of one parsed file. A function called in a `${…}` part (or as the whole SQL
 * argument) that is declared at the top of this file or of a file it imports by a relative path
 * is asked for (`builder(file, name)`): the strings and templates it returns are listed too,
 * in its own file's section.
 */
function extractFrom(file: string, source: ts.SourceFile, checker: ts.TypeChecker, builder: (file: string, name: string) => void): Extractor {

  // Local names of the query helpers imported from common/database/rows.ts.
  const helpers = new Map<string, number>();
  for (const stmt of source.statements) {
    if (!ts.isImportDeclaration(stmt) || !ts.isStringLiteral(stmt.moduleSpecifier) || !ROWS_MODULE.test(stmt.moduleSpecifier.text)) continue;
    const bindings = stmt.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const el of bindings.elements) {
      const imported = (el.propertyName ?? el.name).text;
      if (imported in HELPERS) helpers.set(el.name.text, HELPERS[imported]);
    }
  }

  /** Consts named by a `${NAME}` part: declaration → name and text (two consts may share a name in different scopes). */
  const consts = new Map<ts.Node, { name: string; sql: string; pos: number }>();

  /** The string/template a name is bound to in this file, if it is a const (or readonly property) one. */
  const constText = (node: ts.Expression): SqlText | undefined => {
    if (!ts.isIdentifier(node) && !ts.isPropertyAccessExpression(node)) return undefined;
    const symbol = checker.getSymbolAtLocation(ts.isIdentifier(node) ? node : node.name);
    const decl = symbol?.valueDeclaration;
    if (!decl || decl.getSourceFile() !== source) return undefined;
    let init: ts.Expression | undefined;
    if (ts.isVariableDeclaration(decl) && ts.isVariableDeclarationList(decl.parent) && decl.parent.flags & ts.NodeFlags.Const) init = decl.initializer;
    else if (ts.isPropertyDeclaration(decl) && decl.modifiers?.some((m) => m.kind === ts.SyntaxKind.ReadonlyKeyword)) init = decl.initializer;
    else if (ts.isPropertyAssignment(decl)) {
      let obj: ts.Node = decl.parent;
      while (ts.isObjectLiteralExpression(obj.parent) || ts.isPropertyAssignment(obj.parent) || ts.isAsExpression(obj.parent)) obj = obj.parent;
      if (ts.isVariableDeclaration(obj.parent) && obj.parent.parent.flags & ts.NodeFlags.Const) init = decl.initializer;
    }
    while (init && (ts.isAsExpression(init) || ts.isParenthesizedExpression(init))) init = init.expression;
    return init && isSqlText(init) ? init : undefined;
  };

  /**
   * Raw text of a string or template (a choice between them: the expression as written);
   * `${NAME}` parts naming a const of this file are recorded in `consts`.
   */
  const literalText = (lit: SqlText): string => {
    if (ts.isStringLiteral(lit)) return lit.text;
    if (ts.isConditionalExpression(lit)) {
      recordConsts(lit);
      return lit.getText(source);
    }
    const raw = lit.getText(source).slice(1, -1); // as written, without the backticks
    if (ts.isTemplateExpression(lit)) for (const span of lit.templateSpans) recordConsts(span.expression);
    return raw;
  };

  /** Records the consts of this file that `expr` names (itself or in its parts, e.g. `${SQL.replace(…)}`). */
  const recordConsts = (expr: ts.Node): void => {
    if ((ts.isIdentifier(expr) || ts.isPropertyAccessExpression(expr)) && recordConst(expr)) return;
    if (ts.isCallExpression(expr) && ts.isIdentifier(expr.expression)) requestBuilder(expr.expression);
    ts.forEachChild(expr, recordConsts);
  };

  /** Asks for the SQL a called function returns, when it is a top-level function of this file or of a relative import. */
  const requestBuilder = (callee: ts.Identifier) => {
    const decl = checker.getSymbolAtLocation(callee)?.declarations?.[0];
    if (!decl) return;
    if (ts.isImportSpecifier(decl)) {
      const spec = decl.parent.parent.parent.moduleSpecifier;
      if (ts.isStringLiteral(spec) && spec.text.startsWith('.')) builder(`${path.posix.join(path.posix.dirname(file), spec.text)}.ts`, (decl.propertyName ?? decl.name).text);
    } else if (decl.getSourceFile() === source && topLevelFunction(decl)) builder(file, callee.text);
  };

  /** The body of a top-level function declaration or `const f = (…) => …` / `function (…) {…}`. */
  const topLevelFunction = (decl: ts.Node): ts.ConciseBody | undefined => {
    if (ts.isFunctionDeclaration(decl) && ts.isSourceFile(decl.parent)) return decl.body;
    if (ts.isVariableDeclaration(decl) && decl.initializer && ts.isSourceFile(decl.parent.parent.parent)) {
      const init = decl.initializer;
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return init.body;
    }
    return undefined;
  };

  const builders = new Set<string>();
  /** Lists the strings and templates the top-level function `name` returns (once). */
  const listBuilder = (name: string) => {
    if (builders.has(name)) return;
    builders.add(name);
    const decl = source.statements
      .flatMap((st): Array<ts.FunctionDeclaration | ts.VariableDeclaration> => (ts.isFunctionDeclaration(st) ? [st] : ts.isVariableStatement(st) ? [...st.declarationList.declarations] : []))
      .find((d) => d.name && ts.isIdentifier(d.name) && d.name.text === name);
    const body = decl && topLevelFunction(decl);
    if (!body) return;
    const returned: ts.Expression[] = [];
    const visitBody = (n: ts.Node) => {
      if (ts.isReturnStatement(n) && n.expression) returned.push(n.expression);
      else if (!ts.isFunctionLike(n)) ts.forEachChild(n, visitBody);
    };
    if (ts.isBlock(body)) ts.forEachChild(body, visitBody);
    else returned.push(body);
    for (let e of returned) {
      while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e)) e = e.expression;
      if (!ts.isStringLiteral(e) && !ts.isNoSubstitutionTemplateLiteral(e) && !ts.isTemplateExpression(e)) {
        recordConsts(e);
        continue;
      }
      const sql = normalise(literalText(e), columnOf(e));
      if (sql) statements.push({ name: `${name}() returns`, sql, pos: e.pos });
    }
  };

  /** Records the const `expr` names, if it names one; true when it does. */
  const recordConst = (expr: ts.Identifier | ts.PropertyAccessExpression): boolean => {
    const lit = constText(expr);
    if (!lit) return false;
    if (consts.has(lit)) return true;
    const entry = { name: expr.getText(source), sql: '', pos: lit.pos };
    consts.set(lit, entry); // before reading it: a const naming itself cannot loop
    entry.sql = normalise(literalText(lit), columnOf(lit));
    return true;
  };

  const columnOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).character + 1;

  /** The SQL text of a call's argument. */
  const sqlOf = (arg: ts.Expression): string => {
    if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg) || ts.isTemplateExpression(arg)) return normalise(literalText(arg), columnOf(arg));
    const lit = constText(arg);
    if (lit && !ts.isConditionalExpression(lit)) return normalise(literalText(lit), columnOf(lit));
    recordConsts(arg);
    return '${' + arg.getText(source) + '}';
  };

  /** `Class.method`, or the top-level function / const whose body holds `node`. */
  const ownerOf = (node: ts.Node): string => {
    let name = '(module)';
    for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
      if ((ts.isClassDeclaration(n) || ts.isClassExpression(n)) && n.name) {
        const member = node.parent && findMember(node, n);
        name = member ? `${n.name.text}.${member}` : n.name.text;
        break;
      }
      if ((ts.isFunctionDeclaration(n) && n.name) || (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name))) {
        if (ts.isSourceFile(n.parent) || (ts.isVariableDeclarationList(n.parent) && ts.isSourceFile(n.parent.parent.parent))) {
          name = (n.name as ts.Identifier).text;
          break;
        }
      }
    }
    return name;
  };

  /** Name of the member of `cls` that holds `node`. */
  const findMember = (node: ts.Node, cls: ts.ClassLikeDeclaration): string | undefined => {
    let n: ts.Node = node;
    while (n.parent && n.parent !== cls) n = n.parent;
    if (ts.isConstructorDeclaration(n)) return 'constructor';
    const named = n as ts.ClassElement;
    return named.name ? named.name.getText(source) : undefined;
  };

  const statements: Array<Statement & { pos: number }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      let index: number | undefined;
      if (ts.isIdentifier(callee) && helpers.has(callee.text)) index = helpers.get(callee.text);
      else if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'query') index = 0;
      const arg = index === undefined ? undefined : node.arguments[index];
      if (arg) statements.push({ name: ownerOf(node), sql: sqlOf(arg), pos: node.pos });
    }
    ts.forEachChild(node, visit);
  };

  return {
    run: () => visit(source),
    builder: listBuilder,
    section: () => {
      const named = [...consts.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.pos - b.pos));
      const ordered = [...statements].sort((a, b) => a.pos - b.pos);
      return { file, consts: named.map(({ name, sql }) => ({ name, sql })), statements: ordered.map(({ name, sql }) => ({ name, sql })) };
    },
  };
}

/** `-- ` before each line of `text`. */
const comment = (text: string, indent = '') => text.split('\n').map((l) => `--${l || indent ? ' ' : ''}${indent}${l}`.trimEnd());

/** The text of one snapshot file from the sections of its source files (in path order). */
export function renderSql(sections: FileSql[]): string {
  const out = ['-- Generated by `npm run sql` (backend/src/scripts/write-sql.ts): the SQL each statement runs, as written.', '-- ${...} is filled in at run time. Do not edit: change the source and run `npm run sql`.'];
  for (const s of sections) {
    if (!s.statements.length) continue;
    out.push('', `-- ==== ${s.file} ====`);
    for (const c of s.consts) out.push(`-- ${c.name}:`, ...comment(c.sql, '  '));
    for (const st of s.statements) out.push('', `-- ${st.name} (${s.file})`, `${st.sql};`);
  }
  return out.join('\n') + '\n';
}

/** `.ts` files under `dir` (not specs), relative to the backend folder, sorted. */
function sourceFiles(backendDir: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(backendDir, rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') && !entry.name.endsWith('.d.ts')) out.push(child);
    }
  };
  walk(dir);
  return out;
}

/** Snapshot file name of a source file: `<feature>.sql` under src/modules/<feature>/, demo.sql under src/demo/, else common.sql. */
const snapshotName = (file: string) => {
  const m = /^src\/modules\/([^/]+)\//.exec(file);
  return `${m ? m[1] : file.startsWith('src/demo/') ? 'demo' : 'common'}.sql`;
};

/** The snapshot: file name (e.g. 'egg-sales.sql') → text, for every file holding a statement. */
export function renderSnapshot(backendDir = BACKEND_DIR): Map<string, string> {
  const byFile = new Map<string, FileSql[]>();
  const files = ROOTS.flatMap((r) => sourceFiles(backendDir, r))
    .filter((f) => !EXCLUDED.has(f))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const section of extractAll(new Map(files.map((f): [string, string] => [f, fs.readFileSync(path.join(backendDir, f), 'utf8')])))) {
    if (!section.statements.length) continue;
    const file = section.file;
    const name = snapshotName(file);
    byFile.set(name, [...(byFile.get(name) ?? []), section]);
  }
  const names = [...byFile.keys()].sort();
  return new Map(names.map((n) => [n, renderSql(byFile.get(n)!)]));
}

/** Differences between the snapshot and the files in `dir`: one message per file stale, missing or extra. */
export function staleFiles(snapshot: Map<string, string>, dir = SQL_DIR): string[] {
  const present = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.sql')) : [];
  const messages: string[] = [];
  for (const [name, text] of snapshot) {
    if (!present.includes(name)) messages.push(`backend/sql/${name} is missing: run npm run sql`);
    else if (fs.readFileSync(path.join(dir, name), 'utf8') !== text) messages.push(`backend/sql/${name} is stale: run npm run sql`);
  }
  for (const name of present) if (!snapshot.has(name)) messages.push(`backend/sql/${name} is no longer generated: run npm run sql`);
  return messages;
}

/** Writes the snapshot into `dir`, removing .sql files no longer generated. */
export function writeSnapshot(snapshot: Map<string, string>, dir = SQL_DIR): void {
  fs.mkdirSync(dir, { recursive: true });
  for (const name of fs.readdirSync(dir)) if (name.endsWith('.sql') && !snapshot.has(name)) fs.rmSync(path.join(dir, name));
  for (const [name, text] of snapshot) fs.writeFileSync(path.join(dir, name), text);
}

if (require.main === module) {
  const snapshot = renderSnapshot();
  const changed = staleFiles(snapshot);
  writeSnapshot(snapshot);
  console.log(`SQL of ${snapshot.size} files written to ${path.relative(path.dirname(BACKEND_DIR), SQL_DIR)}${changed.length ? `; changed: ${changed.map((m) => m.split(' ')[0]).join(', ')}` : ', unchanged'}`);
}
