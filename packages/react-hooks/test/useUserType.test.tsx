import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useUserType } from '../src/useUserType';

describe('useUserType', () => {
  it('follows the path it is given', () => {
    const { result, rerender } = renderHook(({ path }) => useUserType(path), {
      initialProps: { path: '/merchant/products' },
    });
    expect(result.current).toBe('merchant');
    rerender({ path: '/admin/merchant/1' });
    expect(result.current).toBe('admin');
    rerender({ path: '/about' });
    expect(result.current).toBe('');
  });
});
