import { defineHandlers } from '../../http/HandlerContext';
import { financeHandlers } from './finance';
import { salesHandlers } from './sales';
import './tables';

/**
 * Handlers of the reports domain: sales and finance reports, merchant payments and merchant reports on
 * the main API (see docs/rules/reports.md).
 */
export const reportsHandlers = defineHandlers({
  ...salesHandlers,
  ...financeHandlers,
});
