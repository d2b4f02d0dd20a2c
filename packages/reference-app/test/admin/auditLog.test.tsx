// The super admin's audit log through the app's routes, against a fresh sandbox per test: the seeded acts
// signed by their people, a person filter that goes into the URL and changes the rows and the count, the
// CSV export of the filtered list, the error and empty states; an admin is neither offered it nor let in.

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catchDownloads, csvRows } from '../support/catchDownloads';
import { sandboxFixture } from '../support/sandboxApp';
import { signInAt } from '../support/signInAt';

const ctx = sandboxFixture();

const PATH = '/admin/people/audit-log';

interface AuditRow {
  id: number;
  action: string;
  actor: { id: number; name: string; role: string };
}

const entries = () =>
  (ctx.sandbox.db as unknown as { table(name: string): { all(): AuditRow[] } }).table('auditLog').all();

describe('audit log', () => {
  it('filters by person through the URL, counts on the server and exports the filtered acts', async () => {
    const blobs = catchDownloads();
    const app = await signInAt(PATH, 'superadmin@demo.test');
    expect((await screen.findAllByRole('link', { name: 'Audit log' })).length).toBeGreaterThan(0);
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    const all = entries();
    expect(await screen.findByText(`${all.length} acts in all`)).toBeTruthy();

    // Pick one person: the URL keeps the filter, the rows are theirs only, the count is the server's.
    const person = all.find((e) => e.actor.role === 'Inventory clerk')?.actor ?? all[0]!.actor;
    const theirs = all.filter((e) => e.actor.id === person.id);
    const select = await screen.findByRole('combobox', { name: 'Person' });
    await within(select).findByRole('option', { name: `${person.name} (${person.role})` });
    fireEvent.change(select, { target: { value: String(person.id) } });
    await waitFor(() => expect(app.location()).toContain(`f.actorId=${person.id}`));
    expect(
      await screen.findByText(
        theirs.length === 1 ? '1 act matches these filters' : `${theirs.length} acts match these filters`,
      ),
    ).toBeTruthy();
    await waitFor(() => {
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(theirs.length);
      for (const row of rows) expect(row.textContent).toContain(person.name);
    });
    expect(
      ctx.requests.some(
        (r) => r.path.endsWith('/admin/audit-log') && r.search.includes(`actorId=${person.id}`),
      ),
    ).toBe(true);

    fireEvent.click(await screen.findByRole('button', { name: `Export all ${theirs.length}` }));
    expect(await screen.findByText(new RegExp(`^Exported ${theirs.length} rows?$`))).toBeTruthy();
    const [header, ...lines] = await csvRows(blobs[0]);
    expect(header).toEqual(['When', 'Person', 'Role', 'Kind', 'Act', 'Record type', 'Record id', 'Record']);
    expect(lines).toHaveLength(theirs.length);
    expect(lines.every((line) => line[1] === person.name)).toBe(true);
  });

  it('shows a failed load with a way to try again, and says so when nothing matches', async () => {
    ctx.sandbox.faults.set('getAuditLog', { status: 500, message: 'Audit log down' });
    await signInAt(
      `${PATH}?f.kind=coupon&period=custom&from=2020-01-01&to=2020-01-02`,
      'superadmin@demo.test',
    );
    const message = await screen.findByText('Audit log down', { selector: '.data-table__state *' });
    ctx.sandbox.faults.clear();
    const state = message.closest('.data-table__state') as HTMLElement;
    fireEvent.click(within(state).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No act matches these filters.')).toBeTruthy();
    expect(screen.getByText('0 acts match these filters')).toBeTruthy();
  });

  it('is not offered to an admin, and a direct link says "not allowed" without asking the server', async () => {
    await signInAt(PATH, 'admin@demo.test');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'You are not allowed to open Audit log' }),
    ).toBeTruthy();
    expect(screen.queryAllByRole('link', { name: 'Audit log' })).toHaveLength(0);
    expect(ctx.requests.some((r) => r.path.includes('/audit-log'))).toBe(false);
  });
});
