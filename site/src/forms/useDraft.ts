import { useLayoutEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { readDraft, sessionDraftStorage, writeDraft } from './draft';
import { useOnEdit } from './useOnEdit';

/**
 * The form's draft in the tab's session storage (see `./draft`): saved on every edit and restored
 * right after hydration, since the prerendered page has none. Clear it with `clearDraft` once sent.
 */
export function useDraft<V extends Record<string, string>>(
  form: UseFormReturn<V>,
  storageKey: string,
  fields: readonly (keyof V & string)[],
) {
  const { reset, getValues } = form;
  useLayoutEffect(() => {
    const draft = readDraft(sessionDraftStorage(), storageKey, fields);
    if (Object.keys(draft).length > 0) reset({ ...getValues(), ...draft }, { keepDefaultValues: true });
  }, [reset, getValues, storageKey, fields]);

  useOnEdit(form, (values) => writeDraft(sessionDraftStorage(), storageKey, values));
}
