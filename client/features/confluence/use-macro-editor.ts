/**
 * The macro editor dialog's side of Confluence: the placed macro's parameters (empty for a
 * new macro), and saving on the dialog's own submit button. A choice that is not complete
 * keeps the dialog open and says why.
 */
import { useEffect, useRef, useState } from 'react';
import { hostApi } from '../../host/host-api';

export function useMacroData(): Record<string, string> | null {
  const [data, setData] = useState<Record<string, string> | null>(null);
  useEffect(() => {
    const editor = hostApi()?.macroEditor;
    if (!editor) setData({});
    else void editor.getData().then(setData);
  }, []);
  return data;
}

/** `params()` is saved when the person submits; null means "not yet", and `onInvalid` runs. */
export function useMacroSubmit(params: () => Record<string, string> | null, onInvalid: () => void) {
  const latest = useRef({ params, onInvalid });
  latest.current = { params, onInvalid };
  useEffect(() => {
    const editor = hostApi()?.macroEditor;
    if (!editor) return;
    editor.onSubmit(() => {
      const chosen = latest.current.params();
      if (!chosen) {
        latest.current.onInvalid();
        return;
      }
      editor.save(chosen);
      editor.close();
    });
  }, []);
}
