import type { DepositPayments, DepositWebhooks } from '#application/proposals/ports.ts';
import type { Config } from '#infrastructure/config.ts';
import type { Logger } from '#infrastructure/logger.ts';
import { BankTransferPayments } from '#infrastructure/payments/bank-transfer-payments.ts';

/** Bank transfers by default; with `STRIPE_SECRET_KEY`, Stripe Checkout (the package loads only then). */
export async function openPayments(
  config: Config,
  logger: Logger,
): Promise<{ payments: DepositPayments; webhooks: DepositWebhooks | undefined }> {
  if (!config.stripeSecretKey)
    return { payments: new BankTransferPayments(config.bankPayee), webhooks: undefined };
  const { openStripe } = await import('#infrastructure/payments/stripe-payments.ts');
  const stripe = await openStripe({
    secretKey: config.stripeSecretKey,
    webhookSecret: config.stripeWebhookSecret,
    warn: (context, message) => logger.warn(context, message),
  });
  if (!stripe.webhooks) logger.warn('STRIPE_WEBHOOK_SECRET is not set: card payments cannot be recorded');
  return { payments: stripe.payments, webhooks: stripe.webhooks ?? undefined };
}
