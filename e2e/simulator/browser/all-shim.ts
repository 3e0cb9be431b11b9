/**
 * Appended to atlassian-connect-js's iframe.js when the simulator serves it as `all.js`: the
 * few documented APIs the npm build cannot provide by itself (e2e/simulator/README.md, "What it plays").
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- AP is the untyped global of iframe.js */
(() => {
  const AP = (window as any).AP;
  if (!AP) return;
  if (!AP.sizeToParent && AP.env)
    AP.sizeToParent = (...args: unknown[]) => AP.env.sizeToParent(...args);
  if (!AP.getLocation && AP.env)
    AP.getLocation = (callback: unknown) => AP.env.getLocation(callback);
  const history = AP.history;
  if (history && AP.events) {
    // The documented popState(callback), and getState() without a callback answering the
    // state this frame last set or heard (the host answers only over the bridge, with a callback).
    let state = '';
    const getState = history.getState;
    const pushState = history.pushState;
    const replaceState = history.replaceState;
    AP.events.on('history_popstate', (event: { newURL?: string }) => {
      const url = String(event?.newURL ?? '');
      const at = url.indexOf('#!');
      state = at === -1 ? '' : url.slice(at + 2);
    });
    history.popState = (callback: (event: unknown) => void) =>
      AP.events.on('history_popstate', callback);
    history.getState = (...args: unknown[]) => {
      if (args.some((arg) => typeof arg === 'function')) return getState.apply(history, args);
      return state;
    };
    history.pushState = (newState: unknown, ...rest: unknown[]) => {
      if (typeof newState === 'string') state = newState;
      return pushState.call(history, newState, ...rest);
    };
    history.replaceState = (newState: unknown, ...rest: unknown[]) => {
      if (typeof newState === 'string') state = newState;
      return replaceState.call(history, newState, ...rest);
    };
  }
  // AP.jira.WorkflowConfiguration lives in the frame, as in Jira: the page registers onSave and
  // onSaveValidation; the host's Add/Update button asks (event `jira_workflow_save`) and the
  // answer goes back through the host's jira module.
  if (AP.jira && AP.events) {
    let onSave: (() => unknown) | undefined;
    let onValidate: (() => unknown) | undefined;
    const configuration = {
      onSave: (fn: () => unknown) => (onSave = fn),
      onSaveValidation: (fn: () => unknown) => (onValidate = fn),
      trigger: () => {
        const valid = onValidate ? onValidate() !== false : true;
        return valid ? { valid, value: String(onSave?.() ?? '') } : { valid };
      },
    };
    AP.jira.WorkflowConfiguration = configuration;
    AP.events.on('jira_workflow_save', () =>
      AP.jira.submitWorkflowConfiguration?.(configuration.trigger()),
    );
  }
  const request = AP.request;
  if (typeof request === 'function') {
    // Functions cannot cross the bridge: success/error callbacks are called from the promise here.
    AP.request = (urlOrOptions: any, maybeOptions?: any) => {
      const options =
        typeof urlOrOptions === 'string'
          ? { ...maybeOptions, url: urlOrOptions }
          : { ...urlOrOptions };
      const { success, error, ...rest } = options;
      const promise = request(rest);
      if (success || error) {
        promise.then(
          (r: any) => success?.(r.body, 'success', r.xhr),
          (r: any) => error?.(r.xhr, 'error', r.err),
        );
      }
      return promise;
    };
  }
})();
