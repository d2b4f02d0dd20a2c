// The contract's shapes as the catalog handlers send and receive them: entities in their read view (the
// SDK's `Entities`, where server-set fields such as `id` are plain values) and the product form as sent.
import type { CallInit, Entities } from '@marketplace/sdk';

export type Product = Entities['Product'];
export type ProductFacets = Entities['ProductFacets'];
export type AdminProduct = Entities['AdminProduct'];
export type Category = Entities['Category'];
export type SubCategory = Entities['SubCategory'];
export type ChildCategory = Entities['ChildCategory'];
export type Promotion = Entities['Promotion'];
export type OfficialOutlet = Entities['OfficialOutlet'];
export type FeaturedCollection = Entities['FeaturedCollection'];
export type Review = Entities['Review'];
export type ProductForm = CallInit<'createProduct'>['body'];
