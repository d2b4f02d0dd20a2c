import { useAllowed, useGetApprovers } from '@marketplace/react-hooks';
import type { Entity } from '@marketplace/sdk';
import { useState } from 'react';
import type { Column } from '../../kit/Column';
import { QueryTable } from '../../kit/QueryTable';
import { ApproverForm } from './ApproverForm';
import './approvals.css';
import { RowButton } from '../../kit/RowButton';

type Approver = Entity<'Approver'>;

/**
 * The store approvers (`/admin/approvals/approvers`, needs `update` on `stores`): every approver with
 * their level and whether they are active; add one, or edit one in place (the generated hooks toast
 * 'Successfully created approver.' and 'Successfully updated approver.', and refetch the list).
 *
 * @example
 * { path: 'approvals/approvers', lazy: screen(admin, 'ApproversScreen') }
 */
export function ApproversScreen() {
  const approvers = useGetApprovers();
  const canEdit = useAllowed('stores', 'update');
  const [editing, setEditing] = useState<Approver | 'new' | undefined>();

  const columns: Column<Approver>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (a) => `${a.firstName} ${a.lastName}`,
      sortable: true,
    },
    { id: 'email', header: 'Email', cell: (a) => a.email },
    { id: 'phoneNumber', header: 'Phone', cell: (a) => a.phoneNumber ?? '—' },
    {
      id: 'approvalLevel',
      header: 'Level',
      cell: (a) => (a.approvalLevel === 'second' ? 'Second approval' : 'First approval'),
    },
    { id: 'isActive', header: 'Active', cell: (a) => (a.isActive === false ? 'No' : 'Yes') },
    {
      id: 'actions',
      header: 'Action',
      cell: (a) =>
        canEdit ? (
          <RowButton
            action="Edit"
            row={`${a.firstName} ${a.lastName}`}
            className="button button--secondary"
            onClick={() => setEditing(a)}
          />
        ) : (
          '—'
        ),
    },
  ];

  return (
    <div className="workspace-list">
      {canEdit && editing === undefined ? (
        <p>
          <button type="button" className="button" onClick={() => setEditing('new')}>
            Add approver
          </button>
        </p>
      ) : null}
      {editing !== undefined ? (
        <section
          className="approval-detail"
          aria-label={editing === 'new' ? 'Add an approver' : 'Edit the approver'}
        >
          <header className="approval-detail__header">
            <h2>{editing === 'new' ? 'New approver' : `Edit ${editing.firstName} ${editing.lastName}`}</h2>
            <button type="button" className="button button--secondary" onClick={() => setEditing(undefined)}>
              Cancel
            </button>
          </header>
          <ApproverForm
            key={editing === 'new' ? 'new' : editing.id}
            approver={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(undefined)}
          />
        </section>
      ) : null}
      <QueryTable<Approver>
        caption="Store approvers"
        columns={columns}
        query={approvers}
        emptyTitle="No approvers"
        emptyMessage="No one approves stores yet: add the first approver."
      />
    </div>
  );
}
