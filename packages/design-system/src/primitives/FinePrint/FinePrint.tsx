import type { ComponentPropsWithoutRef } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './FinePrint.css';

export type FinePrintProps = ComponentPropsWithoutRef<'p'>;

/**
 * A line of small print under a form or a section: how the details sent are used, a licence, a
 * source. Small, in the colour of the text around it (put it where that is muted), its links
 * underlined in its own colour.
 */
export function FinePrint({ className, ...rest }: FinePrintProps) {
  return <p {...rest} className={cx(styles.root, className)} />;
}
