import { roleName } from './roleName';

/**
 * Who did something, as every timeline of the workspaces says it: "Amaka Obi (Inventory clerk)"; the
 * system's own acts (no one signed in) are the marketplace's.
 *
 * @example
 * actorName({ name: 'Amaka Obi', role: 'Inventory clerk' }); // 'Amaka Obi (Inventory clerk)'
 * actorName({ name: 'Tunde Bakare', role: 'admin' }); // 'Tunde Bakare (Admin)'
 * actorName(undefined); // 'The marketplace'
 */
export function actorName(actor: { name: string; role: string } | undefined): string {
  return actor ? `${actor.name} (${roleName(actor.role)})` : 'The marketplace';
}
