import type { ReactNode } from 'react';
import type { FieldOwnProps } from './fieldProps';
import * as FormField from './parts';

/** The frame every preset field shares: the root, its label, the control (`children`), the hint and the error. */
export function PresetField({
  label,
  hint,
  error,
  required,
  id,
  className,
  children,
}: FieldOwnProps & { children: ReactNode }) {
  return (
    <FormField.Root controlId={id} required={required} className={className}>
      <FormField.Label>{label}</FormField.Label>
      {children}
      <FormField.Hint>{hint}</FormField.Hint>
      <FormField.Error>{error}</FormField.Error>
    </FormField.Root>
  );
}
