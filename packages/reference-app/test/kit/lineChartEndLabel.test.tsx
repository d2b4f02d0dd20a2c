// The line chart keeps room right of the plot for its last x-axis label, centred on the plot's edge
// (uPlot's own padding cut "Nov 2026" to "Nov 20"): the padding function uPlot gets and its measure.
import { cleanup, render } from '@testing-library/react';
import type uPlot from 'uplot';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LineChart } from '../../src/kit/charts/LineChart';
import { measureAxisText, xAxisEndPadding } from '../../src/kit/charts/xAxisEndPadding';

// The options each chart hands to uPlot (jsdom has no canvas to draw on).
const made = vi.hoisted(() => [] as { padding?: unknown[] }[]);
vi.mock('uplot', () => ({
  default: class {
    width = 600;
    constructor(options: { padding?: unknown[] }) {
      made.push(options);
    }
    setSize() {}
    destroy() {}
  },
}));

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    disconnect() {}
    unobserve() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);

/** A uPlot as the padding function sees it: an x axis whose font measures `perChar` px a character. */
function plotMeasuring(perChar: number, ratio = 1): uPlot {
  const ctx = {
    font: '',
    save() {},
    restore() {},
    measureText: (text: string) => ({ width: text.length * perChar * ratio }),
  };
  return { axes: [{ font: [`${12 * ratio}px sans-serif`, 12 * ratio] }], ctx } as unknown as uPlot;
}

describe('xAxisEndPadding', () => {
  it('keeps half the last label and a gap', () => {
    expect(xAxisEndPadding('Nov 2026', () => 56)).toBe(32);
    expect(xAxisEndPadding('3 Nov', () => 30)).toBe(19);
  });

  it('estimates the width when the text cannot be measured, and keeps a minimum', () => {
    expect(xAxisEndPadding('Nov 2026')).toBeGreaterThanOrEqual(28);
    expect(xAxisEndPadding('Nov 2026', () => undefined)).toBe(xAxisEndPadding('Nov 2026'));
    expect(xAxisEndPadding('')).toBe(8);
    expect(xAxisEndPadding('1', () => 4)).toBe(8);
  });

  it('measures in CSS pixels in the axis font, whatever the pixel ratio', () => {
    const before = globalThis.devicePixelRatio;
    globalThis.devicePixelRatio = 2;
    try {
      expect(measureAxisText(plotMeasuring(7, 2), 'Nov 2026')).toBe(56);
    } finally {
      globalThis.devicePixelRatio = before;
    }
    expect(measureAxisText({ axes: [{}], ctx: null } as unknown as uPlot, 'x')).toBeUndefined();
  });
});

describe('LineChart', () => {
  it("gives uPlot a right padding that holds half the last label's width", () => {
    render(
      <LineChart
        title="Sales by month"
        series={[
          {
            label: 'Sales',
            points: ['2026-09', '2026-10', '2026-11'].map((x, i) => ({ x, y: i * 1000 })),
          },
        ]}
      />,
    );
    const options = made.at(-1);
    const right = options?.padding?.[1];
    expect(typeof right).toBe('function');
    // "Nov 2026" (the last month's label) at 7 px a character is 56 px: 28 either side of the last point.
    const room = (right as (u: uPlot) => number)(plotMeasuring(7));
    expect(room).toBeGreaterThanOrEqual(28);
    expect(room).toBe(32);
  });
});
