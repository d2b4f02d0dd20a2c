// Middleware (openapi-fetch's onRequest/onResponse) added with client.use() applies to every host, runs
// once per request, is removed by eject(), and can replace a response before the envelope check.
import { HttpResponse } from 'msw';
import type { Middleware } from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import type { MarketplaceClient } from '../../src/client/createMarketplaceClient';
import { getAllCategories } from '../../src/generated/operations/categories';
import { getAvailableThemes } from '../../src/generated/operations/merchantThemes';
import { getProviderBanks } from '../../src/generated/operations/providerBanks';
import { getVehicles } from '../../src/generated/operations/shippingVehicles';
import { answerInTurn, failureOf, HOSTS, newClient, ok, startServer } from './harness';

const server = startServer();

/** Answers one call on each of the four hosts and returns what each received. */
function everyHost() {
  return [
    answerInTurn(server, 'get', `${HOSTS.main}/categories/getallcategories`, ok([])),
    answerInTurn(server, 'get', `${HOSTS.shipping}/vehicle`, ok([])),
    answerInTurn(server, 'get', `${HOSTS.themes}/api/merchant/themes`, ok([])),
    answerInTurn(server, 'get', `${HOSTS.provider}/bank`, Response.json({ status: true, data: [] })),
  ];
}
async function callEveryHost(client: MarketplaceClient) {
  await getAllCategories(client);
  await getVehicles(client);
  await getAvailableThemes(client);
  await getProviderBanks(client);
}
const traceHeader: Middleware = {
  onRequest({ request }) {
    request.headers.set('x-trace-id', 'trace-1');
    return request;
  },
};
const traceOf = (requests: Request[][]) => requests.flat().map((r) => r.headers.get('x-trace-id'));

describe('use / eject', () => {
  it('onRequest added with use() adds its header on all four hosts', async () => {
    const client = newClient();
    client.use(traceHeader);
    const seen = everyHost();
    await callEveryHost(client);
    expect(traceOf(seen)).toEqual(['trace-1', 'trace-1', 'trace-1', 'trace-1']);
  });

  it('eject() removes it again (middleware added on a fresh client)', async () => {
    const client = newClient();
    client.use(traceHeader);
    client.eject(traceHeader);
    const seen = everyHost();
    await callEveryHost(client);
    expect(traceOf(seen)).toEqual([null, null, null, null]);
  });

  it('eject() removes it again (middleware added after the hosts were used)', async () => {
    const client = newClient();
    const before = everyHost();
    await callEveryHost(client);
    client.use(traceHeader);
    await callEveryHost(client);
    client.eject(traceHeader);
    await callEveryHost(client);
    expect(before.map((host) => host.map((r) => r.headers.get('x-trace-id')))).toEqual(
      Array(4).fill([null, 'trace-1', null]),
    );
  });

  it('runs once per request, however use() and the first call are ordered', async () => {
    for (const order of ['use first', 'call first'] as const) {
      let runs = 0;
      const counting: Middleware = {
        onRequest() {
          runs++;
        },
      };
      const client = newClient();
      everyHost();
      if (order === 'call first') await callEveryHost(client);
      const before = runs;
      client.use(counting);
      await callEveryHost(client);
      expect({ order, runs: runs - before }).toEqual({ order, runs: 4 });
    }
  });

  it('clients made with as() share the middleware of the client they came from', async () => {
    const client = newClient();
    const merchant = client.as('merchant');
    client.use(traceHeader);
    const seen = everyHost();
    await callEveryHost(merchant);
    expect(traceOf(seen)).toEqual(['trace-1', 'trace-1', 'trace-1', 'trace-1']);
  });
});

describe('onResponse', () => {
  it('can replace a response: the replacement goes through the envelope and is returned', async () => {
    answerInTurn(
      server,
      'get',
      `${HOSTS.main}/categories/getallcategories`,
      ok([{ id: 1, name: 'Fashion' }]),
    );
    const client = newClient();
    client.use({
      onResponse: () =>
        Response.json({ success: true, message: 'replaced', data: [{ id: 2, name: 'Books' }] }),
    });
    const result = await getAllCategories(client);
    expect([result.data, result.serverMessage]).toEqual([[{ id: 2, name: 'Books' }], 'replaced']);
  });

  it('can turn a server error into a success, and a success into a failure', async () => {
    answerInTurn(
      server,
      'get',
      `${HOSTS.main}/categories/getallcategories`,
      HttpResponse.json({ success: false, message: 'down' }, { status: 503 }),
    );
    const rescuing = newClient();
    rescuing.use({
      onResponse: ({ response }) =>
        response.status === 503 ? Response.json({ success: true, data: [] }) : undefined,
    });
    expect((await getAllCategories(rescuing)).data).toEqual([]);

    server.resetHandlers();
    answerInTurn(server, 'get', `${HOSTS.main}/categories/getallcategories`, ok([]));
    const refusing = newClient();
    refusing.use({ onResponse: () => Response.json({ success: false, message: 'Blocked by policy' }) });
    const error = await failureOf(getAllCategories(refusing));
    expect([error.kind, error.message]).toEqual(['envelope', 'Blocked by policy']);
  });
});
