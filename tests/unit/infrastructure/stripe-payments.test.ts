import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DepositCheckoutRequest } from '#application/proposals/ports.ts';
import { AppError } from '#domain/shared/app-error.ts';
import { openStripe } from '#infrastructure/payments/stripe-payments.ts';
import { RecordingLog } from '../../fixtures/fakes/in-memory-shared.ts';

// A stand-in for api.stripe.com on localhost: the real client builds and sends the real request.
interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}
const seen: Seen[] = [];
let answer: { status: number; body: object };
let server: Server;
let port: number;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    req.on('end', () => resolve(text));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      authorization: req.headers.authorization,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      form: new URLSearchParams(await readBody(req)),
    });
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

const request: DepositCheckoutRequest = {
  proposalId: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee',
  proposalTitle: 'Website redesign',
  amountPence: 50_001,
  reference: 'DEP-AAAAAAAABBBB',
  clientEmail: 'ada@example.com',
  successUrl: 'https://site.test/portal/proposals/aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee?payment=success',
  cancelUrl: 'https://site.test/portal/proposals/aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee?payment=cancelled',
};

async function adapters(log = new RecordingLog()) {
  return openStripe({
    secretKey: 'sk_test_x',
    webhookSecret: undefined,
    endpoint: { host: '127.0.0.1', port, protocol: 'http' },
    warn: log.warn,
  });
}

describe('StripePayments', () => {
  it('creates a Checkout Session for the deposit in GBP and answers its URL', async () => {
    answer = {
      status: 200,
      body: {
        id: 'cs_test_1',
        object: 'checkout.session',
        url: 'https://checkout.stripe.com/c/pay/cs_test_1',
      },
    };
    const { payments } = await adapters();
    expect(payments.method).toBe('stripe');
    expect(await payments.startCheckout(request)).toEqual({
      checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
    const [call] = seen;
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('/v1/checkout/sessions');
    expect(call?.authorization).toBe('Bearer sk_test_x');
    expect(call?.idempotencyKey).toMatch(new RegExp(`^deposit-${request.proposalId}-[0-9a-f]{16}$`));
    const form = Object.fromEntries(call?.form ?? []);
    expect(form).toMatchObject({
      mode: 'payment',
      client_reference_id: request.proposalId,
      customer_email: 'ada@example.com',
      'metadata[proposal_id]': request.proposalId,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '50001',
      'line_items[0][price_data][product_data][name]': 'Deposit: Website redesign',
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
  });

  it('sends a repeated request with the same idempotency key, a changed one with another', async () => {
    answer = {
      status: 200,
      body: { id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.test/1' },
    };
    const { payments } = await adapters();
    await payments.startCheckout(request);
    await payments.startCheckout(request);
    await payments.startCheckout({ ...request, clientEmail: 'ada@new.example' });
    const keys = seen.map((call) => call.idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("turns Stripe's refusal into 'card payment unavailable', and logs it", async () => {
    answer = { status: 400, body: { error: { type: 'invalid_request_error', message: 'No such thing' } } };
    const log = new RecordingLog();
    const { payments } = await adapters(log);
    const error = await payments.startCheckout(request).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('PROPOSALS.CARD_PAYMENT_UNAVAILABLE');
    expect(log.messages).toEqual(['Stripe refused the checkout']);
  });

  it('gives the amount and reference for the card button', async () => {
    const { payments, webhooks } = await adapters();
    expect(payments.instructions({ amountPence: 50_001, reference: 'DEP-X' })).toEqual({
      method: 'stripe',
      amountPence: 50_001,
      reference: 'DEP-X',
    });
    expect(webhooks).toBeNull();
  });
});
