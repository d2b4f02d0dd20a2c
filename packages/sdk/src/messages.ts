import { AN_ERROR_OCCURED, CHECK_NETWORK_CONNECTION, SOMETHING_WENT_WRONG } from './failureMessages';

/**
 * Every user-facing message of the specification (sections 7 and 8), verbatim: the spec's spelling is
 * kept ("occured", "Could not information on this order"), because apps and tests match on these strings.
 * Operations name theirs in the contract (`x-fallback-message`, `x-network-message`, `x-success-message`);
 * a test checks that every one of those is here.
 *
 * @example
 * import { messages } from '@marketplace/sdk';
 * toast.error(messages.checkNetworkConnection);
 */
export const messages = {
  // Network and generic failures
  checkNetworkConnection: CHECK_NETWORK_CONNECTION,
  unknownError: 'Unknown error',
  checkInternetAndTryAgain: 'Please check your internet and try again',
  thereWasAnError: 'There was an error. Please try again',
  tokenIsNotValid: 'Token is not valid',
  somethingWentWrong: SOMETHING_WENT_WRONG,
  anErrorOccured: AN_ERROR_OCCURED,

  // Fallbacks when a call fails without a server message
  couldNotGetProducts: 'Could not get products. Try again later.',
  couldNotGetOrders: 'Could not get orders. Try again later.',
  couldNotGetUserData: 'Could not get user data. Try again later.',
  couldNotGetCategories: 'Could not get categories. Try again later.',
  couldNotGetProduct: 'Could not get product. Try again later.',
  couldNotApproveProduct: 'Could not approve product. Try again later.',
  couldNotAddNewAddress: 'Could not add new address. Try again later.',
  couldNotUpdateAddress: 'Could not update address. Try again later.',
  couldNotGetMerchantDetails: 'Could not get merchant details. Try again later.',
  couldNotGetStores: 'Could not get stores. Try again later.',
  couldNotGetDailyDeals: 'Could not get daily deals. Try again later.',
  couldNotInformationOnThisOrder: 'Could not information on this order. Try again later.',
  couldNotGetCustomerInformation: 'Could not get information on this customer. Try again later.',
  couldNotGetUserCategories: 'Could not get user categories. Try again later.',
  couldNotGetChildCategory: 'Could not get child category. Try again later.',
  couldNotGetChildrenCategories: 'Could not get children categories. Try again later.',
  couldNotGetProductsRightNow: 'Could not get products right now. Try again later.',
  couldNotUpdateProduct: 'Could not update product. Try again later.',
  couldNotUpdatePaymentCategory: 'Could not update payment category. Try again later.',

  // Report errors
  errorGettingPaymentReport: 'Error getting payment report',
  errorUpdatingPaymentReport: 'Error updating payment report',
  errorGettingSalesReport: 'Error getting sales report',
  errorGettingOrdersReport: 'Error getting orders report',
  errorGettingProductsSoldReport: 'Error getting products sold report',
  errorGettingSalesOverTimeReport: 'Error getting sales over time report',
  errorGettingSalesOverTimeTable: 'Error getting sales over time table',
  errorGettingOrdersOverTimeReport: 'Error getting orders over time report',
  errorGettingSalesByProductsReport: 'Error getting sales by products report',
  errorGettingSalesByCustomersReport: 'Error getting sales by customers report',
  errorGettingSalesByLocationReport: 'Error getting sales by location report',

  // Themes
  updateFailed: 'Update failed',
  themeUpdatedFailed: 'Theme updated failed',

  // Success toasts
  orderReturnSuccessful: 'Order return was successful',
  orderReplacementSuccessful: 'Order replacement was successful',
  adminSuccessfullyCreated: 'Admin successfully created',
  themeUpdated: 'Theme updated',
  storeStaffSuccessfullyCreated: 'Store staff successfully created',
  storeProfileAdded: 'Successfully added store profile.',
  storeProfileFetched: 'Successfully fetched store profile.',
  productCreated: 'Successfully created product.',
  productEdited: 'Successfully edited product.',
  productFetched: 'Successfully fetched product.',
  productUpdated: 'Product updated successfully',
  partnerAdded: 'Partner has been added successfully.',
  approverCreated: 'Successfully created approver.',
  approverUpdated: 'Successfully updated approver.',
} as const;

/** The name of a message in the catalogue. */
export type MessageKey = keyof typeof messages;

/** One message of the catalogue. */
export type Message = (typeof messages)[MessageKey];
