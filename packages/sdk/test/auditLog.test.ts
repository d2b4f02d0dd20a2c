// getAuditLog from the caller's side: the filters reach the server as query parameters, the answer is
// validated against the contract (an entry without its actor is refused), and a 403 carries the server's message.
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMarketplaceClient } from '../src/client/createMarketplaceClient';
import { isMarketplaceError } from '../src/errors/MarketplaceError';
import { getAuditLog } from '../src/generated/operations';
import { operationSchemas } from '../src/schemas';
import { createMemoryTokenStore } from '../src/session/createMemoryTokenStore';

const URL = 'http://api.test/api/v1/admin/audit-log';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = () =>
  createMarketplaceClient({
    hosts: { main: 'http://api.test/api/v1' },
    session: createMemoryTokenStore({ admin: { token: 'admin-token' } }),
    pathname: () => '/admin/audit-log',
    validation: 'strict',
    schemas: operationSchemas,
    // One answer per call: the test reads the one request sent and the one answer validated.
    retry: false,
  });

const ENTRY = {
  id: 41,
  kind: 'order-status',
  action: 'Moved the order from Processing to Shipped',
  recordType: 'order',
  recordId: 12,
  recordLabel: 'ORD-2026-0012',
  actor: { id: 3, name: 'Tunde Bakare', role: 'admin' },
  createdAt: '2026-11-01T09:00:00.000Z',
};

describe('getAuditLog', () => {
  it('sends the filters as query parameters with the admin token and answers the page', async () => {
    let seen: URL | undefined;
    let auth: string | null = null;
    server.use(
      http.get(URL, ({ request }) => {
        seen = new globalThis.URL(request.url);
        auth = request.headers.get('authorization');
        return HttpResponse.json({
          success: true,
          message: 'Audit log fetched',
          data: { count: 1, rows: [ENTRY] },
        });
      }),
    );
    const { data } = await getAuditLog(client(), {
      query: {
        actorId: 3,
        kind: 'order-status',
        startDate: '2026-10-01',
        endDate: '2026-10-31',
        limit: 20,
        offset: 40,
      },
    });
    expect(data).toEqual({ count: 1, rows: [ENTRY] });
    expect(auth).toBe('Bearer admin-token');
    expect(Object.fromEntries(seen?.searchParams ?? [])).toEqual({
      actorId: '3',
      kind: 'order-status',
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      limit: '20',
      offset: '40',
    });
  });

  it("refuses an entry that does not say who acted, and reports a 403 with the server's message", async () => {
    const { actor: _actor, ...unsigned } = ENTRY;
    server.use(
      http.get(URL, () =>
        HttpResponse.json({ success: true, message: 'ok', data: { count: 1, rows: [unsigned] } }),
      ),
    );
    const invalid = await getAuditLog(client()).catch((e: unknown) => e);
    expect(isMarketplaceError(invalid) && invalid.kind).toBe('response');

    server.use(
      http.get(URL, () =>
        HttpResponse.json(
          { success: false, message: 'Only a super admin can read the audit log' },
          { status: 403 },
        ),
      ),
    );
    const refused = await getAuditLog(client()).catch((e: unknown) => e);
    expect(isMarketplaceError(refused) && [refused.kind, refused.status, refused.message]).toEqual([
      'http',
      403,
      'Only a super admin can read the audit log',
    ]);
  });
});
