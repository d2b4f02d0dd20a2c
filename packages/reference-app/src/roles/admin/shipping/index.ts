export { ShippingDiscountsScreen } from './ShippingDiscountsScreen';
export { ShippingPricingScreen } from './ShippingPricingScreen';
export { ShippingZonesScreen } from './ShippingZonesScreen';
export { VehicleScreen } from './VehicleScreen';
export { VehiclesScreen } from './VehiclesScreen';
