import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getSessionToken,
  keepTokenFromSearch,
  onSessionTokenChange,
  setSessionToken,
} from './credentials';

describe('session token keeping', () => {
  beforeEach(() => setSessionToken(null));

  it('keeps a jwt query parameter as the session token', () => {
    keepTokenFromSearch('?issueKey=SIM-1&jwt=abc.def.ghi&lic=none');
    expect(getSessionToken()).toBe('abc.def.ghi');
  });

  it('leaves the token alone when the query has none', () => {
    setSessionToken('current');
    keepTokenFromSearch('?issueKey=SIM-1');
    expect(getSessionToken()).toBe('current');
  });

  it('tells listeners about a new token, once', () => {
    const listener = vi.fn();
    const stop = onSessionTokenChange(listener);
    setSessionToken('one');
    setSessionToken('one');
    setSessionToken('two');
    stop();
    setSessionToken('three');
    expect(listener.mock.calls).toEqual([['one'], ['two']]);
  });
});
