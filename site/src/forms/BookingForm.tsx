import { AutoHeight, FormCard, Presence, SelectField, useReducedMotion } from '@agency/design-system';
import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { booking } from '../content/booking';
import { BookingThankYou } from './BookingThankYou';
import { ContentIcon } from '../ui/icons/ContentIcon';
import { MessageForm } from './MessageForm';
import { useMessageForm } from './useMessageForm';

const { form: text } = booking;

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
 * The booking form with its states and the thank-you view, on react-hook-form: a part of its own,
 * loaded after the first view (the page's HTML shows the form until it hydrates). The two views swap
 * with an exit, then an enter (`Presence`), the height gliding in between; the thank-you takes focus,
 * and so does the form's first field when it comes back.
 */
export default function BookingForm({ serviceRequest, onServiceChange }: BookingFormProps) {
  const reducedMotion = useReducedMotion();
  const formCard = useRef<HTMLElement | null>(null);
  // The view on the page: the form or the thank-you. Under reduced motion the next view is attached
  // before the last one is detached, so a detach never clears it.
  const attachView = useCallback((element: HTMLElement | null) => {
    if (element) formCard.current = element;
  }, []);
  // After a successful request the values are cleared, except the service (`content/forms`).
  const messageForm = useMessageForm('booking');
  const { form, status, restart, field, focusField } = messageForm;
  const service = useWatch({ control: form.control, name: 'service' });

  useEffect(() => onServiceChange(service), [service, onServiceChange]);

  const takeRequest = useEffectEvent((request: ServiceRequest) => {
    if (status === 'sent') restart();
    form.setValue('service', request.title);
    // Wait for the form to render (it may be coming back from the thank-you view), then bring it in.
    requestAnimationFrame(() => {
      formCard.current?.scrollIntoView({ behavior: reducedMotion ? 'instant' : 'smooth', block: 'start' });
      // Focus confirms the choice to screen readers ("Service, Web Development") without a second jump.
      focusField('service', { preventScroll: true });
    });
  });
  // Only a new request moves the form.
  useEffect(() => {
    if (serviceRequest) takeRequest(serviceRequest);
  }, [serviceRequest]);

  const sent = status === 'sent';
  return (
    <AutoHeight>
      <Presence view={sent ? 'sent' : 'form'}>
        {sent ? (
          <BookingThankYou id={text.id} ref={attachView} onRestart={restart} />
        ) : (
          <FormCard
            id={text.id}
            ref={attachView}
            title={text.heading}
            note={text.responsePromise}
            noteIcon={<ContentIcon name="clock" size="sm" />}
          >
            <MessageForm state={messageForm} text={text} messageRows={5} submitIcon={<ContentIcon name="send" />}>
              <SelectField
                {...text.fields.service}
                {...field('service')}
                placeholder={text.servicePlaceholder}
                options={text.serviceOptions}
              />
            </MessageForm>
          </FormCard>
        )}
      </Presence>
    </AutoHeight>
  );
}
