import type { ProductRow } from '../../db/core';

/** One unit's weight in kg (product weights are in kg unless their unit says grams or pounds). */
export function weightKg(product: Pick<ProductRow, 'weight' | 'weightUnit'>): number {
  const weight = product.weight ?? 0;
  const unit = (product.weightUnit ?? 'kg').toLowerCase();
  if (unit === 'g' || unit.startsWith('gram')) return weight / 1000;
  if (unit === 'lb' || unit === 'lbs' || unit.startsWith('pound')) return Math.round(weight * 453.592) / 1000;
  return weight;
}
