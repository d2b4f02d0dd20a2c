import { useProductImport } from '@marketplace/react-hooks';
import { useRef, useState } from 'react';
import { BulkResults } from '../../../kit/BulkResults';
import { downloadText } from '../../../kit/ExportCsvButton';

/** Props of {@link ProductImport}. */
export interface ProductImportProps {
  /** Back to the product list. */
  onClose(): void;
}

/**
 * The merchant's product import (`/merchant/products?product=import`): the template to download, a CSV
 * file checked row by row before anything is created (the dry run lists each bad row's problems; a
 * product with a bad row is left out), then the import of the good products with a progress bar and a
 * result per product, resumed for the ones that failed. A new file starts over.
 *
 * @example
 * <ProductImport onClose={() => setForm('')} />
 */
export function ProductImport({ onClose }: ProductImportProps) {
  const { check, checked, importer, clear } = useProductImport();
  const [fileName, setFileName] = useState('');
  const [templateError, setTemplateError] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const result = checked.status === 'checked' ? checked.check : undefined;
  const started = importer.busy || importer.outcomes.length > 0;

  async function downloadTemplate() {
    setTemplateError('');
    try {
      const { productCsvTemplate } = await import('@marketplace/sdk/csv');
      downloadText(`\ufeff${productCsvTemplate()}`, 'product-import-template.csv', 'text/csv;charset=utf-8');
    } catch {
      setTemplateError('Could not prepare the template. Check your connection and try again.');
    }
  }

  async function choose(file: File | undefined) {
    clear();
    setFileName(file?.name ?? '');
    if (file) await check(await file.text());
  }

  return (
    <section className="products__panel product-import" aria-labelledby="product-import-title">
      <h2 id="product-import-title">Import products from CSV</h2>
      <p>
        One row per product, or one row per variant: rows with the same SKU are one product, its details on
        its first row. The file is checked first; nothing is created until you import.
      </p>
      <p>
        <button type="button" className="button button--secondary" onClick={() => void downloadTemplate()}>
          Download the template
        </button>
      </p>
      {templateError ? <p role="alert">{templateError}</p> : null}
      <p>
        <label className="product-import__file">
          CSV file
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            disabled={importer.busy}
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
          />
        </label>
      </p>
      {checked.status === 'checking' ? <p role="status">Checking {fileName}…</p> : null}
      {checked.status === 'failed' ? (
        <p role="alert">
          Could not check {fileName}: {checked.message}
        </p>
      ) : null}
      {result && result.fileProblems.length > 0 ? (
        <div role="alert" className="product-import__problems">
          <p>
            <strong>{fileName} cannot be imported:</strong>
          </p>
          <ul>
            {result.fileProblems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {result && result.fileProblems.length === 0 ? (
        <>
          <p role="status">
            <strong>
              {result.rowCount} {result.rowCount === 1 ? 'row' : 'rows'} checked: {result.items.length}{' '}
              {result.items.length === 1 ? 'product' : 'products'} ready to import
              {result.problems.length > 0
                ? `, ${result.problems.length} ${result.problems.length === 1 ? 'row' : 'rows'} with problems (their products are left out)`
                : ''}
              .
            </strong>
          </p>
          {result.problems.length > 0 ? (
            <div className="product-import__table">
              <table>
                <caption>Rows with problems: mend them in your file and choose it again</caption>
                <thead>
                  <tr>
                    <th scope="col">Row</th>
                    <th scope="col">SKU</th>
                    <th scope="col">Problem</th>
                  </tr>
                </thead>
                <tbody>
                  {result.problems.map((problem) => (
                    <tr key={problem.row}>
                      <td>{problem.row}</td>
                      <td>{problem.sku ?? '—'}</td>
                      <td>
                        {problem.messages.length === 1 ? (
                          problem.messages[0]
                        ) : (
                          <ul>
                            {problem.messages.map((message) => (
                              <li key={message}>{message}</li>
                            ))}
                          </ul>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {!started && result.items.length > 0 ? (
            <p>
              <button type="button" className="button" onClick={() => void importer.start(result.items)}>
                Import {result.items.length} {result.items.length === 1 ? 'product' : 'products'}
              </button>
            </p>
          ) : null}
        </>
      ) : null}
      <BulkResults
        label="Import results"
        verb="imported"
        doing="Importing"
        nameOf={(item) => `${item.name} (SKU ${item.sku}, row ${item.rows[0]})`}
        outcomes={importer.outcomes}
        busy={importer.busy}
        progress={importer.progress}
        onRetry={() => void importer.retryFailed()}
        onDismiss={() => {
          clear();
          setFileName('');
          if (fileInput.current) fileInput.current.value = '';
        }}
      />
      <p>
        <button type="button" className="button button--secondary" disabled={importer.busy} onClick={onClose}>
          Back to products
        </button>
      </p>
    </section>
  );
}
