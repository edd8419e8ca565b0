import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import type {
  DepositCheckoutRequest,
  DepositInstructions,
  DepositPayments,
  DepositWebhooks,
} from '#application/proposals/ports.ts';
import { cardPaymentUnavailable } from '#domain/proposals/errors.ts';
import { StripeWebhooks } from './stripe-webhooks.ts';

/** Where the Stripe client sends its requests: Stripe itself unless a test points it at a local server. */
export interface StripeEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface StripeSettings {
  secretKey: string;
  /** Unset: no webhook is accepted (and card payments are never recorded). */
  webhookSecret: string | undefined;
  endpoint?: StripeEndpoint;
  warn(context: object, message: string): void;
}

/**
 * Deposits by card through Stripe Checkout: a hosted page for the deposit in GBP, and the
 * `checkout.session.completed` webhook that records it. The `stripe` package is loaded here only, and
 * this module only when `STRIPE_SECRET_KEY` is set.
 */
export async function openStripe(
  settings: StripeSettings,
): Promise<{ payments: StripePayments; webhooks: DepositWebhooks | null }> {
  const { default: StripeClient } = await import('stripe');
  const stripe = new StripeClient(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...settings.endpoint,
  });
  return {
    payments: new StripePayments(stripe, settings.warn),
    webhooks: settings.webhookSecret ? new StripeWebhooks(stripe, settings.webhookSecret) : null,
  };
}

export class StripePayments implements DepositPayments {
  readonly method = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly warn: StripeSettings['warn'];

  constructor(stripe: Stripe, warn: StripeSettings['warn']) {
    this.stripe = stripe;
    this.warn = warn;
  }

  instructions(deposit: { amountPence: number; reference: string }): DepositInstructions {
    return { method: 'stripe', ...deposit };
  }

  async startCheckout(request: DepositCheckoutRequest): Promise<{ checkoutUrl: string }> {
    const params = checkoutSessionParams(request);
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create(params, {
        // The same request within Stripe's idempotency window (a double click) opens the same session;
        // a changed one (the client's new e-mail address) gets a key of its own.
        idempotencyKey: `deposit-${request.proposalId}-${createHash('sha256').update(JSON.stringify(params)).digest('hex').slice(0, 16)}`,
      });
    } catch (error) {
      this.warn({ err: error, proposalId: request.proposalId }, 'Stripe refused the checkout');
      throw cardPaymentUnavailable();
    }
    if (!session.url) throw cardPaymentUnavailable();
    return { checkoutUrl: session.url };
  }
}

/** The Checkout Session for one deposit: one line in GBP, tied to the proposal both ways. */
export function checkoutSessionParams(request: DepositCheckoutRequest): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    client_reference_id: request.proposalId,
    customer_email: request.clientEmail,
    metadata: { proposal_id: request.proposalId, reference: request.reference },
    payment_intent_data: {
      description: `Deposit ${request.reference}`,
      metadata: { proposal_id: request.proposalId, reference: request.reference },
    },
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'gbp',
          unit_amount: request.amountPence,
          product_data: { name: `Deposit: ${request.proposalTitle}`.slice(0, 250) },
        },
      },
    ],
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
  };
}
