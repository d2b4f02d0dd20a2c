import { defineHandlers } from '../../http/HandlerContext';
import { approvalHandlers } from './approvalHandlers';
import { merchantHandlers } from './merchantHandlers';
import { profileHandlers } from './profileHandlers';
import { staffHandlers } from './staffHandlers';
import { storeScoreHandlers } from './storeScoreHandlers';
import { transactionHandlers } from './transactionHandlers';

/**
 * Handlers of the store domain: store approval and approvers, hubs and hub applications, store profiles,
 * following and the store's score, contact messages, roles, resources and staff, policies, testimonials, bank accounts,
 * subscriptions and pricing plans, onboarding, transactions and invoices. Rules: docs/rules/store.md.
 */
export const storeHandlers = defineHandlers({
  ...approvalHandlers,
  ...profileHandlers,
  ...staffHandlers,
  ...merchantHandlers,
  ...transactionHandlers,
  ...storeScoreHandlers,
});
