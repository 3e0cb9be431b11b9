import { useCallback, useEffect, useState } from 'react';

/** "0:15", "1:05": seconds left as minutes and seconds. */
export function formatCountdown(seconds: number): string {
  const left = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
}

/** Counts down from `seconds` to 0, one step a second; `restart` starts it over. */
export function useCountdown(seconds: number): { remaining: number; restart: () => void } {
  const [remaining, setRemaining] = useState(seconds);
  const [round, setRound] = useState(0);
  useEffect(() => {
    // The count lives in the interval, not in a chain of renders: a second is a second
    // however React batches the updates.
    let left = seconds;
    const timer = setInterval(() => {
      left -= 1;
      setRemaining(left);
      if (left <= 0) clearInterval(timer);
    }, 1_000);
    return () => clearInterval(timer);
  }, [seconds, round]);
  const restart = useCallback(() => {
    setRemaining(seconds);
    setRound((count) => count + 1);
  }, [seconds]);
  return { remaining, restart };
}
