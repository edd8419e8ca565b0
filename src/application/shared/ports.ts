/** The current time, injectable so rules that depend on it can be tested. */
export interface Clock {
  now(): Date;
}
