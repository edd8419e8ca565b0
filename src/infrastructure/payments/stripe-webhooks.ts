import type Stripe from 'stripe';
import type { ConfirmedDeposit, DepositWebhooks } from '#application/proposals/ports.ts';
import { invalidWebhookSignature } from '#domain/proposals/errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The events that say a Checkout Session's money arrived: at once (a card: `completed`, paid), or days
 * later for a delayed method such as Bacs Direct Debit (`completed` unpaid, then
 * `async_payment_succeeded`). Stripe may deliver them in either order, late, and more than once;
 * the deposit is recorded at most once (see `recordDeposit`).
 */
const paysDeposit = (
  event: Stripe.Event,
): event is Stripe.CheckoutSessionCompletedEvent | Stripe.CheckoutSessionAsyncPaymentSucceededEvent =>
  event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded';

/**
 * Stripe's webhooks: believed only when `Stripe-Signature` verifies against the raw body and the
 * endpoint's secret. A paid Checkout Session is a confirmed deposit; every other event is ignored.
 */
export class StripeWebhooks implements DepositWebhooks {
  private readonly stripe: Stripe;
  private readonly secret: string;

  constructor(stripe: Stripe, secret: string) {
    this.stripe = stripe;
    this.secret = secret;
  }

  confirmedDeposit(rawBody: Uint8Array, signature: string | undefined): ConfirmedDeposit | null {
    let event: Stripe.Event;
    try {
      if (!signature) throw new Error('no signature');
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.secret);
    } catch {
      throw invalidWebhookSignature();
    }
    if (!paysDeposit(event)) return null;
    const session = event.data.object;
    if (session.payment_status !== 'paid') return null;
    const proposalId = session.metadata?.proposal_id ?? session.client_reference_id;
    // Only sessions this site made carry a proposal's id; anything else is not a deposit.
    if (!proposalId || !UUID.test(proposalId)) return null;
    return {
      eventId: event.id,
      eventType: event.type,
      proposalId,
      amountPence: session.amount_total ?? 0,
      currency: session.currency ?? '',
      providerReference: session.id,
    };
  }
}
