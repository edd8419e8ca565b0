/** The shortest password the site accepts, wherever one is set (sign-up, /account, `npm run user`). */
export const PASSWORD_MIN_LENGTH = 10;

export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

/** A password found in the lists of passwords leaked in breaches: the first ones an attacker tries. */
export const COMMON_PASSWORD_MESSAGE =
  'This password appears in lists of leaked passwords. Please choose another one.';

export type PasswordStrength = 'tooShort' | 'weak' | 'fair' | 'strong';

/**
 * A hint, not a rule: long passwords mixing lower case, upper case, digits and symbols rate higher.
 * The rule enforced is the minimum length and no common password (application/accounts/password-rule.ts).
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((pattern) => pattern.test(password)).length;
  const lengthPoints = password.length >= 16 ? 2 : password.length >= 12 ? 1 : 0;
  const score = classes + lengthPoints;
  if (score >= 5) return 'strong';
  if (score >= 3) return 'fair';
  return 'weak';
}
