import { type ReactNode, useId } from 'react';

/**
 * One report on the Reports page: its `h2`, the actions beside it (the CSV export), and its content.
 *
 * @example
 * <ReportPanel title="Sales over time" actions={<ExportCsvButton … />}>…</ReportPanel>
 */
export function ReportPanel({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="report-panel" aria-labelledby={id}>
      <div className="report-panel__head spread">
        <h2 id={id}>{title}</h2>
        {actions ? <div className="report-panel__actions">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
