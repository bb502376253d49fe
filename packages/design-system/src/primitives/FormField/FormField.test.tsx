import { createRef, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { FormField } from '.';

const describedBy = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

function Email({ error, hint, wrap }: { error?: ReactNode; hint?: ReactNode; wrap?: boolean }) {
  const messages = (
    <>
      <FormField.Hint>{hint}</FormField.Hint>
      <FormField.Error>{error}</FormField.Error>
    </>
  );
  return (
    <FormField.Root controlId="email" required>
      <FormField.Label>Email</FormField.Label>
      <FormField.Control>
        <input type="email" aria-describedby="extra" />
      </FormField.Control>
      <p id="extra">Extra</p>
      {wrap ? <div>{messages}</div> : messages}
    </FormField.Root>
  );
}

describe('FormField parts', () => {
  it('name the control and describe it by the hint, the error, then its own description', async () => {
    const screen = await render(<Email hint="We reply." error="Wrong address" />);
    const input = screen.getByRole('textbox', { name: 'Email' }).element();
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toBe('email-hint email-error extra');
    expect(describedBy(input)).toEqual(['We reply.', 'Wrong address', 'Extra']);
  });

  it('follow the messages as they come and go, also inside plain elements', async () => {
    const screen = await render(<Email wrap />);
    const input = screen.getByRole('textbox', { name: 'Email' }).element();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(describedBy(input)).toEqual(['Extra']);
    await screen.rerender(<Email wrap hint="We reply." error="Wrong address" />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(input)).toEqual(['We reply.', 'Wrong address', 'Extra']);
    await screen.rerender(<Email wrap hint="We reply." error="" />);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(describedBy(input)).toEqual(['We reply.', 'Extra']);
    expect(screen.container.querySelector('#email-error')).toBeNull();
  });

  it('mark a control that is not a native form control aria-required', async () => {
    const screen = await render(
      <FormField.Root required>
        {/* A <label> names native controls only: another element is labelled by the label's id. */}
        <FormField.Label id="colour-label">Colour</FormField.Label>
        <FormField.Control>
          <div
            role="combobox"
            aria-labelledby="colour-label"
            aria-expanded="false"
            aria-controls="colours"
            tabIndex={0}
          />
        </FormField.Control>
      </FormField.Root>,
    );
    const combobox = screen.getByRole('combobox', { name: 'Colour' }).element();
    expect(combobox).toHaveAttribute('aria-required', 'true');
    expect(combobox).not.toHaveAttribute('required');
  });

  it('label and describe a group as a fieldset', async () => {
    const group = (error?: string) => (
      <FormField.Root as="fieldset" role="radiogroup" required>
        <FormField.Legend>Time</FormField.Legend>
        <label>
          <input type="radio" name="time" value="am" required /> Morning
        </label>
        <FormField.Hint>Your time zone.</FormField.Hint>
        <FormField.Error>{error}</FormField.Error>
      </FormField.Root>
    );
    const screen = await render(group());
    const fieldset = screen.getByRole('radiogroup', { name: 'Time' }).element();
    expect(fieldset.tagName).toBe('FIELDSET');
    expect(fieldset).toHaveAttribute('aria-required', 'true');
    expect(fieldset).not.toHaveAttribute('aria-invalid');
    expect(describedBy(fieldset)).toEqual(['Your time zone.']);
    await screen.rerender(group('Choose a time.'));
    expect(fieldset).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(fieldset)).toEqual(['Your time zone.', 'Choose a time.']);
  });

  it('leave aria-required off a plain group (role group does not support it)', async () => {
    const screen = await render(
      <FormField.Root as="fieldset" required>
        <FormField.Legend>Channels</FormField.Legend>
        <label>
          <input type="checkbox" /> Email
        </label>
      </FormField.Root>,
    );
    expect(screen.getByRole('group', { name: 'Channels' }).element()).not.toHaveAttribute('aria-required');
  });

  it('forward class names, native attributes and refs', async () => {
    const refs = {
      root: createRef<HTMLDivElement>(),
      label: createRef<HTMLLabelElement>(),
      control: createRef<HTMLElement>(),
      hint: createRef<HTMLParagraphElement>(),
      error: createRef<HTMLParagraphElement>(),
      fieldset: createRef<HTMLFieldSetElement>(),
      legend: createRef<HTMLLegendElement>(),
    };
    const probe = (name: string) => ({ className: `probe-${name}`, 'data-part': name, lang: 'en-GB' });
    await render(
      <>
        <FormField.Root {...probe('root')} ref={refs.root}>
          <FormField.Label {...probe('label')} ref={refs.label}>
            Name
          </FormField.Label>
          <FormField.Control {...probe('control')} ref={refs.control}>
            <input className="own" />
          </FormField.Control>
          <FormField.Hint {...probe('hint')} ref={refs.hint}>
            Hint
          </FormField.Hint>
          <FormField.Error {...probe('error')} ref={refs.error}>
            Error
          </FormField.Error>
        </FormField.Root>
        <FormField.Root as="fieldset" {...probe('fieldset')} ref={refs.fieldset}>
          <FormField.Legend {...probe('legend')} ref={refs.legend}>
            Group
          </FormField.Legend>
        </FormField.Root>
      </>,
    );
    for (const [name, ref] of Object.entries(refs)) {
      const element = document.querySelector(`[data-part="${name}"]`);
      expect(element, name).not.toBeNull();
      expect(ref.current, name).toBe(element);
      expect(element, name).toHaveClass(`probe-${name}`);
      expect(element, name).toHaveAttribute('lang', 'en-GB');
      // The part's own classes stay (and the control's own class).
      expect(element!.classList.length, name).toBeGreaterThan(1);
    }
    expect(refs.control.current).toHaveClass('own');
  });

  it('say where a part belongs when it is used outside a root', () => {
    expect(() => renderToStaticMarkup(<FormField.Hint>Alone</FormField.Hint>)).toThrow(
      'FormField.Hint must be inside FormField.Root.',
    );
  });
});
