import type { DepositPaymentDto, RecordBankTransferInput } from './schemas.ts';

/** PAYMENTS HELPER: the owner records a deposit received by bank transfer; the proposal becomes locked. */
export async function recordBankTransfer(
  _deps: unknown,
  _input: RecordBankTransferInput,
): Promise<DepositPaymentDto> {
  throw new Error('Not built yet');
}
