import { useEffect, useRef } from 'react';
import { hostApi } from '../../host/host-api';

/**
 * Registers a workflow rule's configuration with Jira (AP.jira.WorkflowConfiguration): Jira
 * asks for it when the admin clicks Add or Update, and keeps the form open while `valid` is
 * false. Always answers the latest values.
 */
export function useWorkflowSave(config: unknown, valid: boolean): void {
  const latest = useRef({ config, valid });
  latest.current = { config, valid };
  useEffect(() => {
    hostApi()?.onWorkflowSave(
      () => JSON.stringify(latest.current.config),
      () => latest.current.valid,
    );
  }, []);
}

/** A stored configuration from the page's `config` parameter, or undefined when unreadable. */
export function storedConfig(raw: string | null): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
