// The workspace navigation's rules: an entry shows exactly when its right is granted (or it needs none),
// and a page path finds its entry whatever its trailing slash.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { navEntryFor, navHref, navParent, visibleNav, WORKSPACE_NAV } from '../../src/workspace/navigation';
import type { WorkspaceRole } from '../../src/workspace/workspaceRoles';

const ROLES: WorkspaceRole[] = ['merchant', 'admin', 'shipping-partner'];

describe('visibleNav', () => {
  it('keeps an entry exactly when it needs no right or its right is granted, in order', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROLES), fc.func(fc.boolean()), (role, decide) => {
        const can = (resource: string, action: string) => decide(`${resource}:${action}`);
        const shown = visibleNav(WORKSPACE_NAV[role], can);
        const expected = WORKSPACE_NAV[role].filter(
          (e) => !e.hidden && (!e.requires || can(e.requires.resource, e.requires.action)),
        );
        expect(shown).toEqual(expected);
      }),
    );
  });

  it("always offers the dashboard, the change of password and the account's own profile", () => {
    // Entries about the account itself need no permission; every other entry needs one.
    const always: Record<WorkspaceRole, string[]> = {
      merchant: ['Dashboard', 'Change password'],
      admin: ['Dashboard', 'Change password'],
      'shipping-partner': ['Dashboard', 'Company profile', 'Change password'],
    };
    for (const role of ROLES) {
      const labels = visibleNav(WORKSPACE_NAV[role], () => false).map((e) => e.label);
      expect(labels).toEqual(always[role]);
    }
  });
});

describe('navEntryFor', () => {
  it("finds every entry from its own link, with or without a trailing slash, and nothing of another role's", () => {
    for (const role of ROLES) {
      for (const entry of WORKSPACE_NAV[role]) {
        if (entry.path.includes(':')) continue;
        expect(navEntryFor(role, navHref(role, entry))).toBe(entry);
        expect(navEntryFor(role, `${navHref(role, entry)}/`)).toBe(entry);
      }
      expect(navEntryFor(role, `/${role}/no-such-page`)).toBeUndefined();
    }
    expect(navEntryFor('admin', '/administrator')).toBeUndefined();
    expect(navEntryFor('merchant', '/admin/products')).toBeUndefined();
  });
});

describe('hidden pages with `:name` segments, and their breadcrumb', () => {
  it('finds a hidden page by any value of its parameters, a written-out path first, and its parent', () => {
    for (const role of ROLES) {
      for (const entry of WORKSPACE_NAV[role].filter((e) => e.path.includes(':'))) {
        const path = `/${role}/${entry.path.replace(/:[^/]+/g, '42')}`;
        expect(navEntryFor(role, path)).toBe(entry);
        const parent = navParent(role, path);
        // Every hidden page sits below a page of the navigation.
        expect(parent?.entry.hidden).not.toBe(true);
        expect(path.startsWith(`${parent?.href}/`)).toBe(true);
      }
    }
    // No hidden page matches a path with a segment too many.
    expect(navEntryFor('merchant', '/merchant/orders/1/2/3/4')).toBeUndefined();
    // A page directly below the dashboard has no parent crumb.
    expect(navParent('merchant', '/merchant/orders')).toBeUndefined();
  });
});

describe('the routes made from the navigation', () => {
  const FAMILIES = {
    merchant: () => import('../../src/roles/merchant/merchantFamilies').then((m) => m.merchantFamilies),
    admin: () => import('../../src/roles/admin/adminFamilies').then((m) => m.adminFamilies),
    'shipping-partner': () =>
      import('../../src/roles/partner/partnerFamilies').then((m) => m.partnerFamilies),
  } as const;

  it("name a family of the role's index that exports the screen, for every page but the change of password", async () => {
    for (const role of ROLES) {
      const families: Record<string, () => Promise<Record<string, unknown>>> = await FAMILIES[role]();
      for (const entry of WORKSPACE_NAV[role]) {
        if (!entry.screen) {
          expect(entry.path, `${role} ${entry.label}`).toBe('change-password');
          continue;
        }
        const [family, name] = entry.screen;
        const load = families[family];
        expect(load, `${role} ${entry.path}: family ${family}`).toBeTypeOf('function');
        const module = await (load as () => Promise<Record<string, unknown>>)();
        expect(module[name], `${role} ${entry.path}: ${family} exports ${name}`).toBeTypeOf('function');
      }
    }
  });

  it('give every workspace page a route of its frame once a visit enters the workspace', async () => {
    const { createAppRouter } = await import('../../src/app/routes');
    for (const role of ROLES) {
      const router = createAppRouter({ initialEntries: [`/${role}/login`] });
      const frameOf = () => router.routes.find((route) => route.path === `/${role}`);
      // Before: no frame (the navigation is not loaded yet).
      expect(frameOf()).toBeUndefined();
      await router.navigate(`/${role}`);
      const paths = (frameOf()?.children ?? []).map((child) => (child.index ? '' : child.path));
      expect(paths.sort()).toEqual(
        [...WORKSPACE_NAV[role].map((entry) => entry.path), 'change-password', '*']
          .filter((p, i, all) => all.indexOf(p) === i)
          .sort(),
      );
      router.dispose();
    }
  });
});
