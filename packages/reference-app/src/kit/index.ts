// The dashboard kit: presentational components of the merchant, admin and partner workspaces.
// Explicit named exports; the charts are loaded on their own (src/kit/charts/LazyCharts.tsx). The form
// pieces every form shares (the storefront's too) are in src/components/form.

export { BulkResults, type BulkResultsProps } from './BulkResults';
export type { Column } from './Column';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { ConfirmProvider, type ConfirmProviderProps } from './ConfirmProvider';
export type { Confirm, ConfirmOptions } from './confirmContext';
export { DataTable, type DataTableProps } from './DataTable';
export { DateText, type DateTextFormat, type DateTextProps, relativeText } from './DateText';
export { ExportCsvButton, type ExportCsvButtonProps } from './ExportCsvButton';
export { type FilterOption, FilterSelect, type FilterSelectProps } from './FilterSelect';
export { FiltersBar, type FiltersBarProps } from './FiltersBar';
export { ImageUpload, type ImageUploadProps } from './ImageUpload';
export { acceptedTypes, formatBytes, type ImageFileRules, imageFileProblem } from './imageFileProblem';
export { lazyWithSpinner } from './lazyWithSpinner';
export { Money, type MoneyProps } from './Money';
export { moveItem } from './moveItem';
export { SearchBox, type SearchBoxProps } from './SearchBox';
export { changeText, StatCard, type StatCardProps } from './StatCard';
export { StatusBadge, type StatusBadgeProps, type StatusKind, statusStyle } from './StatusBadge';
export {
  GIFT_CARD_STATUSES,
  KNOWN_ORDER_STATUSES,
  ORDER_STATUS_TONES,
  PAYMENT_STATUSES,
  PRODUCT_APPROVAL_STATUSES,
  RETURN_STATUSES,
  STORE_APPROVAL_STATUSES,
  type StatusStyle,
  type StatusTone,
} from './statusNames';
export {
  type StoreApprovalFlags,
  type StoreApprovalStatus,
  storeApprovalStatus,
} from './storeApprovalStatus';
export { TablePagination, type TablePaginationProps } from './TablePagination';
export {
  type TableBindings,
  type TableBindingsSource,
  tableBindings,
  tablePagination,
} from './tableBindings';
export { useConfirm } from './useConfirm';
