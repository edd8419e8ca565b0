/** The client a client procedure acts for: always the signed-in user's own record. */
export interface SessionClient {
  id: string;
  name: string;
  email: string;
}
