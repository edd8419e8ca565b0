import type { Subscriber } from './ports.ts';
import type { SubscriptionDto } from './schemas.ts';

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(1, Math.min(local.length - 1, 6)))}@${domain}`;
}

export const toSubscriptionDto = (subscriber: Subscriber, status = subscriber.status): SubscriptionDto => ({
  maskedEmail: maskEmail(subscriber.email),
  status,
});
