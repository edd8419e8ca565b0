import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { AppError } from '#domain/shared/app-error.ts';
import { StripeWebhooks } from '#infrastructure/payments/stripe-webhooks.ts';

const SECRET = 'whsec_test';
const stripe = new Stripe('sk_test_x');
const webhooks = new StripeWebhooks(stripe, SECRET);
const PROPOSAL = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';

function signed(event: object, secret = SECRET) {
  const payload = JSON.stringify(event);
  return {
    body: new TextEncoder().encode(payload),
    signature: stripe.webhooks.generateTestHeaderString({ payload, secret }),
  };
}

const completed = (session: object = {}, type = 'checkout.session.completed') => ({
  id: 'evt_1',
  object: 'event',
  type,
  data: {
    object: {
      id: 'cs_test_1',
      object: 'checkout.session',
      payment_status: 'paid',
      amount_total: 50_001,
      currency: 'gbp',
      client_reference_id: PROPOSAL,
      metadata: { proposal_id: PROPOSAL },
      ...session,
    },
  },
});

describe('StripeWebhooks', () => {
  it('reads a signed, paid checkout.session.completed as a confirmed deposit', () => {
    const { body, signature } = signed(completed());
    expect(webhooks.confirmedDeposit(body, signature)).toEqual({
      eventId: 'evt_1',
      eventType: 'checkout.session.completed',
      proposalId: PROPOSAL,
      amountPence: 50_001,
      currency: 'gbp',
      providerReference: 'cs_test_1',
    });
  });

  it('refuses a bad, missing or foreign signature, and a body changed after signing', () => {
    const { body, signature } = signed(completed());
    const refused = (run: () => unknown) => {
      const error = (() => {
        try {
          run();
        } catch (caught) {
          return caught;
        }
      })();
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).kind).toBe('invalid');
    };
    refused(() => webhooks.confirmedDeposit(body, undefined));
    refused(() => webhooks.confirmedDeposit(body, 't=1,v1=deadbeef'));
    refused(() => webhooks.confirmedDeposit(body, signed(completed(), 'whsec_other').signature));
    const tampered = new TextEncoder().encode(JSON.stringify(completed({ amount_total: 1 })));
    refused(() => webhooks.confirmedDeposit(tampered, signature));
  });

  it('ignores other events, unpaid sessions and sessions this site did not make', () => {
    const ignored = (event: object) => {
      const { body, signature } = signed(event);
      expect(webhooks.confirmedDeposit(body, signature)).toBeNull();
    };
    ignored(completed({}, 'checkout.session.expired'));
    ignored(completed({ payment_status: 'unpaid' }));
    ignored(completed({ metadata: {}, client_reference_id: null }));
    ignored(completed({ metadata: { proposal_id: 'not-a-uuid' } }));
  });
});
