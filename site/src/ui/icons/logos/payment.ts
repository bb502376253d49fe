/** Logos of the payment methods (footer). */
import type { PaymentBrandKey } from '../../../content/icons';
import type { SvgComponent } from '../types';
import { spriteLogos } from './logoIcon';
import { paymentLogoKeys } from './payment.keys';
import paymentSprite from './payment.svg?url';

export const paymentLogos: Record<PaymentBrandKey, SvgComponent> = spriteLogos(paymentSprite, paymentLogoKeys);
