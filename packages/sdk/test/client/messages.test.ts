// The user-facing messages of the spec's error catalogue (sections 5 and 8), written out verbatim here so
// that a wrong message in the contract (from which operations.test.ts takes its expectations) is caught.
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { callOperation } from '../../src/client/callOperation';
import type { OperationMeta } from '../../src/client/operationTypes';
import { isMarketplaceError, MarketplaceError } from '../../src/errors/MarketplaceError';
import {
  changePassword,
  forgotPassword,
  loginAdmin,
  loginCustomer,
  resetPassword,
} from '../../src/generated/operations/auth';
import { addToCart } from '../../src/generated/operations/cart';
import {
  createCoupon,
  createCouponOperation,
  updateCouponOperation,
} from '../../src/generated/operations/coupons';
import {
  addMerchantPolicyOperation,
  updateMerchantPolicyOperation,
} from '../../src/generated/operations/merchantPolicy';
import {
  createMerchantTestimonialOperation,
  updateMerchantTestimonialOperation,
} from '../../src/generated/operations/merchantTestimonials';
import {
  assignOrderAsDispatcherOperation,
  assignOrderAsSchedulerOperation,
} from '../../src/generated/operations/orderAssignment';
import { returnOrder } from '../../src/generated/operations/returns';
import {
  createMerchantReviewOperation,
  createProductReviewOperation,
} from '../../src/generated/operations/reviews';
import { createStoreStaff } from '../../src/generated/operations/storeStaff';
import { updateThemeHeader } from '../../src/generated/operations/themeCustomization';
import { operationSchemas } from '../../src/schemas';
import { answerInTurn, failureOf, HOSTS, newClient, ok, startServer } from './harness';

const server = startServer();
const main = (path: string) => `${HOSTS.main}${path}`;
const offline = (method: 'get' | 'post' | 'patch', url: string) =>
  answerInTurn(server, method, url, HttpResponse.error());
const credentials = { email: 'chiamaka.okafor@example.com', password: 'Lekki2026!' };
const coupon = {
  discountMode: 'Code',
  code: 'SAVE10',
  discountType: 'Percent',
  discountValue: 10,
  startDate: '2026-01-01',
  endDate: '2026-02-01',
  customerReward: 2000,
  rewardAppliesTo: 'Product',
  rewardValue: 20,
} as const;
const staff = { firstName: 'Bola', lastName: 'Ade', email: 'bola@example.com', roleId: 2 };

describe('login, signup and passwords', () => {
  it("loginCustomer: a network failure shows 'Check network connection'", async () => {
    offline('post', main('/auth/customer/login'));
    const error = await failureOf(loginCustomer(newClient(), { body: credentials }));
    expect([error.kind, error.message]).toEqual(['network', 'Check network connection']);
  });

  it('loginCustomer: a refused login shows the server message', async () => {
    answerInTurn(
      server,
      'post',
      main('/auth/customer/login'),
      HttpResponse.json({ success: false, message: 'Invalid email or password' }, { status: 400 }),
    );
    const error = await failureOf(loginCustomer(newClient(), { body: credentials }));
    expect(error.message).toBe('Invalid email or password');
  });

  it("forgotPassword and resetPassword: a network failure shows 'Please check your internet and try again'", async () => {
    offline('post', main('/auth/customer/forgotpassword'));
    offline('patch', main('/auth/merchant/resetpassword/abc'));
    const forgot = await failureOf(
      forgotPassword(newClient(), { path: { userType: 'customer' }, body: { email: credentials.email } }),
    );
    const reset = await failureOf(
      resetPassword(newClient(), {
        path: { userType: 'merchant', token: 'abc' },
        body: { password: 'N3w!pass', confirmPassword: 'N3w!pass' },
      }),
    );
    expect([forgot.message, reset.message]).toEqual([
      'Please check your internet and try again',
      'Please check your internet and try again',
    ]);
  });

  it.each([
    ['HTTP 500 without a message', HttpResponse.json({ success: false }, { status: 500 })],
    ['success false with an empty message', HttpResponse.json({ success: false, message: '' })],
    ['an HTML error page', new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })],
  ])(
    "changePassword: a failure without server message (%s) shows 'There was an error. Please try again'",
    async (_, answer) => {
      answerInTurn(server, 'post', main('/auth/user/change-password'), answer);
      const error = await failureOf(
        changePassword(newClient({ pathname: () => '/customer/settings' }), {
          body: { oldPassword: 'old', newPassword: 'new' },
        }),
      );
      expect(error.message).toBe('There was an error. Please try again');
    },
  );

  it.each([
    ['no data', { success: true, message: 'Login successful' }],
    ['data without token or user', { success: true, message: 'Login successful', data: {} }],
    ['a token but no user', { success: true, message: 'Login successful', data: { token: 'ey' } }],
  ])(
    "loginAdmin: a 200 with success true but %s shows 'Unknown error' (strict validation)",
    async (_, body) => {
      answerInTurn(server, 'post', main('/auth/admin/login'), HttpResponse.json(body));
      const client = newClient({ validation: 'strict', schemas: operationSchemas });
      const error = await failureOf(loginAdmin(client, { body: credentials }));
      expect([error.kind, error.message, error.status]).toEqual(['response', 'Unknown error', 200]);
    },
  );
});

describe('cart', () => {
  it.each([
    ['success false (HTTP 200)', 200, 'envelope'],
    ['HTTP 401', 401, 'http'],
  ])("addToCart answered 'Token is not valid' as %s raises that message", async (_, status, kind) => {
    answerInTurn(
      server,
      'post',
      main('/cart/add-cart'),
      HttpResponse.json({ success: false, message: 'Token is not valid' }, { status }),
    );
    const error = await failureOf(
      addToCart(newClient({ pathname: () => '/customer/cart' }), { body: { productId: 101, quantity: 2 } }),
    );
    expect(error).toBeInstanceOf(MarketplaceError);
    expect(isMarketplaceError(error)).toBe(true);
    expect([error.message, error.serverMessage, error.kind, error.status]).toEqual([
      'Token is not valid',
      'Token is not valid',
      kind,
      status,
    ]);
  });
});

describe('store staff', () => {
  const create = () => createStoreStaff(newClient({ pathname: () => '/merchant/staff' }), { body: staff });

  it('a 422 shows the first validation message of `errors` (express-validator shape)', async () => {
    answerInTurn(
      server,
      'post',
      main('/storestaff/create'),
      HttpResponse.json(
        {
          success: false,
          message: 'Validation failed',
          errors: [
            { msg: 'Email already exists', param: 'email' },
            { msg: 'Phone number is invalid', param: 'phoneNumber' },
          ],
        },
        { status: 422 },
      ),
    );
    const error = await failureOf(create());
    expect([error.kind, error.message, error.serverMessage]).toEqual([
      'validation',
      'Email already exists',
      'Validation failed',
    ]);
    expect(error.fieldErrors).toEqual([
      { field: 'email', message: 'Email already exists' },
      { field: 'phoneNumber', message: 'Phone number is invalid' },
    ]);
  });

  it('a 422 whose errors are plain strings shows the first of them', async () => {
    answerInTurn(
      server,
      'post',
      main('/storestaff/create'),
      HttpResponse.json({ success: false, errors: ['First name is required', 'x'] }, { status: 422 }),
    );
    expect((await failureOf(create())).message).toBe('First name is required');
  });

  it('a 422 without usable errors falls back to the server message', async () => {
    answerInTurn(
      server,
      'post',
      main('/storestaff/create'),
      HttpResponse.json({ success: false, message: 'Invalid staff', errors: [{ code: 1 }] }, { status: 422 }),
    );
    expect((await failureOf(create())).message).toBe('Invalid staff');
  });

  it('a blank 422 message counts as none: the next non-blank one is shown, else the server message', async () => {
    answerInTurn(
      server,
      'post',
      main('/storestaff/create'),
      HttpResponse.json(
        {
          success: false,
          message: 'Invalid staff',
          errors: [{ msg: '   ', param: 'email' }, 'Phone is required'],
        },
        { status: 422 },
      ),
      HttpResponse.json(
        { success: false, message: 'Invalid staff', errors: ['   ', { message: '\n' }] },
        { status: 422 },
      ),
    );
    const first = await failureOf(create());
    expect([first.message, first.fieldErrors]).toEqual([
      'Phone is required',
      [{ message: 'Phone is required' }],
    ]);
    expect((await failureOf(create())).message).toBe('Invalid staff');
  });

  it('other failures show the response message, and success the spec’s message', async () => {
    answerInTurn(
      server,
      'post',
      main('/storestaff/create'),
      HttpResponse.json({ success: false, message: 'Role does not exist' }, { status: 400 }),
      ok({ ...staff, id: 7 }, 'Created', 201),
    );
    expect((await failureOf(create())).message).toBe('Role does not exist');
    expect((await create()).message).toBe('Store staff successfully created');
  });
});

describe('coupons and returns', () => {
  it("createCoupon: a network failure shows 'Check network connection'", async () => {
    offline('post', main('/coupon/create-coupon'));
    const error = await failureOf(createCoupon(newClient({ pathname: () => '/merchant' }), { body: coupon }));
    expect([error.kind, error.message]).toEqual(['network', 'Check network connection']);
  });

  it("returnOrder: success shows 'Order return was successful', whatever the server says", async () => {
    answerInTurn(server, 'post', main('/returns/return-order/:id'), ok({ id: 5 }, 'Return created', 201));
    const result = await returnOrder(newClient({ pathname: () => '/customer/orders' }), {
      path: { id: 88 },
      body: { products: [{ productId: 101, quantity: 1 }], reason: 'Wrong size' },
    });
    expect([result.message, result.serverMessage, result.status]).toEqual([
      'Order return was successful',
      'Return created',
      201,
    ]);
  });
});

describe('theme header (multipart)', () => {
  it("sends multipart/form-data carrying the Blob, and succeeds with 'Theme updated'", async () => {
    const bytes = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
    const logo = new File([bytes], 'logo.png', { type: 'image/png' });
    let received: { contentType: string | null; fields: Record<string, unknown>; logoBytes?: number[] } = {
      contentType: null,
      fields: {},
    };
    answerInTurn(server, 'put', `${HOSTS.themes}/api/merchant/theme/header`, async (request) => {
      const form = await request.formData();
      const file = form.get('logo');
      received = {
        contentType: request.headers.get('content-type'),
        fields: {
          phoneNumber: form.get('phoneNumber'),
          merchantThemeId: form.get('merchantThemeId'),
          hasEmail: form.has('email'),
          logoIsBlob: file instanceof Blob,
          logoName: file instanceof File ? file.name : undefined,
          logoType: file instanceof Blob ? file.type : undefined,
        },
        logoBytes: file instanceof Blob ? [...new Uint8Array(await file.arrayBuffer())] : undefined,
      };
      return ok({ phoneNumber: '+2348031234567', logo: 'https://cdn.example.com/logo.png' }, 'Saved');
    });
    const result = await updateThemeHeader(newClient(), {
      body: { phoneNumber: '+2348031234567', email: undefined, logo, merchantThemeId: 310 },
    });
    expect(received.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received.fields).toEqual({
      phoneNumber: '+2348031234567',
      merchantThemeId: '310',
      hasEmail: false,
      logoIsBlob: true,
      logoName: 'logo.png',
      logoType: 'image/png',
    });
    expect(received.logoBytes).toEqual([...bytes]);
    expect([result.message, result.serverMessage]).toEqual(['Theme updated', 'Saved']);
  });

  it("a failed upload without server message shows 'Theme updated failed'", async () => {
    answerInTurn(
      server,
      'put',
      `${HOSTS.themes}/api/merchant/theme/header`,
      HttpResponse.json({ success: false }, { status: 500 }),
    );
    const error = await failureOf(
      updateThemeHeader(newClient(), { body: { logo: new Blob(['x']), merchantThemeId: 310 } }),
    );
    expect(error.message).toBe('Theme updated failed');
  });
});

describe("'Check network connection' for rejected creates and updates (spec section 8)", () => {
  const rejectedCalls: OperationMeta[] = [
    createCouponOperation,
    updateCouponOperation,
    addMerchantPolicyOperation,
    updateMerchantPolicyOperation,
    updateMerchantTestimonialOperation,
    createProductReviewOperation,
    createMerchantReviewOperation,
    assignOrderAsSchedulerOperation,
    assignOrderAsDispatcherOperation,
  ];
  const call = (op: OperationMeta) => callOperation(newClient(), op, { path: { id: 7 }, body: {} });
  const url = (op: OperationMeta) => main(op.path.replace('{id}', '7'));

  it.each(rejectedCalls.map((op) => [op.id, op] as const))(
    '%s: rejected without a server message (500, or success false) shows it',
    async (_, op) => {
      answerInTurn(
        server,
        op.method as 'post' | 'patch',
        url(op),
        HttpResponse.json({ success: false }, { status: 500 }),
        HttpResponse.json({ success: false, message: '  ' }, { status: 200 }),
        HttpResponse.json({ success: false, message: 'Code already used' }, { status: 400 }),
      );
      expect((await failureOf(call(op))).message).toBe('Check network connection');
      expect((await failureOf(call(op))).message).toBe('Check network connection');
      // The server's own message still wins.
      expect((await failureOf(call(op))).message).toBe('Code already used');
    },
  );

  it("createMerchantTestimonial keeps the spec's 'Something went wrong' for a rejected creation", async () => {
    const op = createMerchantTestimonialOperation;
    answerInTurn(server, 'post', url(op), HttpResponse.json({ success: false }, { status: 500 }));
    expect((await failureOf(call(op))).message).toBe('Something went wrong');
  });
});
