/**
 * The macro editor dialog's side of Confluence: the placed macro's parameters (empty for a
 * new macro), and saving on the dialog's own submit button. A choice that is not complete
 * keeps the dialog open and says why. Confluence keeps a macro's parameters under their
 * descriptor identifiers (lowercase, shared/confluence-rules.ts): `identifiers` maps the
 * editor's names to them both ways.
 */
import { useEffect, useRef, useState } from 'react';
import { hostApi } from '../../host/host-api';
import { fromMacroIdentifiers, toMacroIdentifiers } from '../../../shared/confluence-rules';

type Identifiers<K extends string> = Readonly<Record<K, string>>;

export function useMacroData<K extends string>(
  identifiers: Identifiers<K>,
): Partial<Record<K, string>> | null {
  const [data, setData] = useState<Partial<Record<K, string>> | null>(null);
  useEffect(() => {
    const editor = hostApi()?.macroEditor;
    if (!editor) setData({});
    else void editor.getData().then((stored) => setData(fromMacroIdentifiers(identifiers, stored)));
  }, [identifiers]);
  return data;
}

/** `params()` is saved when the person submits; null means "not yet", and `onInvalid` runs. */
export function useMacroSubmit<K extends string>(
  identifiers: Identifiers<K>,
  params: () => Partial<Record<K, string>> | null,
  onInvalid: () => void,
) {
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
      editor.save(toMacroIdentifiers(identifiers, chosen));
      editor.close();
    });
  }, [identifiers]);
}
