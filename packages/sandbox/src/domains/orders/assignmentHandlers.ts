// Order assignment (scheduler, dispatcher, admin) and the shipping partners' side of their orders.
import type { Entities } from '@marketplace/sdk';
import { isOrderClosed } from '@marketplace/sdk';
import type { OrderRow } from '../../db/core';
import type { Database } from '../../db/Database';
import type { UserRow } from '../../db/identity';
import { defineHandlers, type SandboxEnv } from '../../http/HandlerContext';
import { forbidden, invalid, notFound, ok, type Reply, refuse } from '../../http/replies';
import { isPlatformAdmin } from '../../shared/isPlatformAdmin';
import { rejectionReason } from '../../shared/rejectionReason';
import { orderRecord } from '../audit/auditRecords';
import { recordAudit } from '../audit/recordAudit';
import { type PartnerProfile, partnerProfile } from '../identity/partnerProfile';
import { notify, notifyAdmins } from '../notifications/notify';
import { tellAssigned } from '../notifications/orderNews';
import { partnerHas } from './canSeeOrder';
import { isDispatcher, isPartner } from './isPartner';
import { logOrderActivity } from './logOrderActivity';
import { assignToPlatform } from './orderHandlers';
import { orderList } from './orderList';
import { statusCode } from './orderStatuses';
import { viewOrder } from './orderView';
import { orderPartnerProfile, partnerName, shippingPartnerView } from './shippingPartnerView';
import type { AssignmentRow } from './tables';

type S = Entities;

function assignmentView(row: AssignmentRow): S['Assignment'] {
  const { active: _active, declinedAt: _declined, ...api } = row;
  return structuredClone(api);
}

/** Ends the order's current carrier assignment (dispatcher or partner). */
function endCarrierAssignments(db: Database, orderId: number) {
  for (const row of db.table('orderAssignments').where((a) => a.orderId === orderId && a.active)) {
    if (row.assignTo !== 'platform') db.table('orderAssignments').update(row.id, { active: false });
  }
}

/**
 * Assigns an order to its target; `may` says whether this caller may hand this order on. Shared by the
 * scheduler's, the dispatcher's and the admin's assignment calls.
 */
function assign(
  db: Database,
  env: SandboxEnv,
  user: UserRow,
  body: S['Assignment'],
  may: (order: OrderRow) => string | undefined,
): Reply<S['Assignment']> {
  const order = db.table('orders').get(body.orderId);
  if (!order) return notFound('Order not found');
  const denied = may(order);
  if (denied) return forbidden(denied);
  if (isOrderClosed(statusCode(db, order))) return refuse('Only open orders can be assigned');
  const now = env.now();
  const at = now.toISOString();
  const note = body.note?.trim() || undefined;
  const record = (fields: Partial<AssignmentRow>) =>
    db.table('orderAssignments').insert({
      orderId: order.id,
      assignTo: body.assignTo,
      ...fields,
      ...(note ? { note } : {}),
      assignedBy: user.id,
      active: true,
      createdAt: at,
    });
  const withNote = (text: string) => (note ? `${text}: ${note}` : text);

  if (body.assignTo === 'platform') {
    const result = assignToPlatform(db, env, order, user);
    if (typeof result === 'string') return refuse(result);
    return ok(assignmentView(record({})), 'Order assigned successfully', 201);
  }

  if (body.assignTo === 'dispatcher') {
    if (body.dispatcherId === undefined) {
      return invalid([
        { field: 'dispatcherId', message: 'Dispatcher id is required to assign to a dispatcher' },
      ]);
    }
    const dispatcher = db.table('users').get(body.dispatcherId);
    if (!isDispatcher(dispatcher)) return notFound('Dispatcher not found');
    if (order.assignedToDispatcher && order.dispatcherId === dispatcher.id) {
      return refuse('The order is already assigned to this dispatcher');
    }
    endCarrierAssignments(db, order.id);
    const row = record({ dispatcherId: dispatcher.id });
    db.table('orders').update(order.id, {
      dispatcherId: dispatcher.id,
      assignedToDispatcher: true,
      partnerAssignOrderId: null,
      partnerProfile: null,
      assignedToShippingPartner: false,
      updatedAt: at,
    });
    logOrderActivity(
      db,
      order.id,
      withNote(`Order assigned to dispatcher ${dispatcher.firstName} ${dispatcher.lastName}`),
      now,
      'internal',
    );
    tellAssigned(db, env, order, dispatcher.id, 'dispatcher');
    recordAudit(db, env, {
      kind: 'order-assignment',
      action: withNote(`Assigned the order to dispatcher ${dispatcher.firstName} ${dispatcher.lastName}`),
      ...orderRecord(order),
    });
    return ok(assignmentView(row), 'Order assigned successfully', 201);
  }

  if (body.partnerId === undefined) {
    return invalid([
      { field: 'partnerId', message: 'Partner id is required to assign to a shipping partner' },
    ]);
  }
  const partner = db.table('users').get(body.partnerId);
  if (partner?.accountType === 'partner' && !partner.active) {
    return refuse('This shipping partner is suspended');
  }
  if (!isPartner(partner)) return notFound('Shipping partner not found');
  if (!partnerProfile(partner).onboarded) {
    return refuse(`${partnerName(partner)} cannot take orders until an admin approves its onboarding`);
  }
  if (partnerHas(order, partner)) return refuse('The order is already assigned to this shipping partner');
  endCarrierAssignments(db, order.id);
  const row = record({ partnerId: partner.id });
  db.table('orders').update(order.id, {
    partnerAssignOrderId: row.id,
    partnerProfile: orderPartnerProfile(partner),
    assignedToShippingPartner: true,
    dispatcherId: null,
    assignedToDispatcher: false,
    declinedBy: order.declinedBy.filter((id) => id !== partner.id),
    updatedAt: at,
  });
  logOrderActivity(
    db,
    order.id,
    withNote(`Order assigned to shipping partner ${partnerName(partner)}`),
    now,
    'internal',
  );
  tellAssigned(db, env, order, partner.id, 'partner');
  recordAudit(db, env, {
    kind: 'order-assignment',
    action: withNote(`Assigned the order to shipping partner ${partnerName(partner)}`),
    ...orderRecord(order),
  });
  return ok(assignmentView(row), 'Order assigned successfully', 201);
}

const NOT_FOUND = 'Shipping partner not found';

/** The partner whose submitted onboarding an admin decides, or why it cannot be decided. */
function reviewable(db: Database, id: number): UserRow | string {
  const partner = db.table('users').get(id);
  if (partner?.accountType !== 'partner') return NOT_FOUND;
  const { onboardingStatus } = partnerProfile(partner);
  if (onboardingStatus === 'submitted') return partner;
  return onboardingStatus === 'not_submitted'
    ? 'This partner has not submitted its onboarding'
    : `This partner's onboarding is already ${onboardingStatus}`;
}

/** Records an admin's decision on a partner's onboarding. */
function setOnboarding(
  db: Database,
  env: SandboxEnv,
  partner: UserRow,
  decision: Pick<PartnerProfile, 'onboarded' | 'onboardingStatus' | 'rejectionReason'>,
): UserRow {
  const at = env.now().toISOString();
  const profile = { ...(partner.profile ?? {}), ...decision, updatedAt: at };
  if (decision.rejectionReason === undefined) delete profile.rejectionReason;
  return db.table('users').update(partner.id, { profile }) ?? partner;
}

export const assignmentHandlers = defineHandlers({
  assignOrderAsScheduler: ({ db, env, body, user }) => {
    if (!user || !(user.accountType === 'scheduler' || isPlatformAdmin(user))) {
      return forbidden('Only a scheduler or an admin can assign orders as the scheduler');
    }
    return assign(db, env, user, body, () => undefined);
  },

  assignOrderAsDispatcher: ({ db, env, body, user }) => {
    if (!user || !(user.accountType === 'dispatcher' || isPlatformAdmin(user))) {
      return forbidden('Only a dispatcher or an admin can assign orders as the dispatcher');
    }
    // A dispatcher hands on to another dispatcher or the hub; only the scheduler or an admin picks a partner.
    if (!isPlatformAdmin(user) && body.assignTo === 'shippingPartner') {
      return forbidden('A dispatcher cannot hand an order to a shipping partner');
    }
    return assign(db, env, user, body, (order) =>
      isPlatformAdmin(user) || (order.assignedToDispatcher && order.dispatcherId === user.id)
        ? undefined
        : 'A dispatcher can only hand on orders assigned to them',
    );
  },

  assignOrderToPartner: ({ db, env, body, user }) => {
    if (!isPlatformAdmin(user) || !user)
      return forbidden('Only an admin can assign orders to shipping partners');
    if (body.assignTo !== 'shippingPartner') {
      return invalid([{ field: 'assignTo', message: 'Assign to must be shippingPartner for this call' }]);
    }
    const reply = assign(db, env, user, body, () => undefined);
    return reply.ok ? { ...reply, message: 'Order assigned to partner successfully' } : reply;
  },

  getAllPartners: ({ db }) => {
    const partners = db
      .table('users')
      .where((u) => isPartner(u))
      .sort((a, b) => a.id - b.id);
    return ok(partners.map(shippingPartnerView), 'Partners fetched successfully');
  },

  getPartnerOrders: ({ db, env, query, user }) => {
    if (!user) return forbidden();
    return orderList(db, env, user, query, (o) => partnerHas(o, user));
  },

  getPartnerOrder: ({ db, path, user }) => {
    const order = db.table('orders').get(path.id);
    if (!user || !order || !partnerHas(order, user)) return notFound('Order not found');
    return ok(viewOrder(db, order, user), 'Order fetched successfully');
  },

  declinePartnerOrder: ({ db, env, path, body, user }) => {
    const order = db.table('orders').get(path.id);
    if (!user || !order || !partnerHas(order, user)) return notFound('Order not found');
    const code = statusCode(db, order);
    // Once shipped the partner holds the parcel: it delivers or an admin steps in, it cannot hand it back.
    if (code === 'shipped' || code === 'out_for_delivery' || isOrderClosed(code)) {
      return refuse('An order that is shipped, out for delivery or closed cannot be declined');
    }
    const now = env.now();
    for (const row of db
      .table('orderAssignments')
      .where((a) => a.orderId === order.id && a.active && a.partnerId === user.id)) {
      db.table('orderAssignments').update(row.id, { active: false, declinedAt: now.toISOString() });
    }
    const updated = db.table('orders').update(order.id, {
      partnerAssignOrderId: null,
      partnerProfile: null,
      assignedToShippingPartner: false,
      declinedBy: [...order.declinedBy.filter((id) => id !== user.id), user.id],
      updatedAt: now.toISOString(),
    });
    if (!updated) return notFound('Order not found');
    const reason = body?.reason?.trim();
    logOrderActivity(
      db,
      order.id,
      `Declined by shipping partner ${partnerName(user)}${reason ? `: ${reason}` : ''}`,
      now,
      'internal',
    );
    recordAudit(db, env, {
      kind: 'order-assignment',
      action: `Declined the order${reason ? `: ${reason}` : ''}`,
      ...orderRecord(order),
    });
    return ok(viewOrder(db, updated, user), 'Order declined successfully');
  },

  onboardPartner: ({ db, env, body, user }) => {
    if (!user) return forbidden();
    if (!/^\d{10}$/.test(body.bankDetails.accountNumber)) {
      return invalid([
        { field: 'bankDetails.accountNumber', message: 'Account number must be 10 digits (NUBAN)' },
      ]);
    }
    const profile = user.profile ?? {};
    const updated = db.table('users').update(user.id, {
      profile: {
        ...profile,
        company: structuredClone(body.company),
        bankDetails: structuredClone(body.bankDetails),
        certification: structuredClone(body.certification),
        shippingCompany:
          typeof profile.shippingCompany === 'string' ? profile.shippingCompany : body.company.companyName,
        // An admin reviews what was sent (again) before orders may be assigned: not onboarded until then.
        onboarded: false,
        onboardingStatus: 'submitted',
        rejectionReason: undefined,
        onboardedAt: env.now().toISOString(),
        updatedAt: env.now().toISOString(),
      },
    });
    if (!updated) return notFound('Shipping partner not found');
    recordAudit(db, env, {
      kind: 'request',
      action: 'Sent the onboarding for review',
      recordType: 'partner',
      recordId: updated.id,
      recordLabel: partnerName(updated),
    });
    notifyAdmins(db, env, {
      kind: 'approval-request',
      title: `${partnerName(updated)} submitted its onboarding for review`,
      link: '/admin/people/carriers?onboarded=submitted',
    });
    return ok(shippingPartnerView(updated), 'Onboarding submitted for review');
  },

  approvePartnerOnboarding: ({ db, env, path, user }) => {
    if (!isPlatformAdmin(user)) return forbidden('Only platform admins can review partner onboarding');
    const partner = reviewable(db, path.id);
    if (typeof partner === 'string') return partner === NOT_FOUND ? notFound(partner) : refuse(partner);
    const updated = setOnboarding(db, env, partner, { onboarded: true, onboardingStatus: 'approved' });
    recordAudit(db, env, {
      kind: 'approval',
      action: 'Approved the partner onboarding',
      recordType: 'partner',
      recordId: partner.id,
      recordLabel: partnerName(partner),
    });
    notify(db, env, partner.id, {
      kind: 'onboarding-decision',
      title: 'Your onboarding is approved',
      body: 'Orders can now be assigned to you; they appear under Assigned orders.',
      link: '/shipping-partner/orders',
    });
    return ok(shippingPartnerView(updated), 'Partner onboarding approved');
  },

  rejectPartnerOnboarding: ({ db, env, path, body, user }) => {
    if (!isPlatformAdmin(user)) return forbidden('Only platform admins can review partner onboarding');
    const given = rejectionReason(body.reason, 'partner');
    if ('error' in given) return invalid([given.error], given.error.message);
    const partner = reviewable(db, path.id);
    if (typeof partner === 'string') return partner === NOT_FOUND ? notFound(partner) : refuse(partner);
    const updated = setOnboarding(db, env, partner, {
      onboarded: false,
      onboardingStatus: 'rejected',
      rejectionReason: given.reason,
    });
    recordAudit(db, env, {
      kind: 'rejection',
      action: `Rejected the partner onboarding: ${given.reason}`,
      recordType: 'partner',
      recordId: partner.id,
      recordLabel: partnerName(partner),
    });
    notify(db, env, partner.id, {
      kind: 'onboarding-decision',
      title: 'Your onboarding was not approved',
      body: given.reason,
      link: '/shipping-partner/onboarding',
    });
    return ok(shippingPartnerView(updated), 'Partner onboarding rejected');
  },
});
