import { adminHandlers } from './admins';
import { authHandlers } from './auth';
import { suspensionHandlers } from './suspensionHandlers';
import { userDataHandlers } from './userData';

/** Handlers of the identity domain: auth, user data, merchant onboarding and admin accounts (30 operations). */
export const identityHandlers = {
  ...authHandlers,
  ...userDataHandlers,
  ...adminHandlers,
  ...suspensionHandlers,
};
