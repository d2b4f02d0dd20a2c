/**
 * Hands text to the browser as a file download through a Blob URL, released once used: CSV exports, the
 * import template.
 *
 * @example
 * downloadText(`\ufeff${csv}`, 'orders.csv', 'text/csv;charset=utf-8');
 */
export function downloadText(text: string, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
