/** The shortest password sign-up accepts. */
export const PASSWORD_MIN_LENGTH = 8;

export type PasswordStrength = 'tooShort' | 'weak' | 'fair' | 'strong';

/**
 * A hint, not a rule: long passwords mixing lower case, upper case, digits and symbols rate higher.
 * Only the minimum length is enforced (by the sign-up schema).
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
