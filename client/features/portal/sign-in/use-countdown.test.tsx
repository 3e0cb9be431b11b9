import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { formatCountdown, useCountdown } from './use-countdown';
import { SIGN_IN } from './sign-in-constants';

describe('the resend countdown (docs/PRODUCT.md: 15 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads as minutes and seconds', () => {
    expect(formatCountdown(15)).toBe('0:15');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3)).toBe('0:00');
  });

  it('counts down a step a second to 0, stays there, and starts over on restart', () => {
    expect(SIGN_IN.phoneResendCountdownSeconds).toBe(15);
    const { result } = renderHook(() => useCountdown(SIGN_IN.phoneResendCountdownSeconds));
    expect(result.current.remaining).toBe(15);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(14);
    for (let i = 0; i < 13; i++) act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(0);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.remaining).toBe(0);
    act(() => result.current.restart());
    expect(result.current.remaining).toBe(15);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(14);
  });
});
