import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactMessageSchema } from '#application/contact/schemas.ts';
import { firstErrors, firstIssuePerField } from '#web/lib/field-errors.ts';

describe('the first message per field of a refused form', () => {
  it('reads the issues as zod’s flattened field errors do', () => {
    const parsed = contactMessageSchema.safeParse({ name: '', email: 'not an address', message: '' });
    if (parsed.success) throw new Error('the empty form should be refused');
    expect(firstIssuePerField(parsed.error.issues)).toEqual(
      firstErrors(z.flattenError(parsed.error).fieldErrors),
    );
    expect(Object.keys(firstIssuePerField(parsed.error.issues)).length).toBeGreaterThan(1);
  });

  it('keeps the first message of a field with several, and skips issues about the whole form', () => {
    const issues = [
      { path: [], message: 'The form is incomplete' },
      { path: ['email'], message: 'Email is required' },
      { path: ['email'], message: 'Please enter a valid email address' },
      { path: ['items', 0, 'title'], message: 'Title is required' },
    ];
    expect(firstIssuePerField(issues)).toEqual({ email: 'Email is required', items: 'Title is required' });
  });
});
