// A Playwright reporter that prints the ten slowest tests of the run when it ends (issue 20: where the
// test command's time goes). Listed beside 'list' in the app's Playwright configs.

/** How many tests to name. */
const COUNT = 10;

export default class SlowestTests {
  /** @type {{ name: string, ms: number }[]} */
  #tests = [];

  onTestEnd(test, result) {
    const retry = result.retry > 0 ? ` (retry ${result.retry})` : '';
    this.#tests.push({
      name: `${test.titlePath().filter(Boolean).join(' > ')}${retry}`,
      ms: result.duration,
    });
  }

  onEnd() {
    if (this.#tests.length === 0) return;
    const slowest = this.#tests.sort((a, b) => b.ms - a.ms).slice(0, COUNT);
    console.log(`\nSlowest ${slowest.length} of ${this.#tests.length} tests:`);
    for (const { name, ms } of slowest) console.log(`  ${(ms / 1000).toFixed(2).padStart(7)} s  ${name}`);
  }

  printsToStdio() {
    return false;
  }
}
