/**
 * The states of a sending form (spec section 4, contact and booking forms) as a pure transition
 * function: editing → sending → sent, or back to editing with the send error on failure.
 */
import { hasProblems, type FormProblems } from './validation';

export type FormStatus = 'editing' | 'sending' | 'sent';

export interface FormFlowState<F extends string> {
  readonly status: FormStatus;
  /** Invalid fields from the last submit (cleared by typing). */
  readonly problems: FormProblems<F>;
  /** The last send failed (the error banner shows; cleared by typing or a new submit). */
  readonly sendFailed: boolean;
}

export type FormFlowEvent<F extends string> =
  /** The visitor changed a field: the current error goes away. */
  | { readonly type: 'edit' }
  /** The visitor submitted; `problems` is the result of validating the values. */
  | { readonly type: 'submit'; readonly problems: FormProblems<F> }
  | { readonly type: 'failed' }
  | { readonly type: 'sent' }
  /** Back to an empty form after a successful send ('Submit Another Request'). */
  | { readonly type: 'restart' };

export function initialFlow<F extends string>(): FormFlowState<F> {
  return { status: 'editing', problems: {}, sendFailed: false };
}

/** The next state. Events that do not apply in the current state leave it unchanged (same object). */
export function formFlow<F extends string>(state: FormFlowState<F>, event: FormFlowEvent<F>): FormFlowState<F> {
  switch (event.type) {
    case 'edit':
      if (!hasProblems(state.problems) && !state.sendFailed) return state;
      return { ...state, problems: {}, sendFailed: false };
    case 'submit':
      // A second submit while sending (or after sending) does nothing.
      if (state.status !== 'editing') return state;
      if (hasProblems(event.problems)) return { status: 'editing', problems: event.problems, sendFailed: false };
      return { status: 'sending', problems: {}, sendFailed: false };
    case 'failed':
      if (state.status !== 'sending') return state;
      return { status: 'editing', problems: {}, sendFailed: true };
    case 'sent':
      if (state.status !== 'sending') return state;
      return { status: 'sent', problems: {}, sendFailed: false };
    case 'restart':
      if (state.status !== 'sent') return state;
      return initialFlow();
  }
}
