/** Logos of the payment methods (footer). */
import type { PaymentBrandKey } from '../../../content/icons';
import type { SvgComponent } from '../types';
import { logoComponents } from './logoIcon';
import { paymentLogoData } from './payment.data';

export const paymentLogos: Record<PaymentBrandKey, SvgComponent> = logoComponents(paymentLogoData);
