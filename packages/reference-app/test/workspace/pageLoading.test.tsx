// A workspace page whose family's chunk is not loaded yet: the previous page stays while it loads, so the
// workspace says that the next page is coming (each screen family is a lazy module of src/app/routes.tsx).

import { DEMO_PASSWORD } from '@marketplace/sandbox/node';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MerchantHomeScreen, MerchantWorkspace } from '../../src/roles/merchant/screens';
import { authRoutes } from '../support/authRoutes';
import { press, type } from '../support/forms';
import { renderRoutes, sandboxFixture } from '../support/sandboxApp';

sandboxFixture();

/** The page standing in for the orders family once its module has arrived. */
function OrdersPage() {
  return <h1>Orders page</h1>;
}

/** The app's auth routes with a merchant workspace whose orders page loads when `orders` resolves. */
function routesWithSlowOrders(orders: Promise<RouteObject['Component']>): RouteObject[] {
  return [
    ...authRoutes().filter((route) => route.path !== '/merchant'),
    {
      path: '/merchant',
      element: <MerchantWorkspace />,
      children: [
        { index: true, element: <MerchantHomeScreen /> },
        { path: 'orders', lazy: async () => ({ Component: await orders }) },
      ],
    },
  ];
}

describe('a workspace page loading its family', () => {
  it('keeps the previous page and says the next one is loading until it arrives', async () => {
    let arrive: (component: RouteObject['Component']) => void = () => undefined;
    const orders = new Promise<RouteObject['Component']>((resolve) => {
      arrive = resolve;
    });
    const app = renderRoutes({ path: '/merchant', routes: routesWithSlowOrders(orders) });
    await screen.findByLabelText('Email address');
    type('Email address', 'merchant@demo.test');
    type('Password', DEMO_PASSWORD);
    press('Log in');
    const welcome = await screen.findByRole('heading', { level: 1, name: /^Welcome/ });

    const nav = await screen.findByRole('navigation', { name: 'Merchant workspace' });
    fireEvent.click(await within(nav).findByRole('link', { name: 'Orders' }));

    expect(await screen.findByText('Loading the page')).toBeTruthy();
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true');
    expect(welcome.isConnected).toBe(true);

    await act(async () => arrive(OrdersPage));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders page' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Loading the page')).toBeNull());
    expect(screen.getByRole('main').hasAttribute('aria-busy')).toBe(false);
    expect(app.location()).toBe('/merchant/orders');
  });
});
