import { useId, type ComponentPropsWithoutRef } from 'react';
import { useThemeChoice } from '../../hooks/useThemeChoice';
import { visuallyHidden } from '../../theme/focus.css';
import { themeChoices, themeSwitchAttribute, type ThemeChoice } from '../../theme/themeChoice';
import { cx } from '../../utils/cx';
import { glyph } from '../Glyph';
import { Icon } from '../Icon';
import * as styles from './ThemeSwitch.css';

const icons = { system: glyph('monitor'), light: glyph('sun'), dark: glyph('moon') } as const;

export interface ThemeSwitchProps extends Omit<ComponentPropsWithoutRef<'fieldset'>, 'children' | 'onChange'> {
  /** The group's accessible name (its legend). */
  label?: string;
  /** Each choice's name: shown beside its icon with `showLabels`, otherwise to assistive technology only. */
  choiceLabels?: Record<ThemeChoice, string>;
  /** Writes each choice's name beside its icon, the options sharing the full width (e.g. in a menu panel). */
  showLabels?: boolean;
  /** Controlled choice. Leave undefined to follow and change the page's (`useThemeChoice`). */
  value?: ThemeChoice;
  /** Called with the choice the visitor picks. */
  onValueChange?: (choice: ThemeChoice) => void;
}

/**
 * System, light or dark: a group of three radio buttons (arrow keys move between them), for a page
 * whose `<html>` carries `systemTheme`. Uncontrolled, it shows the page's choice and changes it with
 * `setThemeChoice`, which also remembers it; `themeChoiceScript` applies a remembered choice before
 * the next page's first paint, and shows it in this switch's prerendered HTML before it hydrates.
 */
export function ThemeSwitch({
  label = 'Theme',
  choiceLabels = { system: 'System', light: 'Light', dark: 'Dark' },
  showLabels = false,
  value,
  onValueChange,
  className,
  ...rest
}: ThemeSwitchProps) {
  const [pageChoice, setPageChoice] = useThemeChoice();
  const choice = value ?? pageChoice;
  const name = useId();
  const choose = (next: ThemeChoice) => {
    if (value === undefined) setPageChoice(next);
    onValueChange?.(next);
  };

  return (
    <fieldset
      {...rest}
      {...{ [themeSwitchAttribute]: '' }}
      className={cx(styles.root, showLabels && styles.fill, className)}
    >
      <legend className={visuallyHidden}>{label}</legend>
      {themeChoices.map((option) => (
        <label key={option} className={cx(styles.option, showLabels && styles.labelled)}>
          <input
            type="radio"
            className={styles.input}
            name={name}
            value={option}
            checked={choice === option}
            onChange={() => choose(option)}
          />
          <Icon icon={icons[option]} size="sm" />
          <span className={showLabels ? undefined : visuallyHidden}>{choiceLabels[option]}</span>
        </label>
      ))}
    </fieldset>
  );
}
