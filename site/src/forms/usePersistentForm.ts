import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { clearDraft, readDraft, resetValues, sessionDraftStorage, startingValues, writeDraft } from './draft';
import type { FormValues } from './validation';

export interface PersistentFormOptions<F extends string> {
  /** Session-storage key of the draft, unique per form (e.g. 'draft:contact'). */
  storageKey: string;
  /** The form's fields, in screen order. */
  fields: readonly F[];
  /** Values to start with when there is no draft for a field. */
  initial?: Partial<FormValues<F>>;
}

export interface PersistentForm<F extends string> {
  readonly values: FormValues<F>;
  /** Changes one field and saves the draft. */
  setValue(name: F, value: string): void;
  /**
   * Empties the form (keeping the fields in `keep`) and removes the draft. Kept values stay on
   * screen but are not stored again until the visitor edits the form.
   */
  reset(keep?: readonly F[]): void;
}

/**
 * A form's values, restored from and saved to session storage as the visitor types, so a failed send
 * or an accidental reload loses nothing. Never use it for secrets (passwords).
 */
export function usePersistentForm<F extends string>({
  storageKey,
  fields,
  initial,
}: PersistentFormOptions<F>): PersistentForm<F> {
  // The first render matches the prerendered page (no draft there); the draft comes back right after,
  // before the browser paints.
  const [values, setValues] = useState<FormValues<F>>(() => startingValues(fields, initial, undefined));
  useLayoutEffect(() => {
    const draft = readDraft(sessionDraftStorage(), storageKey, fields);
    // Reading session storage has to wait for the browser (the prerendered HTML has no draft), so the
    // restored values arrive in a second render, still before the first paint.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (Object.keys(draft).length > 0) setValues(startingValues(fields, initial, draft));
    // Restored once, on mount: later changes of `initial` do not overwrite what the visitor typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storageKey]);

  const setValue = useCallback(
    (name: F, value: string) => {
      setValues((current) => {
        const next = { ...current, [name]: value };
        writeDraft(sessionDraftStorage(), storageKey, next);
        return next;
      });
    },
    [storageKey],
  );

  const reset = useCallback(
    (keep: readonly F[] = []) => {
      clearDraft(sessionDraftStorage(), storageKey);
      setValues((current) => resetValues(current, fields, keep));
    },
    [storageKey, fields],
  );

  return useMemo(() => ({ values, setValue, reset }), [values, setValue, reset]);
}
