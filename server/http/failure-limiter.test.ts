import { describe, expect, it } from 'vitest';
import { FailureLimiter } from './failure-limiter';

describe('FailureLimiter', () => {
  it('blocks an address after the limit of failures until its window ends', () => {
    let now = 0;
    const limiter = new FailureLimiter(3, 1000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.isBlocked('a')).toBe(false);
      limiter.recordFailure('a');
    }
    expect(limiter.isBlocked('a')).toBe(true);
    expect(limiter.isBlocked('b')).toBe(false);
    now = 1000;
    expect(limiter.isBlocked('a')).toBe(false);
  });

  it('stays bounded under a flood of addresses', () => {
    const limiter = new FailureLimiter(3, 1000, () => 0, 100);
    for (let i = 0; i < 1000; i++) limiter.recordFailure(`10.0.${Math.floor(i / 256)}.${i % 256}`);
    expect(limiter.isBlocked('10.0.3.231')).toBe(false);
    expect(
      (limiter as unknown as { windows: Map<string, unknown> }).windows.size,
    ).toBeLessThanOrEqual(100);
  });
});
