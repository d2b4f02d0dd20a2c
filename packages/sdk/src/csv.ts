// @marketplace/sdk/csv: CSV export and product import on their own entry point, because the CSV library
// they use (papaparse, CommonJS) cannot be tree-shaken: apps that never export or import CSV never
// download it. The import's check takes createProduct's schema from @marketplace/sdk/schemas.

export { type CsvColumn, toCsv } from './domain/toCsv';
export {
  checkProductCsv,
  type ImportCategory,
  PRODUCT_CSV_MAX_ROWS,
  type ProductCsvCategories,
  type ProductCsvCheck,
  type ProductCsvIssue,
  type ProductImportBody,
  type ProductImportItem,
  type ProductImportProblem,
} from './spreadsheet/checkProductCsv';
export {
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
  productCsvTemplate,
  REQUIRED_PRODUCT_CSV_COLUMNS,
} from './spreadsheet/productCsvTemplate';
