import { useCallback, type Ref } from 'react';

/** Sets a ref the caller passed, whichever kind it is. */
function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** One callback ref for a part's own (embla's, the Root's state) and the caller's `ref`. */
export function useComposedRef<T>(own: (node: T | null) => void, theirs: Ref<T> | undefined) {
  return useCallback(
    (node: T | null) => {
      own(node);
      assignRef(theirs, node);
    },
    [own, theirs],
  );
}
