import { Alert, Button, Inline, Stack, TextAreaField, TextField, type GlyphName } from '@agency/design-system';
import { useSaysOffline } from '../connection/useSaysOffline';
import { PrivacyNotice } from '../ui/PrivacyNotice';
import type { ReactNode } from 'react';
import { outbox } from '../content/outbox';
import type { MessageFormName } from '../content/forms';
import type { FieldText } from '../content/page';
import { Honeypot } from './honeypot';
import type { MessageForm as MessageFormState } from './messageFormState';

/** The glyphs a message form draws only once used (its errors, its outcome, the kept-message notes). */
export const messageFormGlyphs: readonly GlyphName[] = ['alert-circle', 'check-circle', 'info', 'close'];

/** The texts of a message form. */
export interface MessageFormText {
  readonly fields: { readonly name: FieldText; readonly email: FieldText; readonly message: FieldText };
  readonly submit: string;
  readonly sending: string;
  readonly requiredError: string;
  readonly invalidEmailError: string;
  readonly sendError: string;
}

export interface MessageFormProps {
  /** The form's state, from `useMessageForm`. */
  state: Pick<
    MessageFormState<MessageFormName>,
    | 'status'
    | 'failed'
    | 'missingRequired'
    | 'summaryId'
    | 'formProps'
    | 'submitRef'
    | 'field'
    | 'problem'
    | 'sendOffered'
    | 'discard'
  >;
  text: MessageFormText;
  /** Rows of the message field. */
  messageRows: number;
  /** The submit button's leading glyph. */
  submitIcon: ReactNode;
  /** Fields between the e-mail and the message (booking's service). */
  children?: ReactNode;
}

/**
 * The body the contact and booking forms share: the required-fields message, name, e-mail, the form's
 * own fields, message, the honeypot, the send error, the outbox's status, the line to the privacy
 * notice (read before sending, so it stands above the button), and the submit button.
 */
export function MessageForm({ state, text, messageRows, submitIcon, children }: MessageFormProps) {
  const { field, problem, status, missingRequired, failed, summaryId, formProps, submitRef, discard } = state;
  useSaysOffline(status === 'waiting');

  return (
    <form {...formProps}>
      <Stack gap="5">
        {missingRequired && (
          <Alert tone="danger" id={summaryId}>
            {text.requiredError}
          </Alert>
        )}
        <TextField {...text.fields.name} {...field('name')} />
        <TextField
          {...text.fields.email}
          {...field('email')}
          type="email"
          inputMode="email"
          spellCheck={false}
          error={problem('email') === 'email' ? text.invalidEmailError : undefined}
        />
        {children}
        <TextAreaField {...text.fields.message} {...field('message')} rows={messageRows} />
        <Honeypot />
        {failed && <Alert tone="danger">{text.sendError}</Alert>}
        {status === 'waiting' && (
          <Alert
            action={
              <Button variant="secondary" size="sm" onClick={discard}>
                {outbox.cancel}
              </Button>
            }
          >
            {outbox.waiting}
          </Alert>
        )}
        {status === 'offered' && (
          <Alert
            action={
              <Inline gap="3">
                <Button size="sm" onClick={state.sendOffered}>
                  {outbox.sendNow}
                </Button>
                <Button variant="secondary" size="sm" onClick={discard}>
                  {outbox.discard}
                </Button>
              </Inline>
            }
          >
            {outbox.offered}
          </Alert>
        )}
        <PrivacyNotice />
        <div>
          <Button
            type="submit"
            size="lg"
            ref={submitRef}
            busy={status === 'sending'}
            busyLabel={text.sending}
            disabled={status === 'waiting' || status === 'offered'}
            iconStart={submitIcon}
          >
            {text.submit}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
