// readableColor: a merchant's text colour kept when it reads on its background (4.5:1), else the same hue
// darkened (or lightened on dark backgrounds) just enough, so a themed store page stays readable.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableColor } from '../../src/components/themed/readableColor';

const hex = fc
  .array(fc.integer({ min: 0, max: 255 }), { minLength: 3, maxLength: 3 })
  .map((c) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`);

describe('readableColor', () => {
  it('keeps a colour that reads, and darkens the spec default text colour on white', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(readableColor('#000000', '#ffffff')).toBe('#000000');
    const shown = readableColor('#f5b042', '#ffffff');
    expect(shown).not.toBe('#f5b042');
    expect(contrastRatio(shown, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('lightens a dark label on a dark button', () => {
    const shown = readableColor('#222222', '#000000');
    expect(contrastRatio(shown, '#000000')).toBeGreaterThanOrEqual(4.5);
  });

  it('always gives a colour with at least 4.5:1 against the background', () => {
    fc.assert(
      fc.property(hex, hex, (color, background) => {
        expect(contrastRatio(readableColor(color, background), background)).toBeGreaterThanOrEqual(
          4.5 - 1e-9,
        );
      }),
    );
  });
});
