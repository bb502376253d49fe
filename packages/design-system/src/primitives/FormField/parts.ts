export {
  FormFieldRoot as Root,
  FormFieldLabel as Label,
  FormFieldLegend as Legend,
  FormFieldControl as Control,
  FormFieldHint as Hint,
  FormFieldError as Error,
} from './FormFieldParts';
