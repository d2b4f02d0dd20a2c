export { AdminReturnDetail, type AdminReturnDetailProps, returnValue } from './AdminReturnDetail';
export { AdminReturnsScreen } from './AdminReturnsScreen';
