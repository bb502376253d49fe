/** Logos of the payment methods (footer). */
import { paymentBrandKeys, type PaymentBrandKey } from '../../../content/icons';
import type { SvgComponent } from '../types';
import { spriteLogos } from './logoIcon';
import paymentSprite from './payment.svg?url';

export const paymentLogos: Record<PaymentBrandKey, SvgComponent> = spriteLogos(
  'payment',
  paymentSprite,
  paymentBrandKeys,
);
