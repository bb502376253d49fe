import { Icon, type IconProps } from '@agency/design-system';
import type { PaymentBrandKey } from '../../content/icons';
import { paymentLogos } from './logos/payment';

/** A payment method's logo (the footer's). */
export function PaymentIcon({ name, ...rest }: Omit<IconProps, 'icon'> & { name: PaymentBrandKey }) {
  return <Icon icon={paymentLogos[name]} {...rest} />;
}
