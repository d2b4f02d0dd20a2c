export {
  ADMIN_PRODUCT_PAGE_SIZE,
  ADMIN_PRODUCT_START_OFFSET,
  COUPON_DATE_FORMAT,
  DEFAULT_ACTIVE_THEME_ID,
  DEFAULT_THEME_TEXT_COLOR,
  ERROR_TRACE_SAMPLE_RATE,
  ONBOARDING_START_PERCENT,
  PERSIST_KEY,
  PERSIST_TIMEOUT_MS,
  THEME_PURCHASE_TYPE,
  VIEWPORT_MAX_SCALE,
} from './constants';
export { detectUserType, type UserType } from './detectUserType';
export { type Message, type MessageKey, messages } from './messages';
