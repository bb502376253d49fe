import { Button, SuccessPanel } from '@agency/design-system';
import type { Ref } from 'react';
import { booking } from '../content/booking';

const { thankYou } = booking;

export interface BookingThankYouProps {
  /** The form's anchor: 'Select Service' scrolls here, whichever of the two shows. */
  id: string;
  ref: Ref<HTMLElement>;
  /** Back to the (cleared) form. */
  onRestart(): void;
}

/** Replaces the form once the request is sent; its button brings the form back. */
export function BookingThankYou({ id, ref, onRestart }: BookingThankYouProps) {
  return (
    <SuccessPanel
      id={id}
      ref={ref}
      title={thankYou.title}
      focusOnMount
      action={<Button onClick={onRestart}>{thankYou.action}</Button>}
    >
      {thankYou.message}
    </SuccessPanel>
  );
}
