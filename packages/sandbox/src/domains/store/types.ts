// The contract's entities as the server sends them (readOnly fields as plain values).
import type { Entities } from '@marketplace/sdk';

export type Location = Entities['StoreShippingLocation'];
export type Socials = Entities['StoreSocials'];
export type StoreData = Entities['Store'];
export type StoreProfileData = Entities['StoreProfile'];
export type HubData = Entities['Hub'];
export type HubApplicationData = Entities['HubApplication'];
export type ApproverData = Entities['Approver'];
export type StaffData = Entities['Staff'];
export type RoleData = Entities['Role'];
export type PolicyData = Entities['Policy'];
export type TestimonialData = Entities['Testimonial'];
export type BankAccountData = Entities['MerchantBankAccount'];
export type PricingPlanData = Entities['PricingPlan'];
export type SubscriptionData = Entities['Subscription'];
