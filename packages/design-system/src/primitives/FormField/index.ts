export { type FieldOwnProps } from './Field';
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
