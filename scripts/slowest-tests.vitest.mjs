// A Vitest reporter that prints the ten slowest tests of the run when it ends (issue 20: where the test
// command's time goes). Listed beside 'default' in each package's vitest config.

/** How many tests to name. */
const COUNT = 10;

export default class SlowestTests {
  /** @type {{ name: string, ms: number }[]} */
  #tests = [];

  onTestCaseResult(testCase) {
    const ms = testCase.diagnostic()?.duration;
    if (typeof ms === 'number') {
      this.#tests.push({ name: `${testCase.module.relativeModuleId} > ${testCase.fullName}`, ms });
    }
  }

  onTestRunEnd() {
    if (this.#tests.length === 0) return;
    const slowest = this.#tests.sort((a, b) => b.ms - a.ms).slice(0, COUNT);
    console.log(`\nSlowest ${slowest.length} of ${this.#tests.length} tests:`);
    for (const { name, ms } of slowest) console.log(`  ${(ms / 1000).toFixed(2).padStart(7)} s  ${name}`);
  }
}
