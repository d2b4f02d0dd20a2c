import { useId } from 'react';
import './charts.css';

/**
 * What a chart's place shows while the charts chunk loads: its caption and a box of the chart's
 * height and toggle row, so nothing moves when the chart arrives; marked busy for screen readers.
 *
 * @example
 * <Suspense fallback={<ChartPlaceholder title="Sales" height={260} />}>…</Suspense>
 */
export function ChartPlaceholder({ title, height }: { title: string; height: number }) {
  const titleId = useId();
  return (
    <figure className="kit-chart kit-chart--loading" aria-busy="true" aria-labelledby={titleId}>
      <figcaption id={titleId} className="kit-chart__title">
        {title}
      </figcaption>
      <div className="kit-chart__plot kit-chart__plot--loading" style={{ height }}>
        <span className="visually-hidden">Loading chart</span>
      </div>
      <div className="kit-chart__tools" aria-hidden="true">
        <span className="kit-chart__toggle-space" />
      </div>
    </figure>
  );
}
