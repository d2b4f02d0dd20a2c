// The auth screens of every role (one lazily loaded chunk): each takes the `role` its route gives.
export { ChangePasswordScreen } from './ChangePasswordScreen';
export { ConfirmScreen } from './ConfirmScreen';
export { DemoMailboxScreen } from './DemoMailboxScreen';
export { ForgotPasswordScreen } from './ForgotPasswordScreen';
export { LoginScreen } from './LoginScreen';
export { ResetPasswordScreen } from './ResetPasswordScreen';
export { SignupScreen } from './SignupScreen';
