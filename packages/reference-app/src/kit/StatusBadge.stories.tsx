import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBadge, type StatusKind } from './StatusBadge';
import {
  GIFT_CARD_STATUSES,
  KNOWN_ORDER_STATUSES,
  PAYMENT_STATUSES,
  PRODUCT_APPROVAL_STATUSES,
  RETURN_STATUSES,
  STORE_APPROVAL_STATUSES,
} from './statusNames';

const ALL: [StatusKind, string[]][] = [
  ['order', KNOWN_ORDER_STATUSES.map((s) => s.code_name ?? '')],
  ['return', Object.keys(RETURN_STATUSES)],
  ['payment', Object.keys(PAYMENT_STATUSES)],
  ['productApproval', Object.keys(PRODUCT_APPROVAL_STATUSES)],
  ['giftCard', Object.keys(GIFT_CARD_STATUSES)],
  ['storeApproval', Object.keys(STORE_APPROVAL_STATUSES)],
];

/** Every status of every kind, one row per kind: what the workspaces' lists show. */
function EveryStatus() {
  return (
    <dl className="kit-story-statuses">
      {ALL.map(([kind, codes]) => (
        <div key={kind}>
          <dt>{kind}</dt>
          <dd style={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: '4px 0 16px' }}>
            {codes.map((code) => (
              <span key={code} data-kind={kind} data-code={code}>
                <StatusBadge kind={kind} status={code} />
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const meta = {
  title: 'Kit/StatusBadge',
  component: StatusBadge,
  args: { kind: 'order', status: 'pending' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every known status by its name, each with a word (never colour alone); axe checks the contrast. */
export const AllStatuses: Story = {
  render: () => <EveryStatus />,
  play: async ({ canvasElement }) => {
    const badge = (kind: string, code: string) =>
      canvasElement.querySelector(`[data-kind="${kind}"][data-code="${code}"] .status-badge`);
    await expect(badge('order', 'out_for_delivery')).toHaveTextContent('Out for delivery');
    await expect(badge('order', 'delivered')).toHaveAttribute('data-tone', 'success');
    await expect(badge('return', 'declined')).toHaveAttribute('data-tone', 'danger');
    await expect(badge('payment', 'processed')).toHaveTextContent('Processed');
    await expect(badge('productApproval', 'pending')).toHaveTextContent('Pending approval');
    await expect(badge('giftCard', 'redeemed')).toHaveTextContent('Redeemed');
    await expect(badge('storeApproval', 'firstApproved')).toHaveTextContent('First approval given');
    for (const element of canvasElement.querySelectorAll('.status-badge')) {
      await expect(element.textContent?.trim()).not.toBe('');
    }
  },
};

/** An order by its id in the server's list: the server's name wins. */
export const OrderFromServerList: Story = {
  args: {
    kind: 'order',
    status: { orderStatusId: 41 },
    statuses: [{ id: 41, name: 'Awaiting courier', code_name: 'shipped' }],
  },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Awaiting courier');
    await expect(badge).toHaveAttribute('data-tone', 'info');
  },
};

/** Compared case-insensitively, as the spec says of approvalStatus. */
export const CaseInsensitive: Story = {
  args: { kind: 'productApproval', status: 'APPROVED' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Approved')).toHaveAttribute('data-tone', 'success');
  },
};

/** A status nobody knows shows as itself, neutral. */
export const Unknown: Story = {
  args: { kind: 'giftCard', status: 'on_hold' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('on_hold')).toHaveAttribute('data-tone', 'neutral');
  },
};
