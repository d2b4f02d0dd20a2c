import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OrderTimeline } from './OrderTimeline';

const meta = {
  title: 'Components/OrderTimeline',
  component: OrderTimeline,
  args: {
    statusName: 'Shipped',
    // Given newest first, as some lists come: shown oldest first.
    activities: [
      { id: 3, activity: 'Order shipped', createdAt: '2025-03-03T09:15:00Z' },
      { id: 1, activity: 'Order placed', createdAt: '2025-03-01T08:30:00Z' },
      { id: 2, activity: 'Payment confirmed', createdAt: '2025-03-01T08:31:00Z' },
    ],
  },
} satisfies Meta<typeof OrderTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ordered list, oldest first, dates readable in Lagos time (en-NG). */
export const Activities: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Shipped')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Order activity' });
    await expect(list.tagName).toBe('OL');
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.querySelector('.order-timeline__activity')?.textContent)).toEqual([
      'Order placed',
      'Payment confirmed',
      'Order shipped',
    ]);
    const times = [...canvasElement.querySelectorAll('time')];
    await expect(times[0]).toHaveAttribute('dateTime', '2025-03-01T08:30:00Z');
    // 08:30 UTC is 09:30 in Lagos.
    await expect(times[0]?.textContent).toMatch(/1 Mar 2025/);
    await expect(times[0]?.textContent).toMatch(/9:30/);
    await expect(times[2]?.textContent).toMatch(/3 Mar 2025/);
  },
};

export const NoActivity: Story = {
  args: { activities: [], statusName: 'Pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No activity on this order yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** A date that does not parse is shown as it came rather than as "Invalid Date". */
export const UnparsableDate: Story = {
  args: { statusName: undefined, activities: [{ id: 1, activity: 'Order placed', createdAt: 'yesterday' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('yesterday')).toBeVisible();
    await expect(canvas.queryByText(/Status/)).toBeNull();
  },
};

/** Signed entries say who acted; an internal one (an assignment note) is marked as not shown to the customer. */
export const SignedEntries: Story = {
  args: {
    statusName: 'Processing',
    activities: [
      {
        id: 1,
        activity: 'Packed at the Ikeja store',
        actor: { name: 'Kayode Ojo', role: 'Store manager' },
        audience: 'customer',
        createdAt: '2025-03-01T08:30:00Z',
      },
      {
        id: 2,
        activity: 'Order assigned to dispatcher Musa Garba: Same customer, deliver together',
        actor: { name: 'Folake Ogunleye', role: 'scheduler' },
        audience: 'internal',
        createdAt: '2025-03-01T09:00:00Z',
      },
    ],
  },
  play: async ({ canvas }) => {
    const [packed, assigned] = canvas.getAllByRole('listitem');
    await expect(packed).toHaveTextContent('by Kayode Ojo (Store manager)');
    await expect(packed).not.toHaveTextContent('internal');
    await expect(assigned).toHaveTextContent(
      'by Folake Ogunleye (Scheduler) · internal, not shown to the customer',
    );
  },
};

/** A record's timeline (`RecordTimeline`: a payout here): its own list name, each entry signed and dated. */
export const RecordEntries: Story = {
  args: {
    statusName: undefined,
    label: 'Payout activity',
    emptyText: 'Nothing has been done to this payout yet.',
    activities: [
      {
        id: 8,
        activity: 'Set the payment to processed, reference TRF-2026-0042',
        actor: { name: 'Ifeoma Obi', role: 'admin' },
        createdAt: '2026-11-02T10:00:00Z',
      },
      {
        id: 7,
        activity: 'Approved the merchant payment',
        actor: { name: 'Ifeoma Obi', role: 'admin' },
        createdAt: '2026-11-01T09:00:00Z',
      },
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Payout activity' });
    const items = [...list.querySelectorAll('li')].map((item) => item.textContent);
    await expect(items[0]).toMatch(
      /^Approved the merchant payment1 Nov 2026, 10:00, by Ifeoma Obi \(Admin\)$/,
    );
    await expect(items[1]).toMatch(/^Set the payment to processed, reference TRF-2026-0042.+by Ifeoma Obi/);
    await expect(canvas.queryByText(/^Status:/)).toBeNull();
  },
};

export const RecordWithoutEntries: Story = {
  args: { activities: [], statusName: undefined, emptyText: 'Nothing has been done to this payout yet.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing has been done to this payout yet.')).toBeVisible();
  },
};
