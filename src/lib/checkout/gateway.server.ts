// The payment gateway the store charges through. Only the built-in test gateway ships; a real processor is added as
// another PaymentGateway (docs/payments.md) and chosen here.
import type { PaymentGateway } from './gateway';
import { testGateway } from './test-gateway';

export const paymentGateway = (): PaymentGateway => testGateway;
