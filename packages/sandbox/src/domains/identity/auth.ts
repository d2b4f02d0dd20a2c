// Sign-up, confirmation, login, forgotten and changed passwords, token checks and permissions.
import type { MainComponents, UserType } from '@marketplace/sdk';
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import { defineHandlers, type SandboxEnv } from '../../http/HandlerContext';
import { invalid, notFound, ok, type Reply, refuse, unauthorized } from '../../http/replies';
import '../store/tables';
import { isStaffAccount } from '../../shared/isStaffAccount';
import { isAdminAccount } from './accountRoles';
import { findUserByEmail, storedEmail } from './findUserByEmail';
import { grantedPermissions } from './grantedPermissions';
import { endSessions, issueSession, roleOfAccount, sessionRole } from './issueSession';
import { sendEmail } from './outbox';
import { adminView, partnerView, userInfoView } from './sessionUserView';
import { uniqueStoreUrl } from './uniqueStoreUrl';

type PathUserType = MainComponents['schemas']['UserType'];

/** How long a session is said to last (`verifyToken`'s expiresAt); the sandbox does not end sessions itself. */
export const SESSION_DAYS = 7;

/** The session of each `/auth/{userType}/...` path value. */
const PATH_SESSIONS: Readonly<Record<PathUserType, UserType>> = {
  customer: 'customer',
  merchant: 'merchant',
  admin: 'admin',
  partner: 'shipping-partner',
};

export const MESSAGES = {
  emailTaken: 'Email already exists',
  storeNameTaken: 'A store with this name already exists',
  badCredentials: 'Invalid email or password',
  unconfirmed: 'Please confirm your email before logging in',
  deactivated: 'This account has been deactivated',
  suspended: 'This account has been suspended',
  storeSuspended: "This store's account has been suspended",
  badConfirmation: 'This confirmation link is invalid',
  alreadyConfirmed: 'Account already confirmed',
  resetSent: 'If an account uses this email, a password reset link is on its way',
  confirmationResent: 'If this email has an account waiting for confirmation, a new link is on its way',
  badReset: 'This password reset link is invalid or has already been used',
  oldPassword: 'Old password is incorrect',
  samePassword: 'The new password must be different from the old password',
} as const;

/** A new user row of any role (email stored in lower case). */
export function createUser(
  db: Database,
  env: SandboxEnv,
  fields: Omit<UserRow, 'id' | 'createdAt' | 'role' | 'active'> & { active?: boolean },
): UserRow {
  return db.table('users').insert({
    ...fields,
    email: storedEmail(fields.email),
    role: roleOfAccount(fields.accountType),
    active: fields.active ?? true,
    createdAt: env.now().toISOString(),
  });
}

/** Gives the user a confirmation token and "emails" the link. */
export function requestConfirmation(
  db: Database,
  env: SandboxEnv,
  user: UserRow,
  path: 'customer' | 'merchant',
): void {
  const token = env.token('confirm');
  db.table('users').update(user.id, { confirmationToken: token });
  sendEmail(db, env, {
    to: user.email,
    userId: user.id,
    kind: 'confirmation',
    token,
    // The reference app's route (packages/reference-app/src/app/routes.tsx); the outbox prefixes the app's URL.
    link: `/${path}/confirm/${token}`,
  });
}

/** Gives the user a reset token and "emails" the link (a password reset, or the invitation of a new account). */
export function requestPasswordReset(
  db: Database,
  env: SandboxEnv,
  user: UserRow,
  kind: 'password-reset' | 'invitation',
): void {
  const token = env.token('reset');
  db.table('users').update(user.id, { resetToken: token });
  sendEmail(db, env, {
    to: user.email,
    userId: user.id,
    kind,
    token,
    // The app's reset screen of the account's session (`/shipping-partner/reset-password/...` for partners).
    link: `/${sessionRole(user)}/reset-password/${token}`,
  });
}

/**
 * Checks the credentials of a login against the accounts that `accepts`. Unknown email, wrong password and
 * an account of another kind all get the same refusal, so a login form cannot probe which emails exist.
 */
function checkLogin(
  db: Database,
  env: SandboxEnv,
  body: { email: string; password: string },
  accepts: (user: UserRow) => boolean,
  options: { confirmed: boolean },
): { refusal: Reply<never> } | { token: string; user: UserRow } {
  const user = findUserByEmail(db, body.email);
  if (!user || !accepts(user) || !user.password || user.password !== body.password) {
    return { refusal: refuse(MESSAGES.badCredentials) };
  }
  if (!user.active) {
    // A suspended account is told why, so its owner knows what to take up with the marketplace.
    return {
      refusal: refuse(
        user.suspendedReason ? `${MESSAGES.suspended}: ${user.suspendedReason}` : MESSAGES.deactivated,
      ),
    };
  }
  if (options.confirmed && !user.confirmed) return { refusal: refuse(MESSAGES.unconfirmed) };
  // A store's staff stop working with the store's owner.
  const owner = isStaffAccount(user) ? storeOwner(db, user) : undefined;
  if (owner && !owner.active) {
    return {
      refusal: refuse(`${MESSAGES.storeSuspended}: ${owner.suspendedReason ?? 'ask the store owner'}`),
    };
  }
  return issueSession(db, env, user);
}

function confirm(db: Database, token: string, accountType: 'customer' | 'merchant'): Reply<UserRow> {
  const user = db.table('users').find((u) => u.confirmationToken === token && u.accountType === accountType);
  if (!user || !token) return notFound(MESSAGES.badConfirmation);
  // The token stays with the account, so a link opened again says so instead of "not valid".
  if (user.confirmed) return ok(user, MESSAGES.alreadyConfirmed);
  const updated = db.table('users').update(user.id, { confirmed: true }) as UserRow;
  return ok(updated, 'Account confirmed');
}

/** The owner of the store a staff member works for. */
function storeOwner(db: Database, staff: UserRow): UserRow | undefined {
  const store = staff.storeId === undefined ? undefined : db.table('stores').get(staff.storeId);
  return store ? db.table('users').get(store.merchantId) : undefined;
}

/** The bearer token of a request. */
function bearer(request: Request): string {
  const header = request.headers.get('authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

const SIGNUP_MESSAGE = 'Account created. Check your email to confirm your account.';

export const authHandlers = defineHandlers({
  signupCustomer: ({ db, env, body }) => {
    if (findUserByEmail(db, body.email)) return refuse(MESSAGES.emailTaken);
    const user = createUser(db, env, {
      accountType: 'customer',
      email: body.email,
      password: body.password,
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      phoneNumber: body.phoneNumber,
      confirmed: false,
    });
    requestConfirmation(db, env, user, 'customer');
    return ok(userInfoView(db, user), SIGNUP_MESSAGE, 201);
  },

  signupMerchant: ({ db, env, body }) => {
    if (findUserByEmail(db, body.email)) return refuse(MESSAGES.emailTaken);
    const storeName = body.storeName.trim();
    if (!storeName) return invalid([{ field: 'storeName', message: 'Store name is required' }]);
    if (db.table('stores').find((s) => s.storeName.toLowerCase() === storeName.toLowerCase())) {
      return refuse(MESSAGES.storeNameTaken);
    }
    const now = env.now().toISOString();
    const user = createUser(db, env, {
      accountType: 'merchant',
      email: body.email,
      password: body.password,
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      phoneNumber: body.phoneNumber,
      confirmed: false,
      profile: body.category ? { category: body.category } : {},
    });
    const storeUrl = uniqueStoreUrl(db, storeName);
    const store = db.table('stores').insert({
      merchantId: user.id,
      storeName,
      storeUrl,
      logo: env.image(`stores/${storeUrl}~1.svg`),
      storePhoneNumber: body.phoneNumber,
      isRegisteredBusiness: body.isRegisteredBusiness ?? false,
      hubId: null,
      acceptsPayOnDelivery: true,
      firstApproval: false,
      secondApproval: false,
      followers: [],
      createdAt: now,
    });
    const withStore = db.table('users').update(user.id, { storeId: store.id }) as UserRow;
    requestConfirmation(db, env, withStore, 'merchant');
    return ok(userInfoView(db, withStore), SIGNUP_MESSAGE, 201);
  },

  signupPartner: ({ db, env, body }) => {
    if (findUserByEmail(db, body.email)) return refuse(MESSAGES.emailTaken);
    const user = createUser(db, env, {
      accountType: 'partner',
      email: body.email,
      password: body.password,
      firstName: body.name.trim(),
      lastName: '',
      phoneNumber: body.phoneNumber,
      // The contract has no confirmation link for partners: they log in right after signing up.
      confirmed: true,
      profile: { name: body.name.trim(), shippingCompany: body.shippingCompany, onboarded: false },
    });
    return ok(partnerView(user), 'Account created', 201);
  },

  confirmCustomerAccount: ({ db, path }) => {
    const reply = confirm(db, String(path.token), 'customer');
    return reply.ok ? ok(userInfoView(db, reply.data), reply.message) : reply;
  },

  confirmMerchantAccount: ({ db, path }) => {
    const reply = confirm(db, String(path.token), 'merchant');
    return reply.ok ? ok(userInfoView(db, reply.data), reply.message) : reply;
  },

  loginCustomer: ({ db, env, body }) => {
    const result = checkLogin(db, env, body, (u) => u.accountType === 'customer', { confirmed: true });
    if ('refusal' in result) return result.refusal;
    return ok({ token: result.token, user: userInfoView(db, result.user) }, 'Login successful');
  },

  loginMerchant: ({ db, env, body }) => {
    const result = checkLogin(db, env, body, (u) => u.accountType === 'merchant', { confirmed: true });
    if ('refusal' in result) return result.refusal;
    return ok({ token: result.token, user: userInfoView(db, result.user) }, 'Login successful');
  },

  loginAdmin: ({ db, env, body }) => {
    const result = checkLogin(db, env, body, isAdminAccount, { confirmed: false });
    if ('refusal' in result) return result.refusal;
    return ok({ token: result.token, user: adminView(result.user) }, 'Login successful');
  },

  loginPartner: ({ db, env, body }) => {
    const result = checkLogin(db, env, body, (u) => u.accountType === 'partner', { confirmed: false });
    if ('refusal' in result) return result.refusal;
    return ok({ token: result.token, user: partnerView(result.user) }, 'Login successful');
  },

  forgotPassword: ({ db, env, path, body }) => {
    if (!Object.hasOwn(PATH_SESSIONS, path.userType)) {
      return invalid([
        { field: 'userType', message: 'User type must be one of merchant, customer, admin, partner' },
      ]);
    }
    const session = PATH_SESSIONS[path.userType];
    const user = findUserByEmail(db, body.email);
    // One answer whoever asks: the form must not tell who has an account (or a suspended one).
    if (user && sessionRole(user) === session && user.active) {
      requestPasswordReset(db, env, user, 'password-reset');
    }
    return ok(undefined, MESSAGES.resetSent);
  },

  resendConfirmation: ({ db, env, path, body }) => {
    const user = findUserByEmail(db, body.email);
    // The same answer whether or not there is an account waiting, so it cannot probe who is registered.
    if (user && user.accountType === path.userType && !user.confirmed && user.active) {
      requestConfirmation(db, env, user, path.userType);
    }
    return ok(undefined, MESSAGES.confirmationResent);
  },

  resetPassword: ({ db, path, body }) => {
    if (!Object.hasOwn(PATH_SESSIONS, path.userType)) {
      return invalid([
        { field: 'userType', message: 'User type must be one of merchant, customer, admin, partner' },
      ]);
    }
    const session = PATH_SESSIONS[path.userType];
    const token = String(path.token);
    const user = db
      .table('users')
      .find((u) => !!u.resetToken && u.resetToken === token && sessionRole(u) === session);
    if (!user) return notFound(MESSAGES.badReset);
    if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) {
      return invalid([{ field: 'confirmPassword', message: 'Passwords do not match' }]);
    }
    db.table('users').update(user.id, { password: body.password, resetToken: undefined });
    // A new password ends every open session of the account.
    endSessions(db, user.id);
    return ok(undefined, 'Password reset successful');
  },

  changePassword: ({ db, user, body }) => {
    if (!user) return unauthorized();
    if (user.password !== body.oldPassword) return refuse(MESSAGES.oldPassword);
    if (body.newPassword === body.oldPassword) return refuse(MESSAGES.samePassword);
    db.table('users').update(user.id, { password: body.newPassword, resetToken: undefined });
    return ok(undefined, 'Password changed successfully');
  },

  verifyToken: ({ db, user, request }) => {
    const session = db.table('sessions').find((s) => s.token === bearer(request));
    if (!user || !session) return unauthorized();
    const expiresAt = new Date(Date.parse(session.createdAt) + SESSION_DAYS * 86_400_000).toISOString();
    const userType: PathUserType = session.role === 'shipping-partner' ? 'partner' : session.role;
    return ok(
      {
        valid: true,
        userType,
        ...(user.accountType === 'partner' ? {} : { accountType: user.accountType }),
        userId: user.id,
        expiresAt,
      },
      'Token is valid',
    );
  },

  getPermissions: ({ db, user }) => {
    if (!user) return unauthorized();
    // An account given a role (staff, an admin granted one) holds its type's rights on that role's resources only.
    return ok(grantedPermissions(db, user), 'Permissions fetched');
  },
});
