import { AutoHeight, FormCard, Presence, SelectField, useReducedMotion } from '@agency/design-system';
import { useCallback, useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { booking, type BookingFieldName } from '../../content/booking';
import { MessageForm } from '../../forms/MessageForm';
import { required } from '../../forms/rules';
import { useEmailMessageForm } from '../../forms/useEmailMessageForm';
import { ContentIcon } from '../../ui/icons/ContentIcon';
import { BookingThankYou } from './BookingThankYou';

const { form } = booking;

const fields = ['name', 'email', 'service', 'message'] as const satisfies readonly BookingFieldName[];

/** A service card's 'Select Service' (a new object each time, so the same service can be picked twice). */
export interface ServiceRequest {
  readonly title: string;
}

export interface BookingFormProps {
  /** The last 'Select Service': the form takes it, comes into view and focuses the service. */
  serviceRequest?: ServiceRequest;
  /** The service the form holds, whenever it changes ('' for none). */
  onServiceChange(service: string): void;
}

/**
 * The booking form with its states and the thank-you view (spec section 4), on react-hook-form: a part
 * of its own, loaded after the first view (the page's HTML shows the form until it hydrates). The two
 * views swap with an exit, then an enter (`Presence`), the height gliding in between; the thank-you
 * takes focus, and so does the form's first field when it comes back.
 */
export default function BookingForm({ serviceRequest, onServiceChange }: BookingFormProps) {
  const reducedMotion = useReducedMotion();
  const formCard = useRef<HTMLElement | null>(null);
  // The view on the page: the form or the thank-you. Under reduced motion the next view is attached
  // before the last one is detached, so a detach never clears it.
  const attachView = useCallback((element: HTMLElement | null) => {
    if (element) formCard.current = element;
  }, []);
  // After a successful request the values are cleared, except the service (spec section 4).
  const messageForm = useEmailMessageForm('booking', fields, ['service']);
  const { status, restart, field, focusField } = messageForm;
  const { setValue, control } = messageForm.form;
  const service = useWatch({ control, name: 'service' });

  useEffect(() => onServiceChange(service ?? ''), [service, onServiceChange]);

  useEffect(() => {
    if (!serviceRequest) return;
    if (status === 'sent') restart();
    setValue('service', serviceRequest.title);
    // Wait for the form to render (it may be coming back from the thank-you view), then bring it in.
    requestAnimationFrame(() => {
      formCard.current?.scrollIntoView({ behavior: reducedMotion ? 'instant' : 'smooth', block: 'start' });
      // Focus confirms the choice to screen readers ("Service, Web Development") without a second jump.
      focusField('service', { preventScroll: true });
    });
    // Only a new request moves the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serviceRequest]);

  const sent = status === 'sent';
  return (
    <AutoHeight>
      <Presence view={sent ? 'sent' : 'form'}>
        {sent ? (
          <BookingThankYou id={form.id} ref={attachView} onRestart={restart} />
        ) : (
          <FormCard
            id={form.id}
            ref={attachView}
            title={form.heading}
            note={form.responsePromise}
            noteIcon={<ContentIcon name="clock" size="sm" />}
          >
            <MessageForm state={messageForm} text={form} messageRows={5} submitIcon={<ContentIcon name="send" />}>
              <SelectField
                {...form.fields.service}
                {...field('service', required)}
                placeholder={form.servicePlaceholder}
                options={form.serviceOptions}
              />
            </MessageForm>
          </FormCard>
        )}
      </Presence>
    </AutoHeight>
  );
}
