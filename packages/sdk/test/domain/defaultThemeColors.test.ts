import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_TEXT_COLOR } from '../../src/constants';
import { DEFAULT_THEME_COLORS } from '../../src/domain/defaultThemeColors';

describe('DEFAULT_THEME_COLORS', () => {
  it('has the text colour of the spec, white labels and field backgrounds, the rest black', () => {
    expect(DEFAULT_THEME_COLORS).toEqual({
      headingsAndLinks: '#000000',
      bodyText: DEFAULT_THEME_TEXT_COLOR,
      salePrice: '#000000',
      primaryButton: '#000000',
      primaryLabel: '#ffffff',
      fieldText: '#000000',
      fieldBorder: '#000000',
      fieldBackground: '#ffffff',
    });
    expect(DEFAULT_THEME_COLORS.bodyText).toBe('#f5b042');
  });
});
