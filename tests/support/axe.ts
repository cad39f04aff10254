import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { rootDir } from '../../server/config.ts';
import { settled } from './settled.ts';

/*
 * axe-core in the browser tests: inject node_modules/axe-core/axe.min.js into the page (no network),
 * run it over the document, and fail on serious or critical violations. Every public page and
 * admin screen should pass through `expectNoSeriousA11yViolations` once it exists.
 */
const AXE_SOURCE = fs.readFileSync(path.join(rootDir, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

export interface A11yViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

/** A violation known and reported to the owner of the screen, tolerated until it is fixed. */
export interface KnownA11yIssue {
  /** axe rule id, e.g. color-contrast. */
  rule: string;
  /** Matches the offending element's HTML (axe's `node.html`). */
  html: RegExp;
  /** Why it is tolerated and who fixes it. */
  reason: string;
}

export interface A11yOptions {
  /** CSS selectors to leave out (for example a third-party widget); prefer fixing over excluding. */
  exclude?: string[];
  /** Violations on specific elements that are known and reported (see KnownA11yIssue). */
  known?: KnownA11yIssue[];
  /** Impacts that fail the check; serious and critical by default. */
  failOn?: ('minor' | 'moderate' | 'serious' | 'critical')[];
}

/** Runs axe-core over the page as it is now and returns the violations at or above `failOn`. */
export async function a11yViolations(page: Page, { exclude = [], known = [], failOn = ['serious', 'critical'] }: A11yOptions = {}) {
  // Colours are read as they are painted: a control caught in a CSS transition (a button enabled a
  // moment ago still fading from its disabled grey) is judged once it has settled, as a reader sees it.
  await settled(page);
  // Evaluated through the DevTools protocol rather than a <script> tag, which the site's CSP refuses.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${AXE_SOURCE}\n;void 0`);
  const violations = await page.evaluate(async (excluded) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: A11yViolation[] }> } }).axe;
    const context = excluded.length ? { include: [['html']], exclude: excluded.map((selector) => [selector]) } : document;
    const result = await axe.run(context, {
      resultTypes: ['violations'],
      // WCAG 2.2 A and AA plus axe's best practices (landmarks, headings, region).
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
      id,
      impact: impact ?? null,
      help,
      helpUrl,
      nodes: nodes.map((node) => ({ target: node.target.map(String), html: node.html, failureSummary: node.failureSummary })),
    }));
  }, exclude);
  return violations
    .filter((violation) => violation.impact && (failOn as string[]).includes(violation.impact))
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter((node) => !known.some((issue) => issue.rule === violation.id && issue.html.test(node.html))),
    }))
    .filter((violation) => violation.nodes.length > 0);
}

/** A readable list of violations for an assertion message. */
export function describeViolations(violations: A11yViolation[]): string {
  return violations
    .map(
      (violation) =>
        `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n` +
        violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(' ')}  ${node.html.slice(0, 160)}\n      ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`)
          .join('\n'),
    )
    .join('\n');
}

/** Fails with a readable report when the page has a serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, label: string, options?: A11yOptions) {
  const violations = await a11yViolations(page, options);
  if (violations.length > 0) {
    throw new Error(`Accessibility violations on ${label}:\n${describeViolations(violations)}`);
  }
}
