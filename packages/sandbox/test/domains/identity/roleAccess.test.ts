// Which right each merchant- and admin-session operation needs of a role-limited account (staff).
import { OPERATIONS } from '@marketplace/sdk';
import { describe, expect, it } from 'vitest';
import { CHECKED_BY_HANDLER, callerOwns, requiredRight } from '../../../src/domains/identity/roleAccess';

describe('requiredRight', () => {
  it('names a resource for every merchant and admin operation but the caller-own ones', () => {
    const staffOps = OPERATIONS.filter((op) => op.roles.includes('merchant') || op.roles.includes('admin'));
    const unnamed = staffOps
      .filter((op) => !requiredRight(op) && !callerOwns(op.id) && !CHECKED_BY_HANDLER.has(op.id))
      .map((op) => op.id);
    expect(unnamed).toEqual([]);
  });

  it('reads the action from the method and the verb', () => {
    expect(requiredRight({ id: 'getMerchantOrders', method: 'get' })).toEqual({
      resource: 'orders',
      action: 'read',
    });
    expect(requiredRight({ id: 'createProduct', method: 'post' })).toEqual({
      resource: 'products',
      action: 'create',
    });
    expect(requiredRight({ id: 'approveProduct', method: 'post' })).toEqual({
      resource: 'products',
      action: 'update',
    });
    expect(requiredRight({ id: 'deleteCoupon', method: 'delete' })).toEqual({
      resource: 'coupons',
      action: 'delete',
    });
    expect(requiredRight({ id: 'updateRefundDecision', method: 'patch' })).toEqual({
      resource: 'returns',
      action: 'update',
    });
    expect(requiredRight({ id: 'getMerchantTransactions', method: 'get' })?.resource).toBe('transactions');
    expect(requiredRight({ id: 'getSalesReport', method: 'get' })?.resource).toBe('reports');
    expect(requiredRight({ id: 'getMerchantPayments', method: 'get' })?.resource).toBe('merchant-payments');
    expect(requiredRight({ id: 'getAllAdmins', method: 'get' })?.resource).toBe('admins');
    expect(requiredRight({ id: 'getUserData', method: 'get' })).toBeUndefined();
  });
});
