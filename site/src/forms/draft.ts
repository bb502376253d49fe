/**
 * Drafts: a form's unsent values kept in session storage, so that an accidental reload (or a failed
 * send followed by one) does not lose what the visitor typed. Session storage is per tab and ends
 * with it; nothing secret (no password) is ever stored. Pure functions over a storage, so they can
 * be tested with a fake one.
 */
/** The values of a form, every field a string. */
export type FormValues<F extends string> = Record<F, string>;

/** The part of the Web Storage API drafts use. */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where a form's draft is kept in session storage. */
export const draftKey = (form: string) => `draft:${form}`;

/** Whether the tab keeps a draft of the form (storage that cannot be read keeps none). */
export function hasDraft(form: string): boolean {
  return sessionDraftStorage()?.getItem(draftKey(form)) != null;
}

/** The tab's session storage, or `undefined` where it is unavailable (blocked, sandboxed, no window). */
export function sessionDraftStorage(): DraftStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Reading `sessionStorage` throws a SecurityError when storage is blocked.
    return undefined;
  }
}

/**
 * The stored draft's values for the given fields. Anything unusable (no draft, not JSON, not an
 * object, a field that is not a string, unknown fields) is ignored, so a stale or tampered draft can
 * never break the form.
 */
export function readDraft<F extends string>(
  storage: DraftStorage | undefined,
  key: string,
  fields: readonly F[],
): Partial<FormValues<F>> {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(key) ?? null;
  } catch {
    return {};
  }
  if (raw === null) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const draft: Partial<FormValues<F>> = {};
  for (const field of fields) {
    const value = (parsed as Record<string, unknown>)[field];
    if (typeof value === 'string') draft[field] = value;
  }
  return draft;
}

/**
 * Stores the values as the form's draft; when every value is empty the draft is removed instead.
 * Storage errors (quota, blocked storage) are ignored: a draft is a convenience, never a failure.
 */
export function writeDraft<F extends string>(
  storage: DraftStorage | undefined,
  key: string,
  values: Partial<FormValues<F>>,
): void {
  const entries = Object.entries(values).filter(([, value]) => typeof value === 'string' && value !== '');
  try {
    if (entries.length === 0) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // Ignored on purpose (see above).
  }
}

/** Removes the form's draft (after a successful send). */
export function clearDraft(storage: DraftStorage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Ignored on purpose.
  }
}
