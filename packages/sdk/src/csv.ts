// @marketplace/sdk/csv: the CSV export on its own entry point, because the CSV library it uses
// (papaparse, CommonJS) cannot be tree-shaken; apps that never export CSV never download it.
export { type CsvColumn, toCsv } from './domain/toCsv';
