import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

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

/** How long the app must stay on a path for it to count as a page the user saw (not a redirect). */
const DWELL_MS = 400;

/**
 * Runs axe (WCAG 2 A and AA rules) on the pages of a test and keeps the serious and critical findings.
 * At the end of the test it fails with a readable list of them, and with the list of pages the test
 * stayed on without checking them, so every page a flow visits is checked.
 */
export class A11y {
  readonly findings: A11yFinding[] = [];
  readonly checked = new Set<string>();
  readonly #visits: { path: string; at: number }[] = [];

  constructor(
    private readonly page: Page,
    private readonly testInfo: TestInfo,
  ) {
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      const url = new URL(frame.url());
      if (url.protocol === 'about:') return;
      const path = url.pathname;
      const last = this.#visits.at(-1);
      if (last?.path !== path) this.#visits.push({ path, at: Date.now() });
    });
  }

  /** Checks the page as it is now (call it once the page's content has loaded). */
  async check(label: string): Promise<void> {
    const path = new URL(this.page.url()).pathname;
    // Axe takes seconds on a large page: a page whose markup and viewport were checked before in this
    // worker (the login page of most tests) reuses that answer; the same DOM and CSS give the same result.
    const markup = await this.page.evaluate(() => document.documentElement.outerHTML);
    const key = createHash('sha1')
      .update(`${JSON.stringify(this.page.viewportSize())}\n${markup}`)
      .digest('hex');
    let violations = AXE_CACHE.get(key);
    if (!violations) {
      const results = await new AxeBuilder({ page: this.page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      violations = results.violations;
      AXE_CACHE.set(key, violations);
    }
    this.checked.add(path);
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

  /** Paths the test stayed on (longer than a redirect) that were never checked. */
  unchecked(): string[] {
    const now = Date.now();
    const seen = new Set<string>();
    this.#visits.forEach((visit, i) => {
      const until = this.#visits[i + 1]?.at ?? now;
      if (until - visit.at >= DWELL_MS) seen.add(visit.path);
    });
    return [...seen].filter((path) => !this.checked.has(path));
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
      // A failed test stops early; only a passing one must have checked every page it stayed on.
      if (testInfo.status === testInfo.expectedStatus) {
        const missing = a11y.unchecked();
        if (missing.length > 0) throw new Error(`Pages visited without an axe check: ${missing.join(', ')}`);
      }
    },
    { auto: true },
  ],
});

export { expect };
