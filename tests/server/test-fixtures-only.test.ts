import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Tests receive what they use as fixture arguments (tests/support/fixtures.ts, decision 080): no
 * test file copies a fixture into a variable of its own in a beforeAll, nor starts a server or
 * signs a session in there by hand for its tests to read. Read from each file's syntax tree: a
 * beforeAll (plain or `test.beforeAll`) that assigns to a variable declared outside it, where the
 * value comes from one of the hook's fixture arguments or from a call that starts or signs in.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const TEST_DIRS = ['tests/server', 'tests/e2e', 'tests/fuzz'];

/** Calls whose result a test must get as a fixture instead. */
const STARTS = new Set(['startTestServer', 'adminSession', 'signedInAs', 'signInAsAdmin', 'launchBrowser', 'newPage', 'session']);

/**
 * Files not converted yet, each with why (their hooks start a server of their own or build shared
 * data by hand). Every file is converted: keep it empty.
 */
const NOT_YET: Record<string, string> = {};

function testFiles(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.test.ts')).map((name) => path.posix.join(dir, name));
}

const isBeforeAll = (call: ts.CallExpression) => /^(?:(?:test|it)\.)?beforeAll$/.test(call.expression.getText());

/** Names bound by a function's parameters (the fixture arguments of a hook). */
function parameterNames(fn: ts.ArrowFunction | ts.FunctionExpression): Set<string> {
  const names = new Set<string>();
  const collect = (name: ts.BindingName) => {
    if (ts.isIdentifier(name)) names.add(name.text);
    else for (const element of name.elements) if (!ts.isOmittedExpression(element)) collect(element.name);
  };
  for (const parameter of fn.parameters) collect(parameter.name);
  return names;
}

/** Names declared inside `node` (its own locals, which a hook may write freely). */
function localNames(node: ts.Node): Set<string> {
  const names = new Set<string>();
  const visit = (child: ts.Node) => {
    if (ts.isVariableDeclaration(child) && ts.isIdentifier(child.name)) names.add(child.name.text);
    ts.forEachChild(child, visit);
  };
  visit(node);
  return names;
}

function readsFixtureOrStarts(value: ts.Node, fixtures: Set<string>): boolean {
  let found = false;
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && fixtures.has(node.text) && !(ts.isPropertyAccessExpression(node.parent) && node.parent.name === node)) found = true;
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
      if (STARTS.has(name)) found = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(value);
  return found;
}

/** Each `name = value` in a beforeAll that copies a fixture or a started thing into an outer variable. */
function fixtureCopies(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && isBeforeAll(node)) {
      const hook = node.arguments.find((argument): argument is ts.ArrowFunction | ts.FunctionExpression => ts.isArrowFunction(argument) || ts.isFunctionExpression(argument));
      if (hook) {
        const fixtures = parameterNames(hook);
        const locals = localNames(hook.body);
        const inspect = (child: ts.Node) => {
          if (ts.isBinaryExpression(child) && child.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
            const targets: string[] = [];
            const collect = (target: ts.Node) => {
              if (ts.isIdentifier(target)) targets.push(target.text);
              else if (ts.isObjectLiteralExpression(target) || ts.isArrayLiteralExpression(target) || ts.isParenthesizedExpression(target) || ts.isPropertyAssignment(target) || ts.isShorthandPropertyAssignment(target))
                ts.forEachChild(target, collect);
            };
            collect(child.left);
            const outer = targets.filter((name) => !locals.has(name) && !fixtures.has(name));
            if (outer.length > 0 && readsFixtureOrStarts(child.right, fixtures)) {
              const line = source.getLineAndCharacterOfPosition(child.getStart()).line + 1;
              found.push(`${file}:${line} ${child.getText().slice(0, 80)}`);
            }
          }
          ts.forEachChild(child, inspect);
        };
        inspect(hook.body);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('tests take fixtures as arguments', () => {
  const files = TEST_DIRS.flatMap(testFiles);

  it('finds the test files to check', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('no beforeAll copies a fixture, a started server or a signed-in session into a variable of the file', () => {
    const copies = files.filter((file) => !(file in NOT_YET)).flatMap((file) => fixtureCopies(file, fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(copies).toEqual([]);
  });

  it('lists only files that still need it as not converted yet', () => {
    const converted = Object.keys(NOT_YET).filter((file) => !fs.existsSync(path.join(ROOT, file)) || fixtureCopies(file, fs.readFileSync(path.join(ROOT, file), 'utf8')).length === 0);
    expect(converted, 'remove these from NOT_YET').toEqual([]);
  });

  it('catches the copies it is meant to catch, and leaves a hook’s own locals and plain set-up alone', () => {
    const copies = fixtureCopies(
      'example.test.ts',
      `
      let server; let admin; let dir; let production;
      test.beforeAll(({ server: started, admin: signedIn }) => { server = started; admin = signedIn; });
      beforeAll(async () => { production = await startTestServer({ config: { production: true } }); });
      beforeAll(() => { dir = fs.mkdtempSync('x'); });
      test.beforeAll(({ server }) => { const visitor = server.session(); keepStarterRelativeDates(server); });
      `,
    );
    expect(copies.map((copy) => copy.replace(/^\S+ /, ''))).toEqual(['server = started', 'admin = signedIn', 'production = await startTestServer({ config: { production: true } })']);
  });
});
