import type { UserType } from '@marketplace/sdk';

/** The roles that work in a workspace (the customer has the storefront and an account area instead). */
export type WorkspaceRole = Exclude<UserType, 'customer'>;

/** Each workspace's name, in the header, the breadcrumbs and the document title. */
export const WORKSPACE_NAME: Readonly<Record<WorkspaceRole, string>> = {
  merchant: 'Merchant workspace',
  admin: 'Admin workspace',
  'shipping-partner': 'Shipping partner workspace',
};
