// Store profiles, store following and the contact-us form.
import type { StoreRow } from '../../db/core';
import type { Database } from '../../db/Database';
import { defineHandlers } from '../../http/HandlerContext';
import { notFound, ok, refuse } from '../../http/replies';
import { fileHubApplication } from './approvalHandlers';
import { merchantStore } from './merchantStore';
import { pickSocials } from './pickSocials';
import { storeView } from './storeView';
import type { StoreProfileRow } from './tables';
import type { Socials, StoreProfileData } from './types';

/**
 * A store's profiles, oldest first. Earlier entries show the store as it was saved; the last one shows the
 * live store and its current social links. A store that never saved a profile gets one entry built from
 * the store itself (without an id).
 */
export function storeProfiles(db: Database, store: StoreRow): StoreProfileData[] {
  const rows = db
    .table('storeProfiles')
    .where((p) => p.storeId === store.id)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  if (rows.length === 0) return [{ ...pickSocials(store.socials), store: storeView(store) }];
  return rows.map((row, index) =>
    index === rows.length - 1
      ? profileView(row, store, pickSocials(store.socials))
      : {
          ...pickSocials(row.socials),
          id: row.id,
          store: { id: store.id, ...structuredClone(row.store) },
          createdAt: row.createdAt,
          updatedAt: row.updatedAt,
        },
  );
}

function profileView(row: StoreProfileRow, store: StoreRow, socials: Partial<Socials>): StoreProfileData {
  return {
    ...socials,
    id: row.id,
    store: storeView(store),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export const profileHandlers = defineHandlers({
  getStoreProfile: ({ db, user, path }) => {
    const store = db.table('stores').get(path.id);
    const own = merchantStore(db, user);
    // A merchant reads only their own store's profile; another store's id is not found for them.
    if (!store || !own || own.id !== store.id) return notFound('Store not found');
    return ok(storeProfiles(db, store), 'Successfully fetched store profile.');
  },

  addStoreProfile: ({ db, env, user, body }) => {
    const store = merchantStore(db, user);
    if (!store) return notFound('Store not found');
    const at = env.now().toISOString();
    const socials = pickSocials(body);
    const fields = body.store;
    const patch: Partial<StoreRow> = {
      socials,
      storeName: fields.storeName.trim(),
      // A rejected store was mended: the save sends it back to the admins, the old reason gone.
      rejectionReason: undefined,
      updatedAt: at,
    };
    if (fields.logo !== undefined) patch.logo = fields.logo;
    if (fields.storePhoneNumber !== undefined) patch.storePhoneNumber = fields.storePhoneNumber;
    if (fields.isPhysicalLocation !== undefined) patch.isPhysicalLocation = fields.isPhysicalLocation;
    if (fields.shippingLocation !== undefined) patch.shippingLocation = { ...fields.shippingLocation };
    if (fields.acceptsPayOnDelivery !== undefined) patch.acceptsPayOnDelivery = fields.acceptsPayOnDelivery;
    const requestedHub = fields.hubId;
    if (requestedHub !== undefined && requestedHub !== null && requestedHub !== store.hubId) {
      // The profile records the hub the merchant wants; joining it goes through a hub application.
      const hub = db.table('hubs').get(requestedHub);
      if (!hub) return notFound('Hub not found');
      if (!hub.isActive) return refuse(`${hub.name} is not accepting stores`);
      fileHubApplication(db, env, store, hub);
    }
    const updated = db.table('stores').update(store.id, patch) ?? store;
    const { id: _id, ...snapshot } = storeView(updated);
    const row = db.table('storeProfiles').insert({
      storeId: store.id,
      socials,
      store: snapshot,
      createdAt: at,
      updatedAt: at,
    });
    return ok(profileView(row, updated, socials), 'Successfully added store profile.', 201);
  },

  followStore: ({ db, user, body }) => {
    if (!user) return notFound('Store not found');
    const stores = db.table('stores');
    const store = stores.get(body.storeId);
    if (!store) return notFound('Store not found');
    const following = !store.followers.includes(user.id);
    const followers = following
      ? [...store.followers, user.id]
      : store.followers.filter((id) => id !== user.id);
    stores.update(store.id, { followers });
    return ok(
      { storeId: store.id, following, storeFollowers: followers.length },
      following ? `You are now following ${store.storeName}` : `You have unfollowed ${store.storeName}`,
    );
  },

  sendContactMessage: ({ db, env, user, role, body }) => {
    const message = db.table('contactMessages').insert({
      fullName: body.fullName.trim(),
      email: body.email.trim(),
      ...(body.phoneNumber ? { phoneNumber: body.phoneNumber } : {}),
      ...(body.subject ? { subject: body.subject } : {}),
      message: body.message,
      customerId: role === 'customer' && user ? user.id : null,
      createdAt: env.now().toISOString(),
    });
    const { customerId: _customer, ...view } = message;
    return ok(view, 'Message sent');
  },
});
