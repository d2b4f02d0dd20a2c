// The client looks `fetch` up on every call (STACK.md: openapi-fetch keeps the fetch that exists when it
// is created, so a client made before MSW starts would send real requests). Here the client, and its
// per-host openapi-fetch clients, are made BEFORE `server.listen()` patches the global fetch.
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMarketplaceClient } from '../../src/client/createMarketplaceClient';
import { getAllCategories } from '../../src/generated/operations/categories';
import { getVehicles } from '../../src/generated/operations/shippingVehicles';
import { everyoneLoggedIn, HOSTS } from './harness';

const fetchBeforeListen = globalThis.fetch;
const client = createMarketplaceClient({ hosts: { ...HOSTS }, session: everyoneLoggedIn(), retry: false });
// `use` builds the openapi-fetch client of every host now, while the global fetch is still the real one.
client.use({ onRequest: ({ request }) => request });

const server = setupServer(
  http.get(`${HOSTS.main}/categories/getallcategories`, () =>
    HttpResponse.json({ success: true, message: 'from MSW', data: [{ id: 1, name: 'Fashion' }] }),
  ),
  http.get(`${HOSTS.shipping}/vehicle`, () =>
    HttpResponse.json({ success: true, message: 'from MSW', data: [] }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('a client made before server.listen() still goes through MSW on every host', async () => {
  expect(globalThis.fetch).not.toBe(fetchBeforeListen); // MSW did patch fetch after the client was made
  const categories = await getAllCategories(client);
  const vehicles = await getVehicles(client);
  expect([categories.serverMessage, vehicles.serverMessage]).toEqual(['from MSW', 'from MSW']);
  expect(categories.data).toEqual([{ id: 1, name: 'Fashion' }]);
});
