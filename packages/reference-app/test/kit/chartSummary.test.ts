import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { axisLabel, valueAxisLabel } from '../../src/kit/charts/axisLabel';
import { barChartHeight } from '../../src/kit/charts/chartSize';
import { axisLabels, barChartSummary, lineChartSummary } from '../../src/kit/charts/chartSummary';
import { formatValue } from '../../src/kit/charts/formatValue';

const money = fc.integer({ min: -10_000_000, max: 10_000_000 }).map((kobo) => kobo / 100);
const bars = fc.array(fc.record({ label: fc.string({ minLength: 1, maxLength: 12 }), value: money }), {
  minLength: 1,
  maxLength: 20,
});

describe('chart summaries', () => {
  it('name the span and each series low, high and last, in Naira', () => {
    expect(
      lineChartSummary(
        'Sales',
        [
          {
            label: 'Revenue',
            points: [
              { x: '2026-11-01', y: 1000 },
              { x: '2026-11-02', y: 250.5 },
              { x: '2026-11-03', y: 4000 },
            ],
          },
        ],
        'money',
      ),
    ).toBe(
      'Sales, line chart from 2026-11-01 to 2026-11-03. Revenue: lowest ₦250.50 on 2026-11-02, highest ₦4,000.00 on 2026-11-03, last ₦4,000.00.',
    );
  });

  it('say when there is no data', () => {
    expect(lineChartSummary('Sales', [])).toBe('Sales, line chart: no data.');
    expect(barChartSummary('By product', [])).toBe('By product, bar chart: no data.');
  });

  it('name the largest and smallest bar, whatever the bars', () => {
    fc.assert(
      fc.property(bars, (list) => {
        const text = barChartSummary('T', list, 'money');
        const max = Math.max(...list.map((b) => b.value));
        const min = Math.min(...list.map((b) => b.value));
        expect(text).toContain(
          `Largest: ${list.find((b) => b.value === max)?.label}, ${formatValue(max, 'money')}.`,
        );
        expect(text).toContain(
          `Smallest: ${list.find((b) => b.value === min)?.label}, ${formatValue(min, 'money')}.`,
        );
      }),
    );
  });

  it('list every x label once, first appearance first', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 6 }), { maxLength: 4 }),
        (xs) => {
          const series = xs.map((list, i) => ({ label: `s${i}`, points: list.map((x) => ({ x, y: 1 })) }));
          const labels = axisLabels(series);
          expect(new Set(labels).size).toBe(labels.length);
          expect(new Set(labels)).toEqual(new Set(xs.flat()));
          expect(labels).toEqual([...new Set(xs.flat())]);
        },
      ),
    );
  });
});

describe('axis labels', () => {
  it('write days and months short, with no time-zone shift', () => {
    expect(axisLabel('2026-11-03')).toBe('3 Nov');
    expect(axisLabel('2026-01-01')).toBe('1 Jan');
    expect(axisLabel('2026-11')).toBe('Nov 2026');
    expect(axisLabel('Lagos')).toBe('Lagos');
    expect(axisLabel('Adire tie-dye kaftan with embroidered neckline', 16)).toBe('Adire tie-dye k…');
  });

  it('write values compact, money in Naira', () => {
    expect(valueAxisLabel(12500, 'money')).toBe('₦12.5K');
    expect(valueAxisLabel(-3000, 'money')).toBe('-₦3K');
    expect(valueAxisLabel(1_200_000)).toBe('1.2M');
    expect(formatValue(1234.5, 'money')).toBe('₦1,234.50');
  });

  it('give a bar chart one row per bar, never under 160 px', () => {
    fc.assert(
      fc.property(fc.nat(200), (n) => {
        expect(barChartHeight(n)).toBeGreaterThanOrEqual(160);
        expect(barChartHeight(n + 1)).toBeGreaterThanOrEqual(barChartHeight(n));
      }),
    );
  });
});
