import type { AddressRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { S } from './types';

/** The customer's addresses, oldest first. */
export function addressesOf(db: Database, customerId: number): AddressRow[] {
  return db
    .table('addresses')
    .where((a) => a.customerId === customerId)
    .sort((a, b) => a.id - b.id);
}

/** An address as the API sends it. */
export function addressView(address: AddressRow): S['ShippingAddress'] {
  return structuredClone(address);
}
