import { describe, expect, it } from 'vitest';
import { orderStatusName } from '../../src/domain/orderStatusName';

const statuses = [
  { id: 1, name: 'Pending', code_name: 'pending' },
  { id: 2, name: 'Shipped', code_name: 'shipped', displayName: 'Shipped to customer' },
  { id: 3, codeName: 'delivered', displayName: 'Delivered' },
  { id: 4, code_name: 'cancelled' },
];

describe('orderStatusName', () => {
  it.each([
    [{ orderStatusId: 2 }, 'Shipped'],
    [{ orderStatusId: '2' }, 'Shipped'],
    [{ orderStatusId: 2, status: 'pending' }, 'Shipped'],
    [{ orderStatusId: 3 }, 'Delivered'],
    [{ orderStatusId: 4 }, 'cancelled'],
    [{ status: 'pending' }, 'Pending'],
    [{ status: 'Pending ' }, 'Pending'],
    [{ status: 'delivered' }, 'Delivered'],
    [{ orderStatusId: 99, status: 'shipped' }, 'Shipped'],
    [{ orderStatusId: 99, status: 'on_hold', orderStatus: 'On hold' }, 'On hold'],
    [{ orderStatusId: 99, status: 'on_hold' }, 'on_hold'],
    [{ orderStatusId: 99 }, ''],
    [{}, ''],
  ])('%j -> %j', (order, name) => {
    expect(orderStatusName(order, statuses)).toBe(name);
  });

  it('falls back to the order itself when the status list is empty', () => {
    expect(orderStatusName({ orderStatusId: 1, orderStatus: 'Pending', status: 'pending' }, [])).toBe(
      'Pending',
    );
    expect(orderStatusName({ orderStatusId: 1, status: 'pending' }, [])).toBe('pending');
  });

  it('prefers the list over the name stored on the order', () => {
    expect(orderStatusName({ orderStatusId: 1, orderStatus: 'Awaiting' }, statuses)).toBe('Pending');
  });
});
