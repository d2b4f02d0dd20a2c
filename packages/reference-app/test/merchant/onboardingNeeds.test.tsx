// The pure rules behind the onboarding and store forms: the checks that name a field before the contract
// does, and the bodies the forms send (what each part still needs is the SDK's onboardingNeeds).

import { describe, expect, it } from 'vitest';
import {
  businessDetailsBody,
  businessDetailsProblems,
  businessDetailsValues,
} from '../../src/roles/merchant/onboarding/businessDetailsValues';
import { storeProfileBody, storeProfileProblems } from '../../src/roles/merchant/store/storeProfileValues';

const SIGNED_UP = { id: 7, firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com' };
const HOME = { street: '14 Allen Avenue', LGA: 'Ikeja', state: 'Lagos', country: 'Nigeria' };

describe('business details', () => {
  it('sends no pickup list when the home address is used, and leaves blank rows out otherwise', () => {
    const values = businessDetailsValues({ ...SIGNED_UP, homeAddress: [HOME], physicalLocation: true });
    expect(businessDetailsBody({ ...values, useHomeAddress: true }).pickupLocation).toBeUndefined();
    const body = businessDetailsBody({
      ...values,
      pickupLocation: [{ street: '', LGA: '', state: '', country: 'Nigeria' }, HOME],
    });
    expect(body.pickupLocation).toEqual([HOME]);
    expect(body).toMatchObject({ homeAddress: [HOME], physicalLocation: true, subCategoryIds: [] });
  });

  it('names the missing part of an address begun', () => {
    const values = businessDetailsValues(SIGNED_UP);
    expect(
      businessDetailsProblems({
        ...values,
        home: { street: '14 Allen Avenue', LGA: '', state: '', country: 'Nigeria' },
      }),
    ).toEqual([{ field: 'home.state', message: 'State is required' }]);
    expect(businessDetailsProblems({ ...values, useHomeAddress: true })).toEqual([
      { field: 'home.street', message: 'Fill in your home address to use it for pickups' },
    ]);
  });
});

describe('store profile', () => {
  const values = {
    socials: {
      facebook: ' https://facebook.com/adaeze ',
      instagram: '',
      twitter: '',
      tiktok: '',
      youtube: '',
      pinterest: '',
      snapchat: '',
      tumblr: '',
      vimeo: '',
    },
    store: {
      storeName: 'Adaeze Styles',
      storePhoneNumber: '',
      logo: '',
      isPhysicalLocation: 'no' as const,
      acceptsPayOnDelivery: false,
      shippingLocation: { street: '', city: '', state: '', country: 'Nigeria' },
    },
  };

  it('sends the links given and no shipping location while none was chosen', () => {
    expect(storeProfileBody(values)).toEqual({
      facebook: 'https://facebook.com/adaeze',
      store: { storeName: 'Adaeze Styles', isPhysicalLocation: false, acceptsPayOnDelivery: false },
    });
  });

  it('names a missing name, a logo that is not a link and a half-given location on their fields', () => {
    const problems = storeProfileProblems({
      ...values,
      store: {
        ...values.store,
        storeName: ' ',
        logo: 'logo.png',
        shippingLocation: { street: '', city: '', state: 'Lagos', country: 'Nigeria' },
      },
    });
    expect(problems.map((p) => p.field)).toEqual([
      'store.storeName',
      'store.logo',
      'store.shippingLocation.city',
      'store.shippingLocation.street',
    ]);
  });
});
