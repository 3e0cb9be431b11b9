/**
 * Our Forge host speaks the bridge exactly as Atlassian's own packages do. @forge/bridge,
 * @forge/jira-bridge and @forge/confluence-bridge are devDependencies only (their CommonJS
 * index would add about 32 KB gzip to the light entries): each of our calls is made once by
 * the real package and once by ours, on the same recording `__bridge`, and the two
 * `callBridge(name, payload)` calls must be the same (functions compared as functions).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as ForgeBridgePackage from '@forge/bridge';
import { forgeBridge, type ForgeContext } from './forge-bridge';
import { forgeHostApi } from './forge-host-api';
import { forgeTransport, WRITE_EVENT } from './forge-transport';

type Call = [string, unknown];
let calls: Call[] = [];
const callBridge = (name: string, payload?: unknown): Promise<unknown> => {
  calls.push([name, payload]);
  if (name === 'invoke') return Promise.resolve({ success: true, payload: { status: 204 } });
  if (name === 'fetchRemote') return Promise.resolve({ status: 204, headers: {}, body: null });
  if (name === 'on') return Promise.resolve({ unsubscribe: () => undefined });
  return Promise.resolve(true);
};

/** A call with every function replaced by a marker, so payloads compare as data. */
const shape = (call: Call | undefined): unknown =>
  JSON.parse(
    JSON.stringify(call ?? null, (_key, value: unknown) =>
      typeof value === 'function' ? '<function>' : value,
    ) as string,
  );

/** The one call `run` makes. */
async function recorded(run: () => unknown): Promise<Call | undefined> {
  calls = [];
  await run();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(calls).toHaveLength(1);
  return calls[0];
}

type Real = {
  bridge: typeof ForgeBridgePackage;
  jira: { workflowRules: { onConfigure(fn: () => Promise<string>): Promise<void> } };
  confluence: { setMacroViewportHeight(height: number): Promise<void> };
};
let real: Real;

const context = (extension: ForgeContext['extension']): ForgeContext => ({
  moduleKey: 'checklist',
  localId: 'm-1',
  locale: 'en-US',
  extension,
});
const ours = (ctx = context({ type: 'jira:issuePanel' })) =>
  forgeHostApi(forgeBridge(callBridge), ctx);

beforeAll(async () => {
  // The packages take `__bridge` when they load, as in a Custom UI page.
  (globalThis as { __bridge?: unknown }).__bridge = { callBridge };
  real = {
    bridge: await import('@forge/bridge'),
    jira: (await import('@forge/jira-bridge/out/index.js')) as unknown as Real['jira'],
    confluence:
      (await import('@forge/confluence-bridge/out/index.js')) as unknown as Real['confluence'],
  };
});
afterAll(() => {
  delete (globalThis as { __bridge?: unknown }).__bridge;
});

describe('the Forge host calls the bridge as @forge/bridge does', () => {
  it('flags: showFlag and closeFlag', async () => {
    let handle: { close(): void } = { close: () => undefined };
    const mine = await recorded(() => {
      handle = ours().showFlag({
        title: 'Saved',
        body: 'All of it',
        type: 'success',
        close: 'auto',
      });
    });
    const id = (mine?.[1] as { id: string }).id;
    let flag: { close(): Promise<unknown> } | undefined;
    const theirs = await recorded(() => {
      flag = real.bridge.showFlag({
        id,
        title: 'Saved',
        description: 'All of it',
        type: 'success',
        isAutoDismiss: true,
      });
    });
    expect(shape(mine)).toEqual(shape(theirs));
    expect(shape(await recorded(() => handle.close()))).toEqual(
      shape(await recorded(() => flag?.close())),
    );
  });

  it('dialogs: new Modal({ resource, size, context }).open()', async () => {
    const mine = await recorded(() =>
      ours().openDialog({ key: 'checklist-modals', width: '500px', customData: { uid: 'c1' } }),
    );
    const theirs = await recorded(() =>
      new real.bridge.Modal({
        resource: 'app',
        size: 'medium',
        closeOnEscape: true,
        context: { screen: 'checklist-modals', customData: { uid: 'c1' } },
      }).open(),
    );
    expect(shape(mine)).toEqual(shape(theirs));
  });

  it('closing a dialog or a macro config: view.close(payload), view.submit({ config })', async () => {
    expect(shape(await recorded(() => ours().closeDialog({ saved: true })))).toEqual(
      shape(await recorded(() => real.bridge.view.close({ saved: true }))),
    );
    const editor = ours(context({ type: 'macro', entryPoint: 'config' })).macroEditor;
    expect(shape(await recorded(() => editor?.save({ templateUid: 't1' })))).toEqual(
      shape(await recorded(() => real.bridge.view.submit({ config: { templateUid: 't1' } }))),
    );
  });

  it('navigation: router.navigate to a page', async () => {
    expect(shape(await recorded(() => ours().openPage('10001')))).toEqual(
      shape(
        await recorded(() =>
          real.bridge.router.navigate({ target: 'contentView', contentId: '10001' }),
        ),
      ),
    );
  });

  it('events: events.emit and events.on', async () => {
    expect(shape(await recorded(() => ours().emit('changed', { uid: 'c1' })))).toEqual(
      shape(await recorded(() => real.bridge.events.emit('changed', { uid: 'c1' }))),
    );
    expect(shape(await recorded(() => ours().on('changed', () => undefined)))).toEqual(
      shape(await recorded(() => real.bridge.events.on('changed', () => undefined))),
    );
  });

  it('a macro’s height: setMacroViewportHeight(n)', async () => {
    const macro = ours(context({ type: 'macro', content: { id: '10001' } }));
    expect(shape(await recorded(() => macro.resize(240)))).toEqual(
      shape(await recorded(() => real.confluence.setMacroViewportHeight(240))),
    );
  });

  it('workflow rules: workflowRules.onConfigure(fn)', async () => {
    expect(
      shape(
        await recorded(() =>
          ours().onWorkflowSave(
            () => '{}',
            () => true,
          ),
        ),
      ),
    ).toEqual(shape(await recorded(() => real.jira.workflowRules.onConfigure(async () => '{}'))));
  });
});

describe('our API calls reach the remote as invokeRemote and requestRemote send them', () => {
  const transport = forgeTransport(forgeBridge(callBridge));
  const headers = { Accept: 'application/json', 'Accept-Language': 'de' };

  it('JSON: invokeRemote({ path, method, headers, body })', async () => {
    const body = { status: 'done' };
    const mine = await recorded(() =>
      transport.json({ method: 'PATCH', path: '/items/i1', headers, body }),
    );
    const theirs = await recorded(() =>
      real.bridge.invokeRemote({ path: '/api/items/i1', method: 'PATCH', headers, body }),
    );
    expect(shape(mine)).toEqual(shape(theirs));
  });

  it('binary: requestRemote(remote, { path, method, headers })', async () => {
    const mine = await recorded(() =>
      transport.binary({ method: 'GET', path: '/signatures/s1', headers }),
    );
    const theirs = await recorded(() =>
      real.bridge.requestRemote('checklists', {
        path: '/api/signatures/s1',
        method: 'GET',
        headers,
      }),
    );
    expect(shape(mine)).toEqual(shape(theirs));
  });

  it('a write is announced with events.emit', async () => {
    expect(shape(await recorded(() => transport.announceWrite()))).toEqual(
      shape(await recorded(() => real.bridge.events.emit(WRITE_EVENT, {}))),
    );
  });
});
