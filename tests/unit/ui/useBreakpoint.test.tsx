import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeViewport, resizeDebounceMs, useBreakpoint } from '../../../src/shared/ui';

function resizeTo(width: number) {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
}

describe('describeViewport', () => {
  it('maps widths to breakpoints and device types', () => {
    expect(describeViewport(360)).toMatchObject({ breakpoint: 'xs', device: 'mobile' });
    expect(describeViewport(640)).toMatchObject({ breakpoint: 'sm', device: 'mobile' });
    expect(describeViewport(768)).toMatchObject({ breakpoint: 'md', device: 'tablet' });
    expect(describeViewport(1024)).toMatchObject({ breakpoint: 'lg', device: 'desktop' });
    expect(describeViewport(1280)).toMatchObject({ breakpoint: 'xl', device: 'desktop' });
  });
});

describe('useBreakpoint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.innerWidth = 1280;
  });
  afterEach(() => vi.useRealTimers());

  it('re-evaluates 50 ms after the last resize event', () => {
    expect(resizeDebounceMs).toBe(50);
    const { result } = renderHook(() => useBreakpoint());
    expect(result.current.device).toBe('desktop');

    act(() => resizeTo(800));
    act(() => vi.advanceTimersByTime(30));
    act(() => resizeTo(500));
    act(() => vi.advanceTimersByTime(resizeDebounceMs - 1));
    expect(result.current.device).toBe('desktop');

    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ width: 500, breakpoint: 'xs', device: 'mobile' });
  });
});
