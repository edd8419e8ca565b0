/**
 * The developer preview's password and address, held by the server only (never sent to a browser
 * except the address, after a right password).
 */
export interface PreviewSecret {
  /** False when no password or address is configured: the preview is unavailable. */
  readonly configured: boolean;
  /** Compares in constant time, so the answer's timing reveals nothing about the password. */
  matches(password: string): boolean;
  readonly url: string;
}
