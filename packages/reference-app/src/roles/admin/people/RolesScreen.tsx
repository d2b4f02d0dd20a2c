import { useGetAllResources, useGetAllRoles } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import type { Column } from '../../../kit/Column';
import { DateText } from '../../../kit/DateText';
import { QueryTable } from '../../../kit/QueryTable';
import './people.css';

type Role = Entity<'Role'>;
type Resource = Entity<'Resource'>;

const ROLE_COLUMNS: Column<Role>[] = [
  { id: 'name', header: 'Role', cell: (r) => r.name },
  { id: 'description', header: 'What it is for', cell: (r) => r.description || '—' },
  {
    id: 'resources',
    header: 'Rights on',
    cell: (r) => (r.resources?.length ? r.resources.map((x) => x.name).join(', ') : 'Nothing yet'),
  },
];

const RESOURCE_COLUMNS: Column<Resource>[] = [
  { id: 'name', header: 'Resource', cell: (r) => r.name },
  { id: 'createdAt', header: 'Added', cell: (r) => (r.createdAt ? <DateText value={r.createdAt} /> : '—') },
];

/**
 * The roles accounts hold and the resources roles grant rights on, for the super admin
 * (`/admin/people/roles`, needs `read` on `roles`): every role (`getAllRoles`) with the resources it covers,
 * and every resource (`getAllResources`). Each list loads and fails on its own.
 *
 * @example
 * { path: 'people/roles', lazy: screen(admin, 'RolesScreen') }
 */
export function RolesScreen() {
  const roles = useGetAllRoles();
  const resources = useGetAllResources();
  return (
    <div className="workspace-list people-page">
      <section aria-labelledby="people-roles">
        <h2 id="people-roles">Roles</h2>
        <QueryTable<Role>
          caption="Roles and the resources they cover"
          columns={ROLE_COLUMNS}
          query={roles}
          emptyTitle="No roles"
          emptyMessage="No role has been set up."
        />
      </section>
      <section aria-labelledby="people-resources">
        <h2 id="people-resources">Resources</h2>
        <QueryTable<Resource>
          caption="Resources roles grant rights on"
          columns={RESOURCE_COLUMNS}
          query={resources}
          emptyTitle="No resources"
          emptyMessage="No resource has been set up."
        />
      </section>
    </div>
  );
}
