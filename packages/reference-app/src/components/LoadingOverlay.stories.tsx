import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingOverlay } from './LoadingOverlay';
import './components.css';

const meta = {
  title: 'Components/LoadingOverlay',
  component: LoadingOverlay,
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Covers the page and tells screen readers what is loading. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    const overlay = canvasElement.querySelector('.loading-overlay');
    await expect(overlay && getComputedStyle(overlay).position).toBe('fixed');
  },
};

export const WithLabel: Story = {
  args: { label: 'Loading your session' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your session');
  },
};
