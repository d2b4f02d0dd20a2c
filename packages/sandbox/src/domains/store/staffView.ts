import type { Database } from '../../db/Database';
import type { StaffRow } from './tables';
import type { StaffData } from './types';

/** A staff member as the API sends it, with their role's name. */
export function staffView(db: Database, staff: StaffRow): StaffData {
  const role = db.table('roles').get(staff.roleId);
  return {
    id: staff.id,
    firstName: staff.firstName,
    lastName: staff.lastName,
    email: staff.email,
    ...(staff.phoneNumber ? { phoneNumber: staff.phoneNumber } : {}),
    roleId: staff.roleId,
    ...(role ? { role: role.name } : {}),
    ...(staff.storeId !== null ? { storeId: staff.storeId } : {}),
    isActive: staff.isActive,
    createdAt: staff.createdAt,
    updatedAt: staff.updatedAt,
  };
}
