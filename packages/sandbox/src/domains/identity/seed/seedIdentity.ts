// The seed marketplace's people: the seven demo accounts first (ids 1..7, in DEMO_ACCOUNTS order), then
// customers, merchants with their stores, dispatchers, admins and shipping partners. Other seeds look
// users up by email (`findUserByEmail(db, 'customer@demo.test')`), never by id.
import type { MainComponents } from '@marketplace/sdk';
import '../../../db/core';
import type { Database } from '../../../db/Database';
import type { SandboxAccountType, UserRow } from '../../../db/identity';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../demoAccounts';
import type { SandboxEnv } from '../../../http/HandlerContext';
import { DAY_MS } from '../../../seed/daysAgo';
import { slugify } from '../../../shared/slugify';
import { ACCOUNT_ROLES } from '../accountRoles';
import { createUser, requestConfirmation } from '../auth';
import type { MerchantProfile } from '../merchantProfile';
import type { PartnerProfile } from '../partnerProfile';
import {
  ADMINS,
  CUSTOMERS,
  DEMO_MERCHANT,
  DEMO_PARTNER,
  DEMO_PEOPLE,
  DISPATCHERS,
  MERCHANTS,
  PARTNERS,
  type Person,
  type SeedMerchant,
  type SeedPartner,
} from './identitySeedData';

type S = MainComponents['schemas'];

/**
 * Seeds the users and stores: the seven demo accounts (password demo1234, confirmed, active) as ids 1..7,
 * 11 more customers (one unconfirmed), 5 more merchants each with a store (with the demo merchant's
 * "Adaeze Styles", five approved stores and one waiting for approval), 2 more dispatchers, 2 more admins
 * (one deactivated) and 4 more shipping partners (one not onboarded, one waiting for its onboarding review).
 */
export function seedIdentity(db: Database, env: SandboxEnv): void {
  const now = env.now().getTime();
  const ago = (days: number, hour = 9) => {
    const date = new Date(now - days * DAY_MS);
    date.setUTCHours(hour, (days * 7) % 60, 0, 0);
    return date.toISOString();
  };

  const addPerson = (
    person: Person,
    accountType: SandboxAccountType,
    profile?: Record<string, unknown>,
  ): UserRow => {
    const user = createUser(db, env, {
      accountType,
      email: person.email,
      password: DEMO_PASSWORD,
      firstName: person.firstName,
      lastName: person.lastName,
      phoneNumber: person.phoneNumber,
      confirmed: person.confirmed ?? true,
      active: person.active ?? true,
      image: env.image(`users/${slugify(`${person.firstName} ${person.lastName}`)}~1.svg`),
      profile,
    });
    return db.table('users').update(user.id, {
      createdAt: ago(person.joined, 8),
      ...(person.lastLogin !== undefined ? { lastLogin: ago(person.lastLogin, 10) } : {}),
    }) as UserRow;
  };

  const addAdmin = (person: Person, accountType: 'admin' | 'superadmin' | 'dispatcher' | 'scheduler') =>
    addPerson(person, accountType, { ...ACCOUNT_ROLES[accountType] });

  const addMerchant = (person: Person, merchant: Omit<SeedMerchant, keyof Person>) => {
    const { store: s } = merchant;
    const storeUrl = slugify(s.name);
    const address: S['HomeAddress'] = { LGA: s.lga, state: s.state, street: s.street, country: 'Nigeria' };
    const slug = slugify(`${person.firstName} ${person.lastName}`);
    const profile: MerchantProfile = {
      category: merchant.category,
      dateOfBirth: merchant.dateOfBirth,
      nationality: 'Nigerian',
      staffSize: merchant.staffSize,
      physicalLocation: true,
      pickupLocation: [address],
      homeAddress: [address],
      useHomeAddress: false,
      ...(merchant.documents
        ? {
            idDocumentType: 'NIN slip',
            idDocumentNumber: `2${person.phoneNumber.slice(-10)}`,
            idDocumentUrl: env.image(`documents/${slug}-nin~1.svg`),
            proofOfAddress: env.image(`documents/${slug}-utility-bill~1.svg`),
            storeProofOfAddress: env.image(`documents/${storeUrl}-office-address~1.svg`),
          }
        : {}),
      ...(merchant.pricingPlanId ? { pricingPlanId: merchant.pricingPlanId } : {}),
      onboardedAt: ago(person.joined - 1, 12),
    };
    const user = addPerson(person, 'merchant', { ...profile });
    const store = db.table('stores').insert({
      merchantId: user.id,
      storeName: s.name,
      storeUrl,
      logo: env.image(`stores/${storeUrl}~1.svg`),
      storePhoneNumber: s.phone,
      isRegisteredBusiness: s.registered,
      isPhysicalLocation: true,
      officeAddress: `${s.street}, ${s.city}, ${s.state}`,
      shippingLocation: { street: s.street, city: s.city, state: s.state, country: 'Nigeria' },
      hubId: null,
      acceptsPayOnDelivery: s.acceptsPayOnDelivery ?? true,
      socials: { instagram: s.instagram, facebook: `https://facebook.com/${storeUrl}` },
      firstApproval: s.approved,
      secondApproval: s.approved,
      ...(s.paymentCategory ? { paymentCategory: s.paymentCategory } : {}),
      followers: [],
      createdAt: ago(person.joined, 8),
    });
    db.table('users').update(user.id, { storeId: store.id });
  };

  const addPartner = (partner: SeedPartner) => {
    const slug = slugify(partner.name);
    const profile: PartnerProfile = {
      name: partner.name,
      logo: env.image(`partners/${slug}~1.svg`),
      shippingCompany: partner.shippingCompany,
      onboarded: partner.onboarded,
      ...(partner.submitted ? { onboardingStatus: 'submitted' as const } : {}),
      ...(partner.onboarded || partner.submitted
        ? {
            company: {
              companyName: partner.shippingCompany,
              rcNumber: partner.rcNumber,
              officeAddress: partner.officeAddress,
              postalAddress: partner.officeAddress,
              phoneNumber: partner.phoneNumber,
              email: partner.email,
              contactPerson: partner.contact,
              lineOfBusiness: 'Last-mile delivery and haulage',
            },
            bankDetails: {
              bankName: partner.bank.bankName,
              branch: partner.officeAddress.split(', ').slice(-2).join(', '),
              accountName: partner.shippingCompany,
              accountNumber: partner.bank.accountNumber,
            },
            certification: {
              name: partner.contact.name,
              designation: partner.contact.designation,
              signature: partner.contact.name,
              date: ago(partner.joined - 2).slice(0, 10),
              introducedBy: { name: 'Ifeoma Obi', signature: 'Ifeoma Obi' },
            },
            // When it was sent for review, as the live onboarding stamps it (approved or still waiting).
            onboardedAt: ago(partner.joined - 2, 11),
          }
        : {}),
    };
    const user = createUser(db, env, {
      accountType: 'partner',
      email: partner.email,
      password: DEMO_PASSWORD,
      firstName: partner.name,
      lastName: '',
      phoneNumber: partner.phoneNumber,
      confirmed: true,
      profile: { ...profile },
    });
    db.table('users').update(user.id, {
      createdAt: ago(partner.joined, 8),
      ...(partner.lastLogin !== undefined ? { lastLogin: ago(partner.lastLogin, 10) } : {}),
    });
  };

  // The demo accounts first, in DEMO_ACCOUNTS order, so they hold ids 1..7.
  for (const account of DEMO_ACCOUNTS) {
    if (account.accountType === 'partner') {
      addPartner({ ...DEMO_PARTNER, email: account.email });
      continue;
    }
    const person = { ...(DEMO_PEOPLE[account.email] as Omit<Person, 'email'>), email: account.email };
    if (account.accountType === 'merchant') addMerchant(person, DEMO_MERCHANT);
    else if (account.accountType === 'customer') addPerson(person, 'customer');
    else addAdmin(person, account.accountType);
  }

  for (const customer of CUSTOMERS) {
    const user = addPerson(customer, 'customer');
    if (!user.confirmed) requestConfirmation(db, env, user, 'customer');
  }
  for (const merchant of MERCHANTS) addMerchant(merchant, merchant);
  for (const dispatcher of DISPATCHERS) addAdmin(dispatcher, 'dispatcher');
  for (const admin of ADMINS) addAdmin(admin, 'admin');
  for (const partner of PARTNERS) addPartner(partner);
}
