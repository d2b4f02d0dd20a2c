import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DateText } from './DateText';

// 23:30 UTC on 23 November is already 24 November in Lagos (UTC+1).
const LATE_EVENING_UTC = '2026-11-23T23:30:00.000Z';

const meta = {
  title: 'Kit/DateText',
  component: DateText,
  args: { value: LATE_EVENING_UTC },
} satisfies Meta<typeof DateText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Lagos calendar day, whatever the browser's zone, in a <time> with the exact value. */
export const DateInLagos: Story = {
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveAttribute('datetime', LATE_EVENING_UTC);
    await expect(time).toHaveTextContent('24 Nov 2026');
  },
};

/** Date and Lagos time. */
export const DateTime: Story = {
  args: { format: 'dateTime' },
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time?.textContent).toMatch(/24 Nov 2026.*00:30/);
  },
};

/** A calendar day (a report's startDate) stays that day. */
export const CalendarDay: Story = {
  args: { value: '2026-11-01' },
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveAttribute('datetime', '2026-11-01');
    await expect(time).toHaveTextContent('1 Nov 2026');
  },
};

/** Relative to now, with the full date as its title. */
export const Relative: Story = {
  args: { format: 'relative', value: '2026-11-24T09:00:00.000Z', now: new Date('2026-11-24T12:00:00.000Z') },
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveTextContent('3 hours ago');
    await expect(time?.getAttribute('title')).toMatch(/24 Nov 2026/);
  },
};

/** No date: a dash read as "No date"; text that is not a date shows as it came. */
export const Missing: Story = {
  args: { value: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No date')).toBeInTheDocument();
  },
};
