export * as FormField from './parts';
export type {
  FormFieldRootProps,
  FormFieldRootDivProps,
  FormFieldRootFieldsetProps,
  FormFieldLabelProps,
  FormFieldLegendProps,
  FormFieldControlProps,
  FormFieldHintProps,
  FormFieldErrorProps,
} from './FormFieldParts';
export type { FieldOwnProps } from './fieldProps';
export {
  TextField,
  TextAreaField,
  SelectField,
  type TextFieldProps,
  type TextAreaFieldProps,
  type SelectFieldProps,
  type SelectOption,
} from './FormField';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
