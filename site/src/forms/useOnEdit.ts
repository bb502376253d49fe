import { useEffect, useEffectEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Calls `onEdit` with the form's values after every change of a field (typed, or set by `setValue`);
 * a `reset` (a draft restored, the form emptied after a send) is not an edit.
 */
export function useOnEdit<V extends FieldValues>({ subscribe }: UseFormReturn<V>, onEdit: (values: V) => void) {
  const edited = useEffectEvent(onEdit);
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values, name }) => {
          if (name !== undefined) edited(values);
        },
      }),
    [subscribe],
  );
}
