export { GiftCardActivitiesScreen } from './GiftCardActivitiesScreen';
export { GiftCardAnalyticsScreen } from './GiftCardAnalyticsScreen';
export { GiftCardsScreen } from './GiftCardsScreen';
