import type uPlot from 'uplot';

/** Room kept beyond half the last label, in CSS pixels. */
const END_GAP = 4;
/** A wide glyph of the axis font (12 px), for when the text cannot be measured. */
const GLYPH_PX = 7;
/** The least room right of the plot: half the hover point and its outline. */
const MIN_END_PX = 8;

/**
 * The room to keep right of the plot so that the x-axis label centred on the last point is not cut at
 * the canvas's edge (uPlot keeps a fixed padding, narrower than "Nov 2026"): half the label's width and a
 * small gap. `measure` gives a text's width in CSS pixels; without it, the width is estimated.
 *
 * @example
 * xAxisEndPadding('Nov 2026', () => 56); // 32
 */
export function xAxisEndPadding(lastLabel: string, measure?: (text: string) => number | undefined): number {
  if (!lastLabel) return MIN_END_PX;
  const width = measure?.(lastLabel) ?? lastLabel.length * GLYPH_PX;
  return Math.max(MIN_END_PX, Math.ceil(width / 2) + END_GAP);
}

/**
 * The width of `text` in CSS pixels in the font of the chart's x axis (uPlot keeps it scaled to the
 * device's pixel ratio once drawn), or `undefined` when the canvas cannot measure.
 *
 * @example
 * xAxisEndPadding(label, (text) => measureAxisText(u, text));
 */
export function measureAxisText(u: uPlot, text: string): number | undefined {
  // After setup uPlot holds each axis's font as [CSS font scaled by the pixel ratio, size].
  const font = (u.axes[0] as { font?: unknown } | undefined)?.font;
  const ctx = u.ctx as CanvasRenderingContext2D | null | undefined;
  if (!ctx || !Array.isArray(font) || typeof font[0] !== 'string') return undefined;
  ctx.save();
  ctx.font = font[0];
  const width = ctx.measureText(text).width;
  ctx.restore();
  return width / (globalThis.devicePixelRatio || 1);
}
