import { atom } from 'jotai';
import type { HostStatus } from '../host/host-bridge';

/** Where the app runs: loading the host API, inside a host, in a plain tab, or failed. */
export const hostStatusAtom = atom<HostStatus | { kind: 'loading' }>({ kind: 'loading' });
