// THE ONE PLACE where the hooks declare which cached queries a mutation changes. `pnpm gen` compiles it
// into each generated mutation hook and into INVALIDATIONS (src/generated/invalidations.ts), and checks
// that every name is a real operation.
//
// Rule: a mutation revalidates every query of its own tag (creating a coupon refreshes the coupon
// lists), plus the queries listed here for it (changes that show elsewhere).

const orderViews = [
  'getCustomerOrders',
  'getMerchantOrders',
  'getAdminOrders',
  'getAdminHubOrders',
  'getDispatcherOrders',
  'getSchedulerOrders',
  'searchOrders',
  'getOrderDetails',
  'getPartnerOrders',
  'getPartnerOrder',
];
/** The lists of merchants, shipping partners and dispatchers (their status shows there). */
const accountLists = [
  'getAllMerchants',
  'getMerchantStoreData',
  'getAllShippingPartners',
  'getAllPartners',
  'getAllDispatchers',
];
const customerProductViews = [
  'getAllCustomerProducts',
  'getCustomerProduct',
  'filterCustomerProducts',
  'getMarketplaceProducts',
  'getMerchantStoreProducts',
  'getSuperDeals',
  'getSuperDiscountedOffers',
  'getDailyDiscountOffers',
  'getRandomCategoryProducts',
  'getPromotionProducts',
  'getTopMerchantsProducts',
];
const featuredViews = ['getFeaturedProducts', 'getStoreFeaturedProducts'];
const returnViews = ['getAllOrderReturns', 'getOneOrderReturn', 'getCustomerOrders', 'getOrderDetails'];
const onboarding = ['getMerchantOnboardingInfo', 'getMerchantOnboardingStats'];
/** A record's own timeline (its audit entries): every act that writes one refreshes it. */
const timeline = 'getRecordTimeline';

/** @type {Record<string, string[]>} */
export const extraInvalidations = {
  // Catalogue: approval makes a product visible to customers and leaves the pending lists.
  approveProduct: [
    'getAdminProducts',
    'getAdminProduct',
    'getMerchantProducts',
    'getMerchantProduct',
    ...customerProductViews,
    timeline,
  ],
  // A rejection takes an approved product off sale, and its merchant reads the reason.
  rejectProduct: [
    'getAdminProducts',
    'getAdminProduct',
    'getMerchantProducts',
    'getMerchantProduct',
    ...customerProductViews,
    timeline,
  ],
  createProduct: ['getAdminProducts'],
  // The featured lists carry the product (name, price, stock), so an edit or a stock change shows there too.
  editProduct: ['getAdminProducts', 'getAdminProduct', ...customerProductViews, ...featuredViews, timeline],
  addAdminProduct: ['getMerchantProducts'],
  addMarketplaceProduct: ['getMarketplaceProducts', 'getAdminProducts'],
  deleteMarketplaceProduct: ['getMarketplaceProducts', 'getAdminProducts'],
  updateProductInventory: [
    'getAdminProduct',
    'getMerchantProduct',
    'getCart',
    ...customerProductViews,
    ...featuredViews,
    timeline,
  ],
  addPromotion: ['getPromotionProducts'],
  deletePromotion: ['getPromotionProducts'],
  addOfficialOutlet: ['getOfficialOutlets'],
  addFeaturedProduct: ['getStoreFeaturedProducts'],
  deleteFeaturedProduct: ['getStoreFeaturedProducts'],
  // Cart, coupons, gift cards, checkout.
  addToCart: ['getCart'],
  removeFromCart: ['getCart'],
  applyCoupon: ['getCart'],
  removeCoupon: ['getCart'],
  calculateShippingFee: ['getCart'],
  payWithGiftCard: ['getCart', 'getAppliedGiftCards', 'getMyGiftCards'],
  removeGiftCard: ['getCart', 'getAppliedGiftCards', 'getMyGiftCards'],
  recalculateGiftCardDiscountWithShippingFee: ['getCart', 'getAppliedGiftCards'],
  purchaseGiftCard: ['getMyGiftCards'],
  updateGiftCardStatus: ['getMyGiftCards'],
  createOrder: ['getCart', ...orderViews],
  createCustomerTransaction: ['getAdminTransactions', 'getMerchantTransactions', ...orderViews],
  // Addresses: the cart carries the shipping addresses and the selected (default) one.
  addCustomerAddress: ['getCart'],
  updateCustomerAddress: ['getCart'],
  makeDefaultAddress: ['getCart'],
  deleteCustomerAddress: ['getCart'],
  // Orders, assignment, partners, returns.
  updateOrder: orderViews,
  assignOrderToPlatform: orderViews,
  assignOrderAsDispatcher: orderViews,
  assignOrderAsScheduler: orderViews,
  assignOrderToPartner: [...orderViews, 'getAllPartners'],
  declinePartnerOrder: orderViews,
  updateDispatchPhone: orderViews,
  approveMerchantPayment: ['getMerchantPayments', 'getMerchantPaymentStats', ...orderViews, timeline],
  createReturn: [...returnViews, timeline],
  returnOrder: [...returnViews, timeline],
  replaceOrder: [...returnViews, timeline],
  updateRefundDecision: [...returnViews, timeline],
  updateChargebackDecision: [...returnViews, timeline],
  updateReturnStatus: [...returnViews, ...orderViews, timeline],
  onboardPartner: ['getAllShippingPartners', 'getAllPartners', 'getUserData', timeline],
  createShippingPartner: ['getAllShippingPartners', 'getAllPartners'],
  // A decision on a partner's onboarding moves it between the partner lists (and the pickers).
  approvePartnerOnboarding: ['getAllShippingPartners', 'getAllPartners', timeline],
  rejectPartnerOnboarding: ['getAllShippingPartners', 'getAllPartners', timeline],
  // A suspension shows in every list of the accounts it may touch.
  suspendAccount: accountLists,
  reactivateAccount: accountLists,
  // Stores, hubs, approvals: an approved hub application leaves the pending list.
  approveStore: ['getAllMerchants', 'getMerchantStoreData', timeline],
  approveHub: ['getPendingHubApplications', 'getAllHubs', 'getHubStores', 'getStoreProfile', timeline],
  // A rejection reaches the merchant's store and hub with its reason.
  rejectStore: ['getAllMerchants', 'getMerchantStoreData', 'getStoreProfile', 'getMerchantProfile', timeline],
  rejectHubApplication: ['getPendingHubApplications', ...onboarding, timeline],
  applyToHub: ['getPendingHubApplications', ...onboarding, timeline],
  addStoreProfile: ['getMerchantProfile', ...onboarding],
  addMerchantBankAccount: onboarding,
  updateMerchantBankAccount: onboarding,
  followStore: ['getMerchantStoreData', 'getStoreProfile'],
  updateMerchantPayment: ['getMerchantPaymentStats', 'getSettlementReport', timeline],
  onboardMerchant: ['getMerchantProfile', 'getUserData', ...onboarding],
  updateMerchantPricing: [
    'getMerchantProfile',
    'getMerchantPricingPlan',
    'getMerchantSubscription',
    ...onboarding,
  ],
  // Themes: the active theme and its customization move together.
  purchaseMerchantTheme: ['getActiveMerchantTheme', 'getThemeCustomization'],
  activateMerchantTheme: ['getAvailableThemes', 'getThemeCustomization'],
  createThemeTestimonial: ['getThemeCustomization'],
  deleteThemeTestimonial: ['getThemeCustomization'],
};

/**
 * POST operations that only read (they become query hooks, not mutation hooks): simulateOrder prices an
 * order without creating it, so its answer is cached per request like any read.
 */
export const postQueries = ['filterCustomerProducts', 'getCustomerCoupons', 'simulateOrder'];
