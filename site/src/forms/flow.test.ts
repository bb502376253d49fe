import { describe, expect, it } from 'vitest';
import { formFlow, initialFlow, type FormFlowState } from './flow';

type F = 'name' | 'email';
const start = initialFlow<F>();
const sending: FormFlowState<F> = { status: 'sending', problems: {}, sendFailed: false };

describe('formFlow', () => {
  it('starts editing with no error', () => {
    expect(start).toEqual({ status: 'editing', problems: {}, sendFailed: false });
  });

  it('stays editing with the problems when a submit is invalid (nothing is sent)', () => {
    expect(formFlow(start, { type: 'submit', problems: { name: 'required' } })).toEqual({
      status: 'editing',
      problems: { name: 'required' },
      sendFailed: false,
    });
  });

  it('goes to sending on a valid submit and ignores a second submit while sending', () => {
    const next = formFlow(start, { type: 'submit', problems: {} });
    expect(next).toEqual(sending);
    expect(formFlow(next, { type: 'submit', problems: {} })).toBe(next);
    expect(formFlow(next, { type: 'submit', problems: { name: 'required' } })).toBe(next);
  });

  it('goes back to editing with the send error on failure', () => {
    expect(formFlow(sending, { type: 'failed' })).toEqual({ status: 'editing', problems: {}, sendFailed: true });
  });

  it('goes to sent on success and back to editing on restart', () => {
    const sent = formFlow(sending, { type: 'sent' });
    expect(sent.status).toBe('sent');
    expect(formFlow(sent, { type: 'submit', problems: {} })).toBe(sent);
    expect(formFlow(sent, { type: 'restart' })).toEqual(start);
  });

  it('clears the current error, validation or send failure, when the visitor types', () => {
    const invalid = formFlow(start, { type: 'submit', problems: { email: 'email' } });
    expect(formFlow(invalid, { type: 'edit' })).toEqual(start);
    const failed = formFlow(sending, { type: 'failed' });
    expect(formFlow(failed, { type: 'edit' })).toEqual(start);
    expect(formFlow(start, { type: 'edit' })).toBe(start);
  });

  it('clears a new submit’s send error: a retry starts clean', () => {
    const failed = formFlow(sending, { type: 'failed' });
    expect(formFlow(failed, { type: 'submit', problems: {} })).toEqual(sending);
  });

  it('ignores results and restarts that do not fit the state', () => {
    expect(formFlow(start, { type: 'failed' })).toBe(start);
    expect(formFlow(start, { type: 'sent' })).toBe(start);
    expect(formFlow(start, { type: 'restart' })).toBe(start);
    expect(formFlow(sending, { type: 'restart' })).toBe(sending);
  });
});
