/** A person's name shows as "…" while it loads, never as the raw account id (issue 21). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useUsers } from './use-users';
import { fakeApi, type FakeAnswer } from '../test/fake-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Names({ ids }: { ids: string[] }) {
  const nameOf = useUsers(ids);
  return <p data-testid="names">{ids.map(nameOf).join(', ')}</p>;
}

describe('names of people', () => {
  it('show "…" until the names come, then the names; an unknown id stays an id', async () => {
    let answer: ((value: FakeAnswer) => void) | undefined;
    fakeApi({
      'GET /users': () =>
        new Promise<FakeAnswer>((resolve) => {
          answer = resolve;
        }),
    });
    render(<Names ids={['acc-557058:bob', 'acc-gone']} />);
    expect(screen.getByTestId('names').textContent).toBe('…, …');
    await waitFor(() => expect(answer).toBeDefined());
    answer?.({ data: [{ id: 'acc-557058:bob', displayName: 'Bob Member', avatarUrl: null }] });
    expect(await screen.findByText('Bob Member, acc-gone')).toBeTruthy();
  });
});
