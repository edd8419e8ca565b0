/** A client of the business: found by the e-mail of their inquiry, signed in through a user account. */
export interface Client {
  id: string;
  /** The user account the client signs in with; null until their first sign-in. */
  userId: string | null;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  /** The language the client is written to in: their first inquiry's page, then their settings. */
  language: string;
  /** The IANA zone the client reads times in: their first inquiry's browser, London before it was kept. */
  timeZone: string;
  /** Integer pence (GBP): credits less debits. */
  accountBalancePence: number;
  /** Integer pence (GBP): the sum of the client's credits, what they have paid. */
  paymentsReceivedPence: number;
  createdAt: Date;
}
