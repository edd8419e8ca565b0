import type { BankPayee, DepositInstructions, DepositPayments } from '#application/proposals/ports.ts';
import { cardPaymentUnavailable } from '#domain/proposals/errors.ts';

/**
 * The default way to pay a deposit: the client transfers it to the configured payee quoting the
 * proposal's reference, and the owner records the payment on the proposal page.
 */
export class BankTransferPayments implements DepositPayments {
  readonly method = 'bank_transfer' as const;
  private readonly payee: BankPayee;

  constructor(payee: BankPayee) {
    this.payee = payee;
  }

  instructions(deposit: { amountPence: number; reference: string }): DepositInstructions {
    return { method: 'bank_transfer', ...deposit, payee: this.payee };
  }

  async startCheckout(): Promise<{ checkoutUrl: string }> {
    throw cardPaymentUnavailable();
  }
}
