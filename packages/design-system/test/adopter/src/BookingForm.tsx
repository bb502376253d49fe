// The booking form: a preset field, and two fields of our own built from FormField's parts.
import { Button, FormField, Stack, TextField, vars } from '@agency/design-system';
import { useState, type CSSProperties, type FormEvent } from 'react';

const services = ['Safety check', 'Full service', 'Something else'];

// A control of our own inside FormField.Control: the field wires it, its looks are ours.
const dateInput: CSSProperties = {
  minHeight: '3rem',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
};
const choice: CSSProperties = { display: 'flex', alignItems: 'center', gap: vars.space[3] };
const radio: CSSProperties = { width: '1.25rem', height: '1.25rem', margin: 0, accentColor: vars.color.primary };

export function BookingForm() {
  const [dayError, setDayError] = useState('');
  const [booked, setBooked] = useState('');

  function book(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const day = String(form.get('day') ?? '');
    setDayError(day ? '' : 'Choose a day for your visit.');
    if (day) setBooked(`Booked: ${String(form.get('service'))} on ${day}.`);
  }

  return (
    <form onSubmit={book} noValidate style={{ maxWidth: '32rem' }}>
      <Stack gap="6">
        <TextField label="Name" name="name" autoComplete="name" />
        <FormField.Root required>
          <FormField.Label>Day</FormField.Label>
          <FormField.Control>
            <input type="date" name="day" style={dateInput} />
          </FormField.Control>
          <FormField.Hint>We are open Tuesday to Saturday.</FormField.Hint>
          <FormField.Error>{dayError}</FormField.Error>
        </FormField.Root>
        <FormField.Root as="fieldset" role="radiogroup">
          <FormField.Legend>What needs doing?</FormField.Legend>
          {services.map((service, index) => (
            <label key={service} style={choice}>
              <input type="radio" name="service" value={service} defaultChecked={index === 0} style={radio} />
              {service}
            </label>
          ))}
        </FormField.Root>
        <Button type="submit">Request a booking</Button>
        <p role="status">{booked}</p>
      </Stack>
    </form>
  );
}
