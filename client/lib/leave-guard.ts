/**
 * "Leave with unsaved edits?" for the browser's Back and Forward. The app's router has no
 * blockers (it is not a data router), so a screen with unsaved edits installs a guard while
 * they exist:
 * - in a tab (the portal, the web app): a popstate listener in the capture phase runs before
 *   the router's own, keeps the router from seeing the move, steps the browser back to where it
 *   was and asks; leaving repeats the move with the guard stood aside;
 * - in a host page module the host's Back reaches the app through its history
 *   (client/host/host-page-history.tsx), which asks `activeLeaveGuard()` before following it.
 */
import { useEffect, useRef } from 'react';

/** Resolves true when the person chose to leave (the edits are then dropped). */
export type LeaveGuard = () => Promise<boolean>;

let active: LeaveGuard | null = null;

/** The guard of the screen shown, if its edits are unsaved. */
export const activeLeaveGuard = (): LeaveGuard | null => active;

/** While `when`, Back and Forward ask `confirmLeave` before the screen is left. */
export function useLeaveGuard(when: boolean, confirmLeave: LeaveGuard): void {
  const latest = useRef(confirmLeave);
  latest.current = confirmLeave;
  useEffect(() => {
    if (!when) return;
    const guard: LeaveGuard = () => latest.current();
    active = guard;
    /** Set while the browser is stepped back to the screen, and while leaving after all. */
    let passing: 'restoring' | 'leaving' | null = null;
    let asking = false;
    /** The screen's place in the router's history (React Router keeps `idx` in the state). */
    const current = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    const onPopState = (event: PopStateEvent) => {
      if (passing === 'leaving') return;
      event.stopImmediatePropagation();
      if (passing === 'restoring') {
        passing = null;
        return;
      }
      // Where the browser went, relative to the screen: undo it, then ask.
      const idx = (window.history.state as { idx?: number } | null)?.idx;
      const back = typeof idx === 'number' ? idx < current : true;
      passing = 'restoring';
      window.history.go(back ? 1 : -1);
      if (asking) return;
      asking = true;
      void guard().then((leave) => {
        asking = false;
        if (!leave) return;
        passing = 'leaving';
        window.history.go(back ? -1 : 1);
      });
    };
    window.addEventListener('popstate', onPopState, { capture: true });
    return () => {
      window.removeEventListener('popstate', onPopState, { capture: true });
      if (active === guard) active = null;
    };
  }, [when]);
}
