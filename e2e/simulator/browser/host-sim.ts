/**
 * The host page's glue around Atlassian's connect-host.js: the product modules Jira and
 * Confluence define (context, user, navigator, request, confluence (confluence-module.ts),
 * jira), the Jira pages' and the Confluence editor's behaviour, the content
 * resolver for dialogs, and the module iframes of the page. Bundled with esbuild at start.
 * Modules must be defined before `create()`: the API spec is frozen into each iframe's name.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- connect-host.js and AUI are untyped globals */
import { setUpJiraPage } from './jira-host';
import { defineHistoryModule } from './history-module';
import { defineConfluenceModule } from './confluence-module';
import { setUpConfluenceEditor } from './confluence-editor';
import {
  IFRAME_SANDBOX,
  postJson,
  promised,
  type HostConfig,
  type XdmCallback,
} from './host-types';

declare const connectHost: any;
declare const jQuery: any;

const config = JSON.parse(document.getElementById('sim-config')?.textContent ?? '{}') as HostConfig;
const sim = {
  established: [] as string[],
  flags: [] as unknown[],
  navigations: [] as unknown[],
  /** AP.confluence.saveMacro calls the open macro editor took, and those it refused. */
  savedMacros: [] as unknown[],
  refusedMacroSaves: [] as unknown[],
  closedMacroEditors: 0,
  requests: [] as unknown[],
  historyRefused: [] as string[],
};
(window as any).__sim = sim;

// jQuery 3 dropped `$iframe.load(fn)`, which connect-host.js still calls for dialogs.
const jqLoad = jQuery.fn.load;
jQuery.fn.load = function (this: any, fn: unknown, ...rest: unknown[]) {
  return typeof fn === 'function' ? this.on('load', fn) : jqLoad.call(this, fn, ...rest);
};

// Record flags for tests as AUI shows them (AJS.flag itself cannot be wrapped: a getter).
new MutationObserver((mutations) => {
  for (const mutation of mutations) {
    for (const node of mutation.addedNodes) {
      if (node instanceof HTMLElement && node.classList.contains('aui-flag')) {
        sim.flags.push({
          text: node.innerText,
          type: node.querySelector('.aui-message')?.className ?? '',
        });
      }
    }
  }
}).observe(document.body, { childList: true, subtree: true });

const callerOf = (callback: XdmCallback) => {
  const extension = callback._context?.extension;
  return {
    product: config.product,
    addonKey: extension?.addon_key ?? '',
    moduleKey: extension?.key ?? '',
    productContext: extension?.options?.productContext ?? {},
  };
};

connectHost.defineModule('context', {
  getToken: promised(function (callback: XdmCallback) {
    return postJson('/sim/context-token', callerOf(callback)).then(
      (answer) => answer.token as string,
    );
  }),
  getContext: promised(function (callback: XdmCallback) {
    return postJson('/sim/context', callerOf(callback)).then((answer) => answer.context);
  }),
});

connectHost.defineModule('user', {
  getCurrentUser(callback: XdmCallback) {
    callback({ atlassianAccountId: config.user.accountId, accountType: 'atlassian' });
  },
  getLocale(callback: XdmCallback) {
    callback(config.user.locale);
  },
  getTimeZone(callback: XdmCallback) {
    callback(config.user.timeZone);
  },
});

connectHost.defineModule('navigator', {
  go(target: string, context: Record<string, any> | undefined, callback: XdmCallback) {
    sim.navigations.push({ target, context });
    void postJson('/sim/navigate', { ...callerOf(callback), target, context: context ?? {} }).then(
      (answer) => {
        if (answer.url) window.location.assign(answer.url);
      },
    );
  },
  getLocation(callback: XdmCallback) {
    callback(config.location);
  },
  reload() {
    window.location.reload();
  },
});

/** AP.request: the host calls its own REST API as the signed-in user. */
connectHost.defineModule({
  request: promised(function (urlOrOptions: unknown, options: unknown, callback: XdmCallback) {
    void callback;
    const opts = (
      typeof urlOrOptions === 'string'
        ? { ...(options as object), url: urlOrOptions }
        : urlOrOptions
    ) as {
      url: string;
      type?: string;
      data?: unknown;
      contentType?: string;
      headers?: Record<string, string>;
    };
    const base = config.product === 'confluence' ? '/wiki' : '';
    sim.requests.push(opts);
    return fetch(base + opts.url, {
      method: opts.type ?? 'GET',
      headers: {
        'X-Sim-AP-Request': '1',
        ...(opts.contentType ? { 'Content-Type': opts.contentType } : {}),
        ...opts.headers,
      },
      body:
        opts.data === undefined || (opts.type ?? 'GET') === 'GET'
          ? undefined
          : typeof opts.data === 'string'
            ? opts.data
            : JSON.stringify(opts.data),
    }).then(async (response) => {
      const body = await response.text();
      const xhr = {
        status: response.status,
        statusText: response.statusText,
        responseText: body,
        headers: Object.fromEntries(response.headers.entries()),
      };
      if (!response.ok) throw { err: body, xhr };
      return { body, xhr };
    });
  }),
});

defineConfluenceModule(connectHost, sim);

connectHost.defineModule('jira', {
  refreshIssuePage() {
    window.location.reload();
  },
  getWorkflowConfiguration(callback: XdmCallback) {
    callback(new URLSearchParams(window.location.search).get('config') ?? '');
  },
  /** What a workflow configuration page answered to Add/Update (browser/jira-host.ts). */
  submitWorkflowConfiguration(result: { valid: boolean; value?: string }) {
    window.dispatchEvent(new CustomEvent('sim-workflow-configuration', { detail: result }));
  },
});

sim.historyRefused = defineHistoryModule(connectHost, config.frames);

// Dialogs carry no URL: the host resolves the module key, with the opener's context.
connectHost.registerContentResolver.resolveByExtension((extension: any) => {
  const deferred = jQuery.Deferred();
  void postJson('/sim/module-url', {
    product: config.product,
    addonKey: extension.addon_key,
    moduleKey: extension.key,
    productContext: extension.options?.productContext ?? {},
  }).then((answer) => {
    if (answer.error) deferred.reject(null, { text: answer.error });
    else deferred.resolve({ url: answer.url, options: {} });
  });
  return deferred.promise();
});

connectHost.onIframeEstablished((event: any) => {
  sim.established.push(event.extension.key);
});

(window as any)._AP = { ...((window as any)._AP ?? {}), dialogModules: config.dialogModules };

function createFrame(frame: HostConfig['frames'][number]): void {
  const container = connectHost.create({
    addon_key: frame.addonKey,
    key: frame.moduleKey,
    url: frame.url,
    options: {
      autoresize: !frame.fullPage,
      width: '100%',
      height: frame.height ?? '150px',
      isFullPage: frame.fullPage === true,
      productContext: frame.productContext,
      hostOrigin: window.location.origin,
      // What Jira and Confluence give every app iframe.
      sandbox: IFRAME_SANDBOX,
    },
  });
  jQuery(`#${frame.containerId}`).append(container);
}
for (const frame of config.frames) {
  const opener = frame.openedBy ? document.getElementById(frame.openedBy) : null;
  if (!opener) createFrame(frame);
  else
    opener.addEventListener('click', () => {
      if (opener.dataset.opened) return;
      opener.dataset.opened = 'yes';
      createFrame(frame);
    });
}

setUpJiraPage(connectHost, config, createFrame);
setUpConfluenceEditor(connectHost, createFrame, sim);

document.getElementById('sim-user-switch')?.addEventListener('change', (event) => {
  const url = new URL(window.location.href);
  url.searchParams.set('as', (event.target as HTMLSelectElement).value);
  window.location.assign(url.toString());
});
