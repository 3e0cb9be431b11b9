import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, MemoryRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { HostPageHistory } from './host-page-history';
import type { HostHistory } from './host-api';
import { useLeaveGuard } from '../lib/leave-guard';

afterEach(cleanup);

const OVERVIEW = '/confluence/pages/checklist-overview';

/** An editor with unsaved edits whose guard answers what the test tells it. */
let answer: (leave: boolean) => void = () => undefined;
function Editor() {
  const [asked, setAsked] = useState(false);
  useLeaveGuard(true, () => {
    setAsked(true);
    return new Promise<boolean>((resolve) => (answer = resolve));
  });
  return <p>{asked ? 'editor, asked' : 'editor'}</p>;
}

const routes: RouteObject[] = [
  { path: `${OVERVIEW}/templates`, element: <Link to={`${OVERVIEW}/templates/edit`}>edit</Link> },
  { path: `${OVERVIEW}/templates/edit`, element: <Editor /> },
];

function Page() {
  return useRoutes(routes);
}

describe("the host's Back in a page module with unsaved edits", () => {
  it('keeps the screen and the host URL until the person chooses to leave', async () => {
    let pop: (state: string) => void = () => undefined;
    const calls: string[] = [];
    const history: HostHistory = {
      getState: () => Promise.resolve(''),
      pushState: (state) => void calls.push(`push ${state}`),
      replaceState: (state) => void calls.push(`replace ${state}`),
      onPopState: (listener) => {
        pop = listener;
        return () => undefined;
      },
    };
    render(
      <MemoryRouter initialEntries={[`${OVERVIEW}/templates`]}>
        <HostPageHistory
          link={{ history, area: '/confluence/pages', homeRoute: OVERVIEW }}
          routes={routes}
        />
        <Page />
      </MemoryRouter>,
    );
    await act(async () => screen.getByText('edit').click());
    expect(calls).toEqual(['push /checklist-overview/templates/edit']);

    // Back in the host: the app stays, the host URL is put back, the person is asked.
    await act(async () => pop('/checklist-overview/templates'));
    expect(screen.getByText('editor, asked')).toBeTruthy();
    expect(calls.at(-1)).toBe('push /checklist-overview/templates/edit');

    await act(async () => answer(true));
    expect(screen.getByText('edit')).toBeTruthy();
    expect(calls.at(-1)).toBe('replace /checklist-overview/templates');
  });
});
