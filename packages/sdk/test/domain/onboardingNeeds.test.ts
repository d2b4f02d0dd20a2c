import { describe, expect, it } from 'vitest';
import { isBusinessDetailsComplete, onboardingNeeds } from '../../src/domain/onboardingNeeds';

const SIGNED_UP = { id: 7, firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com' };
const HOME = { street: '14 Allen Avenue', LGA: 'Ikeja', state: 'Lagos', country: 'Nigeria' };
const COMPLETE = {
  ...SIGNED_UP,
  phoneNumber: '+2348031234567',
  dateOfBirth: '1990-04-12',
  nationality: 'Nigerian',
  idDocumentType: 'NIN',
  idDocumentNumber: '12345678901',
  idDocumentUrl: 'https://media.example.com/id.png',
  homeAddress: [HOME],
  proofOfAddress: 'https://media.example.com/bill.png',
  staffSize: '1-5',
  category: 'Fashion',
  subCategoryIds: [3],
  physicalLocation: false,
  useHomeAddress: true,
};

describe('onboardingNeeds', () => {
  it('lists everything a merchant who only signed up still needs', () => {
    const needs = onboardingNeeds(SIGNED_UP);
    expect(needs.map((n) => n.id)).toEqual([
      'personal',
      'identity',
      'home-address',
      'proof-of-address',
      'staff-size',
      'categories',
      'locations',
    ]);
    expect(needs.every((n) => n.missing.length > 0)).toBe(true);
    expect(needs.find((n) => n.id === 'identity')?.missing).toEqual([
      'document type',
      'document number',
      'photo or scan of the document',
    ]);
  });

  it('counts the home address as the pickup location when it is used for pickups', () => {
    const locations = (merchant: object) =>
      onboardingNeeds({ ...SIGNED_UP, physicalLocation: false, ...merchant }).find(
        (n) => n.id === 'locations',
      );
    expect(locations({ homeAddress: [HOME], useHomeAddress: true })?.missing).toEqual([]);
    expect(locations({ homeAddress: [HOME], useHomeAddress: false })?.missing).toEqual([
      'a pickup location (or use your home address)',
    ]);
    expect(locations({ pickupLocation: [HOME] })?.missing).toEqual([]);
  });
});

describe('isBusinessDetailsComplete', () => {
  it('is false for a merchant who only signed up (an empty form), true once every part is given', () => {
    expect(isBusinessDetailsComplete(SIGNED_UP)).toBe(false);
    expect(isBusinessDetailsComplete(COMPLETE)).toBe(true);
  });

  it('is false as soon as any one part is missing', () => {
    for (const blank of [
      'phoneNumber',
      'idDocumentNumber',
      'proofOfAddress',
      'staffSize',
      'category',
    ] as const) {
      expect(isBusinessDetailsComplete({ ...COMPLETE, [blank]: ' ' })).toBe(false);
    }
    expect(isBusinessDetailsComplete({ ...COMPLETE, subCategoryIds: [] })).toBe(false);
    expect(isBusinessDetailsComplete({ ...COMPLETE, useHomeAddress: false })).toBe(false);
  });
});
