import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, spyOn, userEvent as user, waitFor, within } from 'storybook/test';
import { ImageUpload, type ImageUploadProps } from './ImageUpload';
import { type StorySandbox, StorySandboxProvider, storySandbox } from './storySandbox';

/** A product photo stand-in: a coloured square with its name (an SVG data URL, works offline). */
const swatch = (name: string, color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect width="240" height="240" fill="${color}"/><text x="120" y="130" font-family="sans-serif" font-size="26" fill="#fff" text-anchor="middle">${name}</text></svg>`,
  )}`;

const ANKARA = swatch('Ankara', '#9a3412');
const ADIRE = swatch('Adire', '#1d4ed8');
const BEADS = swatch('Beads', '#116b3a');

// A real 1×1 PNG, so a chosen file previews as an image.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const png = (name: string) => new File([PNG], name, { type: 'image/png' });

/** ImageUpload with its value in state, as a form holds it. */
function Controlled(props: Omit<ImageUploadProps, 'value' | 'onChange'> & { initial?: string[] }) {
  const { initial = [], ...rest } = props;
  const [images, setImages] = useState(initial);
  return <ImageUpload {...rest} value={images} onChange={setImages} />;
}

const meta = {
  title: 'Kit/ImageUpload',
  component: Controlled,
  args: { label: 'Product photos', purpose: 'product-photo', initial: [ANKARA, ADIRE, BEADS], maxFiles: 6 },
  // Uploads go to a fresh sandbox's `uploadMedia`, a little slowed so that progress shows.
  loaders: [
    async () => {
      const kit = await storySandbox();
      kit.sandbox.faults.set('uploadMedia', { latencyMs: 300 });
      return { kit };
    },
  ],
  decorators: [
    (Story, { loaded }) => (
      <StorySandboxProvider kit={loaded.kit as StorySandbox}>
        <Story />
      </StorySandboxProvider>
    ),
  ],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

const srcs = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('img')
    .map((img) => img.getAttribute('src'));

/** Three photos in order, each with its own labelled controls; the rules are said under the label. */
export const Photos: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Product photos')).toHaveAccessibleDescription(
      'JPEG, PNG or WEBP, up to 5 MB each; at most 6 images.',
    );
    await expect(canvas.getByRole('list', { name: 'Product photos: 3 of 6' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Product photos, 1 of 3' })).toHaveAttribute('src', ANKARA);
    await expect(canvas.getByRole('button', { name: 'Move image 1 earlier' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Move image 3 later' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Files of the wrong type or too large are refused, each named with the rule it breaks. */
export const RefusedFiles: Story = {
  play: async ({ canvas }) => {
    // The picker's accept is only a hint: a person can pick "All files".
    const picker = user.setup({ applyAccept: false });
    const huge = new File([new Uint8Array(6 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    const gif = new File([PNG], 'logo.gif', { type: 'image/gif' });
    await picker.upload(canvas.getByLabelText('Product photos'), [gif, huge]);
    const alert = await canvas.findByRole('alert');
    await expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['logo.gif is not a JPEG, PNG or WEBP file.', 'huge.png is 6 MB: the limit is 5 MB.']);
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
  },
};

/**
 * Chosen files preview at once with their progress, join the list when uploaded (announced, at the
 * sandbox's URL), and their object URLs are released; a file named .png whose bytes are text is refused.
 */
export const Uploading: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const revoke = spyOn(URL, 'revokeObjectURL');
    const text = new File(['not a photo'], 'failing.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Product photos'), [png('kaftan.png'), text]);
    await canvas.findByRole('progressbar', { name: 'Uploading kaftan.png' });
    await expect(canvas.getByRole('img', { name: 'kaftan.png, uploading' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    await waitFor(() => expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument(), { timeout: 3000 });
    await expect(canvas.getByRole('img', { name: 'Product photos, 4 of 4' })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/sandbox-assets\/media\/\d+\/kaftan\.png$/),
    );
    await expect(srcs(canvasElement)).toHaveLength(4);
    await expect(canvas.getByRole('img', { name: 'Product photos, 4 of 4' })).toBeInTheDocument();
    await expect(canvas.getByText('kaftan.png added. 4 of 6 images.')).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'failing.png is not an image: JPEG, PNG, WebP or GIF files only',
    );
    await expect(revoke).toHaveBeenCalledTimes(2);
    revoke.mockRestore();
  },
};

/** Reordering from the keyboard: the image moves, focus moves with it, the new place is announced. */
export const Reorder: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    canvas.getByRole('button', { name: 'Move image 2 earlier' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(srcs(canvasElement)).toEqual([ADIRE, ANKARA, BEADS]);
    await expect(canvas.getByText('Image 2 moved to position 1 of 3.')).toBeInTheDocument();
    // Now first, it cannot move earlier: focus is on its "later" button.
    await expect(canvas.getByRole('button', { name: 'Move image 1 later' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(srcs(canvasElement)).toEqual([ANKARA, ADIRE, BEADS]);
    await expect(canvas.getByRole('button', { name: 'Move image 2 later' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(srcs(canvasElement)).toEqual([ANKARA, BEADS, ADIRE]);
    // At the end, "later" does nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Move image 3 later' }));
    await expect(srcs(canvasElement)).toEqual([ANKARA, BEADS, ADIRE]);
  },
};

/** Removing: the image goes, focus goes to the image now in its place, then to the picker. */
export const Remove: Story = {
  args: { initial: [ANKARA, ADIRE] },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove image 1' }));
    await expect(srcs(canvasElement)).toEqual([ADIRE]);
    await expect(canvas.getByText('Image 1 removed. 1 of 6 images.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove image 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    await expect(canvas.getByLabelText('Product photos')).toHaveFocus();
  },
};

/** A logo takes one image: a second file is refused by name, and the picker is off while it is full. */
export const SingleLogo: Story = {
  args: {
    label: 'Store logo',
    purpose: 'store-logo',
    initial: [],
    maxFiles: 1,
    maxBytes: 1024 * 1024,
    accept: 'image/png',
  },
  play: async ({ canvas, userEvent }) => {
    const picker = canvas.getByLabelText('Store logo');
    await expect(picker).not.toHaveAttribute('multiple');
    await expect(picker).toHaveAccessibleDescription('PNG, up to 1 MB each; one image.');
    const upload = user.setup({ applyAccept: false });
    await upload.upload(picker, png('logo.png'));
    await expect(await canvas.findByRole('progressbar', { name: 'Uploading logo.png' })).toBeInTheDocument();
    await expect(picker).toBeDisabled();
    await canvas.findByRole('img', { name: 'Store logo, 1 of 1' }, { timeout: 3000 });
    await expect(picker).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove image 1' }));
    await expect(picker).toBeEnabled();
  },
};
