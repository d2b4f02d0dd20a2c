export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** Days before the sandbox's "now" the account was created. */
  joined: number;
  /** Days before "now" of the last login; none when never logged in. */
  lastLogin?: number;
  confirmed?: boolean;
  active?: boolean;
}

export interface SeedMerchant extends Person {
  category: string;
  store: {
    name: string;
    phone: string;
    street: string;
    city: string;
    state: string;
    lga: string;
    approved: boolean;
    registered: boolean;
    paymentCategory?: string;
    instagram: string;
    /** The store's pay-on-delivery choice; absent: it accepts pay on delivery. */
    acceptsPayOnDelivery?: boolean;
  };
  pricingPlanId?: number;
  staffSize: string;
  dateOfBirth: string;
  /** Whether the identity documents were submitted. */
  documents: boolean;
}

export interface SeedPartner {
  name: string;
  email: string;
  phoneNumber: string;
  shippingCompany: string;
  joined: number;
  lastLogin?: number;
  onboarded: boolean;
  /** Sent its company, bank and certification details, waiting for an admin's review (not onboarded). */
  submitted?: boolean;
  rcNumber: string;
  officeAddress: string;
  contact: { name: string; phoneNumber: string; designation: string };
  bank: { bankName: string; accountNumber: string };
}

/** The demo accounts' people, by email (their login data come from DEMO_ACCOUNTS). */
export const DEMO_PEOPLE: Record<string, Omit<Person, 'email'>> = {
  'customer@demo.test': {
    firstName: 'Chiamaka',
    lastName: 'Okafor',
    phoneNumber: '+2348129876543',
    joined: 240,
    lastLogin: 2,
  },
  'merchant@demo.test': {
    firstName: 'Adaeze',
    lastName: 'Nwankwo',
    phoneNumber: '+2348031234567',
    joined: 420,
    lastLogin: 1,
  },
  'admin@demo.test': {
    firstName: 'Ifeoma',
    lastName: 'Obi',
    phoneNumber: '+2348055512345',
    joined: 600,
    lastLogin: 1,
  },
  'superadmin@demo.test': {
    firstName: 'Ngozi',
    lastName: 'Eze',
    phoneNumber: '+2348033300011',
    joined: 700,
    lastLogin: 1,
  },
  'dispatcher@demo.test': {
    firstName: 'Emeka',
    lastName: 'Nwosu',
    phoneNumber: '+2348023456789',
    joined: 380,
    lastLogin: 3,
  },
  'scheduler@demo.test': {
    firstName: 'Folake',
    lastName: 'Ogunleye',
    phoneNumber: '+2348091234560',
    joined: 300,
    lastLogin: 4,
  },
};

export const DEMO_MERCHANT: Omit<SeedMerchant, keyof Person> = {
  category: 'Fashion',
  store: {
    name: 'Adaeze Styles',
    phone: '+2348031234567',
    street: '22 Balogun Street',
    city: 'Lagos Island',
    state: 'Lagos',
    lga: 'Lagos Island',
    approved: true,
    registered: true,
    paymentCategory: 'weekly',
    instagram: '@adaezestyles',
  },
  pricingPlanId: 2,
  staffSize: '6-10',
  dateOfBirth: '1989-04-17',
  documents: true,
};

export const DEMO_PARTNER: SeedPartner = {
  name: 'Kwik Dispatch Lagos',
  email: 'partner@demo.test',
  phoneNumber: '+2349012345678',
  shippingCompany: 'Kwik Dispatch Ltd',
  joined: 500,
  lastLogin: 2,
  onboarded: true,
  rcNumber: 'RC 1452278',
  officeAddress: '15 Oba Akran Avenue, Ikeja, Lagos',
  contact: { name: 'Segun Afolabi', phoneNumber: '+2349012345600', designation: 'Operations Manager' },
  bank: { bankName: 'Access Bank', accountNumber: '0712345678' },
};

export const CUSTOMERS: Person[] = [
  {
    firstName: 'Tunde',
    lastName: 'Bakare',
    email: 'tunde.bakare@example.com',
    phoneNumber: '+2348031112233',
    joined: 210,
    lastLogin: 5,
  },
  {
    firstName: 'Aisha',
    lastName: 'Bello',
    email: 'aisha.bello@example.com',
    phoneNumber: '+2348069876543',
    joined: 190,
    lastLogin: 9,
  },
  {
    firstName: 'Chinedu',
    lastName: 'Eze',
    email: 'chinedu.eze@example.com',
    phoneNumber: '+2348142233445',
    joined: 175,
    lastLogin: 3,
  },
  {
    firstName: 'Funmilayo',
    lastName: 'Adeyemi',
    email: 'funmilayo.adeyemi@example.com',
    phoneNumber: '+2348023344556',
    joined: 160,
    lastLogin: 12,
  },
  {
    firstName: 'Ibrahim',
    lastName: 'Musa',
    email: 'ibrahim.musa@example.com',
    phoneNumber: '+2347034567890',
    joined: 150,
    lastLogin: 20,
  },
  {
    firstName: 'Ngozi',
    lastName: 'Okonkwo',
    email: 'ngozi.okonkwo@example.com',
    phoneNumber: '+2348055667788',
    joined: 130,
    lastLogin: 4,
  },
  {
    firstName: 'Olumide',
    lastName: 'Balogun',
    email: 'olumide.balogun@example.com',
    phoneNumber: '+2348099887766',
    joined: 110,
    lastLogin: 7,
  },
  {
    firstName: 'Zainab',
    lastName: 'Abubakar',
    email: 'zainab.abubakar@example.com',
    phoneNumber: '+2348061239876',
    joined: 95,
    lastLogin: 15,
  },
  {
    firstName: 'Kelechi',
    lastName: 'Nnamdi',
    email: 'kelechi.nnamdi@example.com',
    phoneNumber: '+2348174455667',
    joined: 70,
    lastLogin: 6,
  },
  {
    firstName: 'Blessing',
    lastName: 'Etim',
    email: 'blessing.etim@example.com',
    phoneNumber: '+2348085566778',
    joined: 45,
    lastLogin: 2,
  },
  // Signed up but never opened the confirmation link.
  {
    firstName: 'Yetunde',
    lastName: 'Ogunbiyi',
    email: 'yetunde.ogunbiyi@example.com',
    phoneNumber: '+2348126677889',
    joined: 3,
    confirmed: false,
  },
];

export const MERCHANTS: SeedMerchant[] = [
  {
    firstName: 'Chukwuemeka',
    lastName: 'Obi',
    email: 'chukwuemeka.obi@example.com',
    phoneNumber: '+2348037788990',
    joined: 400,
    lastLogin: 2,
    category: 'Electronics',
    store: {
      name: 'Naija Gadgets Hub',
      phone: '+2348037788990',
      street: '12 Computer Village Road',
      city: 'Ikeja',
      state: 'Lagos',
      lga: 'Ikeja',
      approved: true,
      registered: true,
      paymentCategory: 'weekly',
      instagram: '@naijagadgetshub',
    },
    pricingPlanId: 3,
    staffSize: '11-20',
    dateOfBirth: '1985-09-02',
    documents: true,
  },
  {
    firstName: 'Hauwa',
    lastName: 'Sani',
    email: 'hauwa.sani@example.com',
    phoneNumber: '+2348061122334',
    joined: 360,
    lastLogin: 4,
    category: 'Groceries',
    store: {
      name: 'Zuma Foodstuff Abuja',
      phone: '+2348061122334',
      street: 'Plot 5 Ahmadu Bello Way, Garki',
      city: 'Abuja',
      state: 'FCT',
      lga: 'Abuja Municipal',
      approved: true,
      registered: false,
      paymentCategory: 'monthly',
      instagram: '@zumafoodstuff',
    },
    pricingPlanId: 1,
    staffSize: '1-5',
    dateOfBirth: '1991-01-23',
    documents: true,
  },
  {
    firstName: 'Oluwaseun',
    lastName: 'Adebayo',
    email: 'oluwaseun.adebayo@example.com',
    phoneNumber: '+2348023399881',
    joined: 330,
    lastLogin: 6,
    category: 'Home & Kitchen',
    store: {
      name: 'Ibadan Home & Living',
      phone: '+2348023399881',
      street: '8 Ring Road, Challenge',
      city: 'Ibadan',
      state: 'Oyo',
      lga: 'Ibadan South-West',
      approved: true,
      registered: true,
      paymentCategory: 'weekly',
      instagram: '@ibadanhomeliving',
      // Large appliances go by freight from Ibadan: the store takes card payments only.
      acceptsPayOnDelivery: false,
    },
    pricingPlanId: 2,
    staffSize: '6-10',
    dateOfBirth: '1983-06-11',
    documents: true,
  },
  {
    firstName: 'Ebiere',
    lastName: 'Tamuno',
    email: 'ebiere.tamuno@example.com',
    phoneNumber: '+2348034455661',
    joined: 280,
    lastLogin: 3,
    category: 'Beauty & Health',
    store: {
      name: 'Garden City Beauty',
      phone: '+2348034455661',
      street: '41 Aba Road',
      city: 'Port Harcourt',
      state: 'Rivers',
      lga: 'Port Harcourt',
      approved: true,
      registered: true,
      paymentCategory: 'monthly',
      instagram: '@gardencitybeauty',
    },
    pricingPlanId: 2,
    staffSize: '1-5',
    dateOfBirth: '1994-11-30',
    documents: true,
  },
  {
    firstName: 'Ifeanyi',
    lastName: 'Ugwu',
    email: 'ifeanyi.ugwu@example.com',
    phoneNumber: '+2348146677001',
    joined: 6,
    lastLogin: 1,
    category: 'Arts & Crafts',
    // Waiting for an admin to approve the store.
    store: {
      name: 'Enugu Crafts Collective',
      phone: '+2348146677001',
      street: '17 Ogui Road',
      city: 'Enugu',
      state: 'Enugu',
      lga: 'Enugu North',
      approved: false,
      registered: false,
      instagram: '@enugucrafts',
    },
    staffSize: '1-5',
    dateOfBirth: '1996-03-08',
    documents: false,
  },
];

export const DISPATCHERS: Person[] = [
  {
    firstName: 'Musa',
    lastName: 'Garba',
    email: 'musa.garba@example.com',
    phoneNumber: '+2348065544332',
    joined: 260,
    lastLogin: 2,
  },
  {
    firstName: 'Chidi',
    lastName: 'Okeke',
    email: 'chidi.okeke@example.com',
    phoneNumber: '+2348137766554',
    joined: 140,
    lastLogin: 1,
  },
];

export const ADMINS: Person[] = [
  {
    firstName: 'Yusuf',
    lastName: 'Abdullahi',
    email: 'yusuf.abdullahi@example.com',
    phoneNumber: '+2348029988776',
    joined: 450,
    lastLogin: 3,
  },
  // A former admin whose account a super admin deactivated.
  {
    firstName: 'Bisi',
    lastName: 'Adeleke',
    email: 'bisi.adeleke@example.com',
    phoneNumber: '+2348051122009',
    joined: 520,
    lastLogin: 90,
    active: false,
  },
];

export const PARTNERS: SeedPartner[] = [
  {
    name: 'Arewa Express',
    email: 'hello@arewaexpress.example.com',
    phoneNumber: '+2348091122334',
    shippingCompany: 'Arewa Express Logistics',
    joined: 320,
    lastLogin: 4,
    onboarded: true,
    rcNumber: 'RC 1298834',
    officeAddress: '3 Zoo Road, Nassarawa, Kano',
    contact: { name: 'Abdullahi Yakubu', phoneNumber: '+2348091122300', designation: 'Fleet Manager' },
    bank: { bankName: 'Zenith Bank', accountNumber: '2087654321' },
  },
  {
    name: 'Eko Riders',
    email: 'dispatch@ekoriders.example.com',
    phoneNumber: '+2348123344551',
    shippingCompany: 'Eko Riders Ltd',
    joined: 210,
    lastLogin: 2,
    onboarded: true,
    rcNumber: 'RC 1670021',
    officeAddress: '27 Herbert Macaulay Way, Yaba, Lagos',
    contact: { name: 'Damilola Coker', phoneNumber: '+2348123344500', designation: 'Head of Operations' },
    bank: { bankName: 'Guaranty Trust Bank', accountNumber: '0123456789' },
  },
  {
    // Signed up, has not submitted company, bank and certification data yet.
    name: 'Niger Delta Couriers',
    email: 'info@ndcouriers.example.com',
    phoneNumber: '+2348037766112',
    shippingCompany: 'Niger Delta Couriers Nig. Ltd',
    joined: 12,
    onboarded: false,
    rcNumber: 'RC 1899012',
    officeAddress: '5 Trans-Amadi Road, Port Harcourt, Rivers',
    contact: { name: 'Tamunotonye Briggs', phoneNumber: '+2348037766100', designation: 'Managing Director' },
    bank: { bankName: 'First Bank of Nigeria', accountNumber: '3045678912' },
  },
  {
    // Sent its onboarding three days ago: an admin sees it waiting for review on a fresh sandbox.
    name: 'Savannah Haulage',
    email: 'ops@savannahhaulage.example.com',
    phoneNumber: '+2348065544771',
    shippingCompany: 'Savannah Haulage Services Ltd',
    joined: 5,
    lastLogin: 3,
    onboarded: false,
    submitted: true,
    rcNumber: 'RC 1923345',
    officeAddress: '14 Aminu Kano Crescent, Wuse 2, Abuja',
    contact: { name: 'Hadiza Bello', phoneNumber: '+2348065544700', designation: 'Operations Director' },
    bank: { bankName: 'Access Bank', accountNumber: '0691234578' },
  },
];
