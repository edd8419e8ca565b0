import type { Client } from '#domain/clients/client.ts';
import type { ClientRecordEntity } from './client.entity.ts';

export function toClient(record: ClientRecordEntity): Client {
  return {
    id: record.id,
    userId: record.user?.id ?? null,
    name: record.name,
    email: record.email,
    phone: record.phone ?? null,
    company: record.company ?? null,
    language: record.language,
    timeZone: record.timeZone,
    accountBalancePence: record.accountBalance,
    paymentsReceivedPence: record.paymentsReceived,
    createdAt: record.createdAt,
  };
}
