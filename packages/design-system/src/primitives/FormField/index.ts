export {
  TextField,
  TextAreaField,
  SelectField,
  PasswordField,
  type FieldOwnProps,
  type TextFieldProps,
  type TextAreaFieldProps,
  type SelectFieldProps,
  type SelectOption,
  type PasswordFieldProps,
} from './FormField';
