export { AdminOrderDetail, type AdminOrderDetailProps } from './AdminOrderDetail';
export { AdminOrdersScreen } from './AdminOrdersScreen';
