export { AddProductScreen } from './AddProductScreen';
export { FeaturedCollectionsScreen } from './FeaturedCollectionsScreen';
export { OfficialOutletsScreen } from './OfficialOutletsScreen';
export { PromotionsScreen } from './PromotionsScreen';
