import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dismissToast, toast, useToastState } from './toast.ts';

describe('toasts', () => {
  it('shows one at a time: a new toast replaces the one on screen', () => {
    const { result } = renderHook(() => useToastState());
    act(() => {
      toast({ title: 'Link copied!' });
    });
    expect(result.current.current?.title).toBe('Link copied!');
    let second = 0;
    act(() => {
      second = toast({ title: 'Failed to copy', variant: 'error' });
    });
    expect(result.current.current).toMatchObject({
      id: second,
      title: 'Failed to copy',
      variant: 'error',
    });
    act(() => dismissToast(second - 1)); // the replaced one: nothing to do
    expect(result.current.current?.id).toBe(second);
    act(() => dismissToast(second));
    expect(result.current.current).toBeNull();
    expect(result.current.used).toBe(true);
  });
});
