export { useUserType } from './useUserType';
