import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from '#application/contact/schemas.ts';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'I would love to talk about MedAI.',
};

const fieldErrors = (value: Record<string, unknown>) => {
  const result = contactMessageSchema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]).reverse(),
  );
};

describe('contact form rules', () => {
  it('asks for every field when the form is empty, first message per field', () => {
    expect(fieldErrors({ name: '', email: '', message: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
    expect(fieldErrors({ name: '   ', email: '  ', message: '  \n ' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
  });

  it('refuses an address that is not one with "Please enter a valid email address"', () => {
    for (const email of ['ada', 'ada@', 'ada example@mail.com', `${'a'.repeat(315)}@example.com`])
      expect(fieldErrors({ ...valid, email })).toEqual({ email: 'Please enter a valid email address' });
  });

  it('refuses a message under 10 characters with "Message must be at least 10 characters"', () => {
    expect(fieldErrors({ ...valid, message: '  Hi there ' })).toEqual({
      message: 'Message must be at least 10 characters',
    });
    expect(fieldErrors({ ...valid, message: 'Hi there!!' })).toEqual({});
  });

  it('caps the name at 200 characters and the message at 5000', () => {
    expect(fieldErrors({ ...valid, name: 'n'.repeat(201), message: 'm'.repeat(5001) })).toEqual({
      name: 'Name must be at most 200 characters',
      message: 'Message must be at most 5000 characters',
    });
    expect(fieldErrors({ ...valid, name: 'n'.repeat(200), message: 'm'.repeat(5000) })).toEqual({});
  });

  it('trims the fields and unifies the line breaks of the message', () => {
    expect(
      contactMessageSchema.parse({
        name: '  Ada ',
        email: ' ada@example.com ',
        message: '\r\nLine one\r\nline two  ',
      }),
    ).toEqual({ name: 'Ada', email: 'ada@example.com', message: 'Line one\nline two' });
  });
});
