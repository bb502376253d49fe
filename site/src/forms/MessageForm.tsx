import { Alert, Button, Inline, Stack, TextAreaField, TextField } from '@agency/design-system';
import type { ReactNode } from 'react';
import { outbox } from '../content/outbox';
import { Honeypot } from './honeypot';
import { required, requiredEmail } from './rules';
import type { MessageForm as MessageFormState } from './useMessageForm';

/** A text field's content: label, placeholder, autocomplete, whether it is required. */
interface FieldText {
  readonly label: string;
  readonly placeholder?: string;
  readonly required: boolean;
  readonly autoComplete?: string;
}

/** The texts of a message form (spec sections 4 and 5). */
export interface MessageFormText {
  readonly fields: { readonly name: FieldText; readonly email: FieldText; readonly message: FieldText };
  readonly submit: string;
  readonly sending: string;
  readonly requiredError: string;
  readonly invalidEmailError: string;
  readonly sendError: string;
}

type MessageField = 'name' | 'email' | 'message';

export interface MessageFormProps<F extends MessageField> {
  /** The form's state, from `useMessageForm`. */
  state: MessageFormState<F>;
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
 * own fields, message, the honeypot, the send error, the outbox's status, and the submit button.
 */
export function MessageForm<F extends MessageField>({
  state,
  text,
  messageRows,
  submitIcon,
  children,
}: MessageFormProps<F>) {
  const { field, problem, status, missingRequired, sendFailed, summaryId } = state;
  const { onSubmit, attachForm, attachSubmit, cancelWaiting, sendOffered } = state;
  const rulesOf = (fieldText: FieldText) => (fieldText.required ? required : {});
  const fieldAt = (name: MessageField) => field(name as F, rulesOf(text.fields[name]));

  return (
    <form noValidate onSubmit={onSubmit} ref={attachForm}>
      <Stack gap="5">
        {missingRequired && (
          <Alert tone="danger" id={summaryId}>
            {text.requiredError}
          </Alert>
        )}
        <TextField {...text.fields.name} {...fieldAt('name')} />
        <TextField
          {...text.fields.email}
          {...field('email' as F, requiredEmail)}
          type="email"
          inputMode="email"
          spellCheck={false}
          error={problem('email' as F) === 'email' ? text.invalidEmailError : undefined}
        />
        {children}
        <TextAreaField {...text.fields.message} {...fieldAt('message')} rows={messageRows} />
        <Honeypot />
        {sendFailed && <Alert tone="danger">{text.sendError}</Alert>}
        {status === 'waiting' && (
          <Alert
            action={
              <Button variant="secondary" size="sm" onClick={cancelWaiting}>
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
                <Button size="sm" onClick={sendOffered}>
                  {outbox.sendNow}
                </Button>
                <Button variant="secondary" size="sm" onClick={cancelWaiting}>
                  {outbox.discard}
                </Button>
              </Inline>
            }
          >
            {outbox.offered}
          </Alert>
        )}
        <div>
          <Button
            type="submit"
            size="lg"
            ref={attachSubmit}
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
