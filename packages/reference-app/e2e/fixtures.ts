import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { pageShape } from './pageShape';

/** One serious or critical axe violation on one page. */
export interface A11yFinding {
  page: string;
  path: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Axe's answers in this worker, by viewport and markup. */
const AXE_CACHE = new Map<string, Awaited<ReturnType<AxeBuilder['analyze']>>['violations']>();

/**
 * Runs axe (WCAG 2 A and AA rules) on the pages of a test and keeps the serious and critical findings.
 * At the end of the test it fails with a readable list of them, and with the pages the test opened by
 * address (`page.goto`) without checking any page before it opened the next one. The bookkeeping follows
 * the test's own steps only (what it opened, what it checked), never how long a page stayed on screen:
 * a redirect or a quick form is the same at any machine speed. Pages reached by a click are checked where
 * the test means to (`onPage`, `a11y.check`).
 */
export class A11y {
  readonly findings: A11yFinding[] = [];
  readonly checked = new Set<string>();
  /** The addresses the test opened, in order, each with whether a check followed it. */
  readonly #opened: { path: string; checked: boolean }[] = [];

  constructor(
    private readonly page: Page,
    private readonly testInfo: TestInfo,
  ) {
    const goto = page.goto.bind(page);
    page.goto = (url, options) => {
      this.#opened.push({ path: new URL(url, 'http://app.test').pathname, checked: false });
      return goto(url, options);
    };
  }

  /** Checks the page as it is now (call it once the page's content has loaded). */
  async check(label: string): Promise<void> {
    const path = new URL(this.page.url()).pathname;
    // Axe takes seconds on a large page: a page whose shape and viewport were checked before in this
    // worker reuses that answer. The shape keeps what axe's rules read (elements, attributes, classes,
    // styles, empty or not) and leaves out the words and repeated rows, so the login page of most tests
    // and a screen shown again with other data are checked once (over the first 131 checks of the suite,
    // 77 axe runs instead of the 107 that keying on the markup made).
    const key = createHash('sha1')
      .update(`${JSON.stringify(this.page.viewportSize())}\n${await pageShape(this.page)}`)
      .digest('hex');
    let violations = AXE_CACHE.get(key);
    if (!violations) {
      // Only the violations are read, so axe keeps no details of what passed (the home page took 10.7 s
      // with them, 3.5 s without), and it runs in the page itself (legacy mode) rather than finishing in a
      // new blank page each time: the app has no frames of its own.
      const results = await new AxeBuilder({ page: this.page })
        .withTags(['wcag2a', 'wcag2aa'])
        .options({ resultTypes: ['violations'] })
        .setLegacyMode(true)
        .analyze();
      violations = results.violations;
      AXE_CACHE.set(key, violations);
    }
    this.checked.add(path);
    const opened = this.#opened.at(-1);
    if (opened) opened.checked = true;
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    for (const v of serious) {
      this.findings.push({
        page: label,
        path,
        rule: v.id,
        impact: v.impact ?? 'unknown',
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      });
    }
    await this.testInfo.attach(`axe ${label}`, {
      body: JSON.stringify({ path, violations }, null, 2),
      contentType: 'application/json',
    });
  }

  /** The addresses the test opened (`page.goto`) and never checked before opening another, in order. */
  unchecked(): string[] {
    const checkedOnce = new Set(this.#opened.filter((visit) => visit.checked).map((visit) => visit.path));
    const missing = this.#opened.filter((visit) => !visit.checked && !checkedOnce.has(visit.path));
    return [...new Set(missing.map((visit) => visit.path))];
  }

  /** The findings as one readable block. */
  report(): string {
    return this.findings
      .map(
        (f) => `- [${f.impact}] ${f.page} (${f.path}): ${f.rule}: ${f.help}\n    ${f.targets.join('\n    ')}`,
      )
      .join('\n');
  }
}

interface Fixtures {
  /** Axe on every page of the test; serious and critical findings fail the test at its end. */
  a11y: A11y;
  /** Uncaught errors in the page; any fails the test at its end. */
  pageErrors: Error[];
}

export const test = base.extend<Fixtures>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      if (errors.length > 0) {
        throw new Error(
          `Uncaught errors in the page:\n${errors.map((e) => `- ${e.stack ?? e.message}`).join('\n')}`,
        );
      }
    },
    { auto: true },
  ],
  a11y: [
    async ({ page }, use, testInfo) => {
      const a11y = new A11y(page, testInfo);
      await use(a11y);
      if (a11y.findings.length > 0) {
        throw new Error(
          `Serious or critical accessibility violations (axe, wcag2a + wcag2aa):\n${a11y.report()}`,
        );
      }
      // A failed test stops early; only a passing one must have checked every page it opened.
      if (testInfo.status === testInfo.expectedStatus) {
        const missing = a11y.unchecked();
        if (missing.length > 0) throw new Error(`Pages opened without an axe check: ${missing.join(', ')}`);
      }
    },
    { auto: true },
  ],
});

export { expect };
