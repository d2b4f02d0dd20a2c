import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Money } from './Money';
import { StatCard } from './StatCard';

const meta = {
  title: 'Kit/StatCard',
  component: StatCard,
  args: { label: "Today's sales", value: <Money amount={154250} /> },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A rise: the figure, "+12.5% vs previous period" with its sign in words, not only green. */
export const Rising: Story = {
  args: { change: 0.125 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Today's sales")).toBeVisible();
    await expect(canvas.getByText('₦154,250.00')).toBeVisible();
    const change = canvas.getByText(/vs previous period/);
    await expect(change).toHaveTextContent('+12.5% vs previous period');
    await expect(change).toHaveClass('stat-card__change--up');
  },
};

/** A fall, with its own comparison words. */
export const Falling: Story = {
  args: { label: 'Orders to process', value: 7, change: -0.3, changeLabel: 'vs yesterday' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('−30% vs yesterday')).toHaveClass('stat-card__change--down');
  },
};

/** The whole card is one link named by its label. */
export const AsLink: Story = {
  args: { label: 'Approvals waiting', value: 12, href: '/admin/products?approval=pending', change: 0 },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Approvals waiting' });
    await expect(link).toHaveAttribute('href', '/admin/products?approval=pending');
    await expect(canvas.getByText('No change vs previous period')).toBeVisible();
    link.focus();
    await expect(link).toHaveFocus();
  },
};

/** While the figure's query loads: a placeholder, the card busy, no change line. */
export const Loading: Story = {
  args: { status: 'loading', change: 0.1 },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('.stat-card')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading')).toBeInTheDocument();
    await expect(canvas.queryByText('₦154,250.00')).toBeNull();
    await expect(canvas.queryByText(/vs previous period/)).toBeNull();
  },
};

/** The query failed: the card says so instead of showing a wrong zero. */
export const Failed: Story = {
  args: { status: 'failed', errorMessage: 'Could not get orders. Try again later.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Could not get orders. Try again later.')).toBeVisible();
    await expect(canvas.queryByText('₦154,250.00')).toBeNull();
  },
};

/** A dashboard's row of figures: cards share the width and wrap on a phone. */
export const DashboardRow: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }}>
      <StatCard
        label="Today's sales"
        value={<Money amount={154250} />}
        change={0.125}
        href="/merchant/reports"
      />
      <StatCard
        label="Orders to process"
        value={7}
        change={-0.3}
        changeLabel="vs yesterday"
        href="/merchant/orders"
      />
      <StatCard label="Onboarding completion" value="75%" />
      <StatCard label="Returns waiting" value={0} status="loading" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByText('75%')).toBeVisible();
  },
};
