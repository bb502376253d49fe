// The parts every field is made of. The root works out, while it renders, which messages the field
// has, so the control's `aria-describedby` and `aria-invalid` are right in the server's HTML too (an
// effect that found them after mounting would leave the prerendered page without them).
import {
  Children,
  Fragment,
  createContext,
  isValidElement,
  use,
  useId,
  type AriaAttributes,
  type ComponentPropsWithRef,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { Slot } from '../../utils/Slot';
import { cx } from '../../utils/cx';
import { Glyph } from '../Glyph';
import * as styles from './FormField.css';

/** What the root tells its parts. */
interface FormFieldContextValue {
  /** The control's id: the label's `for`, and the start of the hint's and error's ids. */
  controlId: string;
  /** The hint's id when the field shows a hint. */
  hintId: string | undefined;
  /** The error's id when the field shows an error. */
  errorId: string | undefined;
  required: boolean;
}

const FormFieldContext = createContext<FormFieldContextValue | null>(null);

/** The field a part is in. Internal: adornments such as the password toggle read the control's id from it. */
export function useFormField(part: string): FormFieldContextValue {
  const context = use(FormFieldContext);
  if (!context) throw new Error(`FormField.${part} must be inside FormField.Root.`);
  return context;
}

/** Whether a hint or error has something to show: not empty, not a boolean. */
const hasContent = (node: ReactNode) => node !== undefined && node !== null && typeof node !== 'boolean' && node !== '';

const hintIdOf = (controlId: string) => `${controlId}-hint`;
const errorIdOf = (controlId: string) => `${controlId}-error`;

interface Messages {
  hintId?: string;
  errorId?: string;
}

/**
 * Finds the `Hint` and `Error` with content among the root's children, inside fragments and plain
 * elements too (not inside other components, whose output is not known before they render).
 */
function findMessages(children: ReactNode, controlId: string, found: Messages = {}): Messages {
  Children.forEach(children, (child) => {
    if (!isValidElement<{ children?: ReactNode; id?: string }>(child)) return;
    const { props } = child;
    if (child.type === FormFieldHint) {
      if (hasContent(props.children)) found.hintId ??= props.id ?? hintIdOf(controlId);
    } else if (child.type === FormFieldError) {
      if (hasContent(props.children)) found.errorId ??= props.id ?? errorIdOf(controlId);
    } else if (child.type === Fragment || typeof child.type === 'string') {
      findMessages(props.children, controlId, found);
    }
  });
  return found;
}

type AriaInvalid = AriaAttributes['aria-invalid'];

/**
 * The description and validity a control (or a group) gets: the hint, then the error, then its own
 * `aria-describedby`; invalid with an error, or when it says so itself.
 */
function wiring(field: FormFieldContextValue, own: { 'aria-describedby'?: string; 'aria-invalid'?: AriaInvalid }) {
  const describedBy = [field.hintId, field.errorId, own['aria-describedby']].filter(Boolean).join(' ');
  const invalid = field.errorId !== undefined || own['aria-invalid'] === true || own['aria-invalid'] === 'true';
  return { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy || undefined } as const;
}

interface FormFieldRootOwnProps {
  /**
   * The control's id, which `Label` points at; the hint's and error's ids start with it
   * (`<id>-hint`, `<id>-error`). Generated when not given. Set it here, not on the control.
   */
  controlId?: string;
  /**
   * Shows a '*' after the label or legend (hidden from assistive technology), and `Control` sets
   * `required` on its control (`aria-required` on an element that is not a native form control).
   * In a group, mark the inputs `required` themselves where the browser can check them (radios); a
   * `role="radiogroup"` fieldset gets `aria-required`.
   */
  required?: boolean;
  /** `Label` (or `Legend`), the control, `Hint` and `Error`, in that order. */
  children?: ReactNode;
}

/** A field for one control: a `<div>`. */
export interface FormFieldRootDivProps
  extends FormFieldRootOwnProps, Omit<ComponentPropsWithRef<'div'>, keyof FormFieldRootOwnProps> {
  /** 'div' (default): one control, named by `Label` and wired by `Control`. */
  as?: 'div';
}

/** A field for a group of controls (checkboxes, radios): a `<fieldset>`. */
export interface FormFieldRootFieldsetProps
  extends FormFieldRootOwnProps, Omit<ComponentPropsWithRef<'fieldset'>, keyof FormFieldRootOwnProps> {
  /**
   * 'fieldset': a group of controls, named by `Legend` (its first child). The fieldset itself is
   * described by `Hint` and `Error` and marked `aria-invalid` with an error; each input keeps its own
   * label.
   */
  as: 'fieldset';
}

export type FormFieldRootProps = FormFieldRootDivProps | FormFieldRootFieldsetProps;

/**
 * A form field: gives its parts the control's id and tells `Control` (or, as a fieldset, itself)
 * which hint and error describe it. `Hint` and `Error` must be among its children, directly or inside
 * fragments and plain elements, for that wiring to find them.
 */
export function FormFieldRoot(props: FormFieldRootProps) {
  const { as, controlId: givenId, required = false, className, children, ...rest } = props;
  const generatedId = useId();
  const controlId = givenId ?? generatedId;
  const { hintId, errorId } = findMessages(children, controlId);
  const field: FormFieldContextValue = { controlId, hintId, errorId, required };

  if (as === 'fieldset') {
    const fieldset = rest as Omit<FormFieldRootFieldsetProps, keyof FormFieldRootOwnProps | 'as' | 'className'>;
    return (
      <FormFieldContext value={field}>
        <fieldset
          {...fieldset}
          {...wiring(field, fieldset)}
          aria-required={required && fieldset.role === 'radiogroup' ? true : fieldset['aria-required']}
          className={cx(styles.field, styles.group, className)}
        >
          {children}
        </fieldset>
      </FormFieldContext>
    );
  }
  return (
    <FormFieldContext value={field}>
      <div {...(rest as ComponentPropsWithRef<'div'>)} className={cx(styles.field, className)}>
        {children}
      </div>
    </FormFieldContext>
  );
}

function RequiredMark() {
  return (
    <span className={styles.requiredMark} aria-hidden="true">
      *
    </span>
  );
}

export type FormFieldLabelProps = ComponentPropsWithRef<'label'>;

/**
 * The field's visible label, a `<label>` for the control: the control's accessible name. The
 * required marker is not part of the name.
 */
export function FormFieldLabel({ className, children, ...rest }: FormFieldLabelProps) {
  const { controlId, required } = useFormField('Label');
  return (
    <label htmlFor={controlId} {...rest} className={cx(styles.label, className)}>
      {children}
      {required && <RequiredMark />}
    </label>
  );
}

export type FormFieldLegendProps = ComponentPropsWithRef<'legend'>;

/**
 * The visible name of a group, a `<legend>`: the first child of `<FormField.Root as="fieldset">`. It
 * looks like `Label`, required marker included.
 */
export function FormFieldLegend({ className, children, ...rest }: FormFieldLegendProps) {
  const { required } = useFormField('Legend');
  return (
    <legend {...rest} className={cx(styles.label, styles.legend, className)}>
      {children}
      {required && <RequiredMark />}
    </legend>
  );
}

export interface FormFieldControlProps extends HTMLAttributes<HTMLElement> {
  /**
   * The one control: an `<input>`, `<select>`, `<textarea>`, or a component that passes its props to
   * one. It gets the field's `id`, `aria-describedby` (the hint, the error, then its own),
   * `aria-invalid` when the field has an error (or when it says so itself) and `required`. A
   * `<label>` names native controls only: for another element (a custom combobox), give `Label` an
   * `id` and the element `aria-labelledby`.
   */
  children: ReactElement;
  /** Given to the control, in place of its own `ref`. */
  ref?: Ref<HTMLElement>;
}

const nativeControls = new Set(['input', 'select', 'textarea']);

/**
 * Renders no element of its own: wires its only child to the field, the Radix `Slot` way. Class names
 * and styles given here are merged with the child's; other attributes go on the child.
 */
export function FormFieldControl({ children, ...rest }: FormFieldControlProps) {
  const field = useFormField('Control');
  const child = isValidElement<HTMLAttributes<HTMLElement>>(children) ? children : undefined;
  const own = { ...child?.props, ...rest };
  const isNative = typeof child?.type !== 'string' || nativeControls.has(child.type);
  const requirement = field.required ? (isNative ? { required: true } : { 'aria-required': true as const }) : {};
  return (
    <Slot {...rest} id={field.controlId} {...requirement} {...wiring(field, own)}>
      {children}
    </Slot>
  );
}

export type FormFieldHintProps = ComponentPropsWithRef<'p'>;

/** Help text under the control, which describes it. Renders nothing without children. */
export function FormFieldHint({ id, className, children, ...rest }: FormFieldHintProps) {
  const { controlId } = useFormField('Hint');
  if (!hasContent(children)) return null;
  return (
    <p id={id ?? hintIdOf(controlId)} {...rest} className={cx(styles.hint, className)}>
      {children}
    </p>
  );
}

export type FormFieldErrorProps = ComponentPropsWithRef<'p'>;

/**
 * What is wrong with the value, under the control (after the hint), with an alert icon, in the
 * danger colour. It describes the control and marks it `aria-invalid`. Renders nothing without
 * children.
 */
export function FormFieldError({ id, className, children, ...rest }: FormFieldErrorProps) {
  const { controlId } = useFormField('Error');
  if (!hasContent(children)) return null;
  return (
    <p id={id ?? errorIdOf(controlId)} {...rest} className={cx(styles.error, className)}>
      <Glyph name="alert-circle" className={styles.errorIcon} aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
