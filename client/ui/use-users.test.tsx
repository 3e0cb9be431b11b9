import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { fakeApi } from '../test/fake-api';
import { NAME_LOADING, useUsers } from './use-users';

describe('useUsers', () => {
  it('shows a placeholder while names load, never the raw account id', async () => {
    let answer: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => {
      fakeApi({
        'GET /users': () => {
          resolve();
          return new Promise((done) => {
            answer = () => done({ data: [{ id: '557058:aaa', displayName: 'Alice Admin' }] });
          });
        },
      });
    });
    const { result } = renderHook(() => useUsers(['557058:aaa', 'gone-1']));
    await asked;
    expect(result.current('557058:aaa')).toBe(NAME_LOADING);
    expect(result.current('gone-1')).toBe(NAME_LOADING);
    answer();
    await waitFor(() => expect(result.current('557058:aaa')).toBe('Alice Admin'));
    // Someone the site no longer knows: their id, once we know that.
    expect(result.current('gone-1')).toBe('gone-1');
    expect(result.current(null)).toBe('');
  });
});
