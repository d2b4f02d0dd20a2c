import { type ReactNode, type RefObject, useId, useState } from 'react';
import './charts.css';

/** Props of {@link ChartFigure}. */
export interface ChartFigureProps {
  title: string;
  /** The chart in words (the plot's accessible name). */
  summary: string;
  /** Where the chart library draws. */
  plot: RefObject<HTMLDivElement | null>;
  /** The plot's height in CSS pixels. */
  height: number;
  /** The same data as a table: its head row and body rows. */
  table: { head: ReactNode; body: ReactNode };
  /** Shown between the plot and the table toggle (a legend, the value under the pointer). */
  children?: ReactNode;
}

/**
 * The frame of every kit chart: a figure captioned with its title, the drawing (an image named by a
 * summary of what it shows), and the same data as a real table, read by screen readers at all times
 * and shown on screen with the "Show data table" button.
 *
 * @example
 * <ChartFigure title="Sales" summary={summary} plot={plotRef} height={260} table={{ head, body }} />
 */
export function ChartFigure({ title, summary, plot, height, table, children }: ChartFigureProps) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const titleId = useId();
  return (
    // Named by its caption explicitly: not every tool derives a figure's name from <figcaption>.
    <figure className="kit-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="kit-chart__title">
        {title}
      </figcaption>
      <div ref={plot} className="kit-chart__plot" role="img" aria-label={summary} style={{ height }} />
      {children}
      <div className="kit-chart__tools">
        <button
          type="button"
          className="button button--secondary kit-chart__toggle"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? 'Hide data table' : 'Show data table'}
        </button>
      </div>
      <div id={tableId} className={showTable ? 'kit-chart__table' : 'visually-hidden'}>
        <table>
          <caption>{title}</caption>
          <thead>{table.head}</thead>
          <tbody>{table.body}</tbody>
        </table>
      </div>
    </figure>
  );
}
