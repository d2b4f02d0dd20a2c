// @marketplace/sdk/csv: CSV export and product import on their own entry point, because the CSV library
// they use (papaparse, CommonJS) cannot be tree-shaken and the import's check holds the contract's request
// schema (zod): apps that never export or import CSV never download them.
export {
  checkProductCsv,
  type ImportCategory,
  PRODUCT_CSV_MAX_ROWS,
  type ProductCsvCategories,
  type ProductCsvCheck,
  type ProductImportBody,
  type ProductImportItem,
  type ProductImportProblem,
} from './domain/checkProductCsv';
export {
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
  productCsvTemplate,
  REQUIRED_PRODUCT_CSV_COLUMNS,
} from './domain/productCsvTemplate';
export { type CsvColumn, toCsv } from './domain/toCsv';
