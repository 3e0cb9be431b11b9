import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useDelayedFlag } from './use-delayed-flag';
import { SIGN_IN } from './sign-in-constants';

describe('the spinner delay (docs/PRODUCT.md: 500 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows only for requests that take 500 ms or more, and hides at once when they end', () => {
    expect(SIGN_IN.spinnerDelayMs).toBe(500);
    const { result, rerender } = renderHook(
      ({ active }) => useDelayedFlag(active, SIGN_IN.spinnerDelayMs),
      { initialProps: { active: true } },
    );
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ active: false });
    expect(result.current).toBe(false);
    // A fast request never shows it.
    rerender({ active: true });
    act(() => vi.advanceTimersByTime(300));
    rerender({ active: false });
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(false);
  });
});
