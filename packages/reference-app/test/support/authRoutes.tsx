// The app's auth routes and workspace homes, as src/app/routes.tsx declares them, without the lazy loading
// and the storefront shell: the screens under test (the workspaces in their frame), and stand-ins for the
// customer's pages (another module's).

import type { UserType } from '@marketplace/sdk';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { useLocation } from 'react-router';
import { AdminHomeScreen, AdminWorkspace } from '../../src/roles/admin/screens';
import {
  ChangePasswordScreen,
  ConfirmScreen,
  DemoMailboxScreen,
  ForgotPasswordScreen,
  LoginScreen,
  ResetPasswordScreen,
  SignupScreen,
} from '../../src/roles/auth/screens';
import { MerchantHomeScreen, MerchantWorkspace } from '../../src/roles/merchant/screens';
import { PartnerHomeScreen, PartnerWorkspace } from '../../src/roles/partner/screens';

/** A page that only says where the router is (the customer's pages belong to another module). */
function StandIn({ name }: { name: string }) {
  const location = useLocation();
  return (
    <h1>
      {name} at {location.pathname}
    </h1>
  );
}

function roleRoutes(role: UserType, withSignup: boolean): RouteObject[] {
  return [
    { path: `/${role}/login`, element: <LoginScreen role={role} /> },
    ...(withSignup ? [{ path: `/${role}/signup`, element: <SignupScreen role={role} /> }] : []),
    ...(role === 'customer' || role === 'merchant'
      ? [{ path: `/${role}/confirm/:token`, element: <ConfirmScreen role={role} /> }]
      : []),
    { path: `/${role}/forgot-password`, element: <ForgotPasswordScreen role={role} /> },
    { path: `/${role}/reset-password/:token`, element: <ResetPasswordScreen role={role} /> },
    ...(role === 'customer'
      ? [{ path: `/${role}/change-password`, element: <ChangePasswordScreen role={role} /> }]
      : []),
  ];
}

/** A workspace's frame with its dashboard and its change of password. */
function workspace(role: UserType, frame: ReactNode, home: ReactNode): RouteObject {
  return {
    path: `/${role}`,
    element: frame,
    children: [
      { index: true, element: home },
      { path: 'change-password', element: <ChangePasswordScreen role={role} /> },
    ],
  };
}

/** Every auth route of the four roles, the three role homes, and stand-ins for the customer's pages. */
export function authRoutes(): RouteObject[] {
  return [
    ...roleRoutes('customer', true),
    ...roleRoutes('merchant', true),
    ...roleRoutes('admin', false),
    ...roleRoutes('shipping-partner', true),
    { path: '/demo-mailbox', element: <DemoMailboxScreen /> },
    workspace('merchant', <MerchantWorkspace />, <MerchantHomeScreen />),
    workspace('admin', <AdminWorkspace />, <AdminHomeScreen />),
    workspace('shipping-partner', <PartnerWorkspace />, <PartnerHomeScreen />),
    { path: '/customer', element: <StandIn name="Customer home" /> },
    { path: '/customer/orders', element: <StandIn name="Customer orders" /> },
    { path: '*', element: <StandIn name="Other page" /> },
  ];
}
