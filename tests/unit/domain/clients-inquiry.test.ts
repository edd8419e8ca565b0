import { describe, expect, it } from 'vitest';
import { INQUIRY_MESSAGES, inquirySchema } from '#application/clients/schemas.ts';
import { chooseReferenceImages, REFERENCE_IMAGE_LIMITS, referenceImageKey } from '#domain/clients/inquiry.ts';
import { withReferenceImages } from '#domain/clients/project.ts';

const image = (name: string, size = 1000, type = 'image/jpeg') => ({ name, size, type });

describe('choosing reference images', () => {
  it('accepts images up to five and drops the extras as too many', () => {
    const files = ['1', '2', '3', '4', '5', '6', '7'].map((n) => image(`${n}.jpg`));
    const { accepted, refused } = chooseReferenceImages(0, files);
    expect(accepted.map((file) => file.name)).toEqual(['1.jpg', '2.jpg', '3.jpg', '4.jpg', '5.jpg']);
    expect(refused).toEqual([
      { file: '6.jpg', reason: 'too_many' },
      { file: '7.jpg', reason: 'too_many' },
    ]);
  });

  it('counts the images already chosen towards the five', () => {
    const { accepted, refused } = chooseReferenceImages(4, [image('a.jpg'), image('b.jpg')]);
    expect(accepted).toHaveLength(1);
    expect(refused).toEqual([{ file: 'b.jpg', reason: 'too_many' }]);
  });

  it('refuses files that are not images, and images over 10 MB', () => {
    const { accepted, refused } = chooseReferenceImages(0, [
      image('notes.pdf', 100, 'application/pdf'),
      image('big.png', REFERENCE_IMAGE_LIMITS.maxBytes + 1, 'image/png'),
      image('exact.png', REFERENCE_IMAGE_LIMITS.maxBytes, 'image/png'),
    ]);
    expect(accepted.map((file) => file.name)).toEqual(['exact.png']);
    expect(refused).toEqual([
      { file: 'notes.pdf', reason: 'not_an_image' },
      { file: 'big.png', reason: 'too_large' },
    ]);
  });
});

describe('the Reference Images list', () => {
  it('is added after the description, and replaced (not repeated) when another image comes', () => {
    const once = withReferenceImages('Build me a shop.', ['https://x/1.jpg']);
    expect(once).toBe('Build me a shop.\n\nReference Images:\n- https://x/1.jpg');
    expect(withReferenceImages(once, ['https://x/1.jpg', 'https://x/2.jpg'])).toBe(
      'Build me a shop.\n\nReference Images:\n- https://x/1.jpg\n- https://x/2.jpg',
    );
  });

  it('stands alone under an empty description', () => {
    expect(withReferenceImages('', ['https://x/1.jpg'])).toBe('Reference Images:\n- https://x/1.jpg');
  });
});

describe('reference image keys', () => {
  it('are {projectId}/reference-{n}-{timestamp}.{ext}', () => {
    expect(referenceImageKey('p-1', 2, 1764000000000, 'jpg')).toBe('p-1/reference-2-1764000000000.jpg');
  });
});

describe('the inquiry form rules', () => {
  const valid = {
    name: 'Ada',
    email: 'ada@example.com',
    projectName: 'Site',
    projectTypes: ['website'],
    consent: true,
  };
  const messages = (input: Record<string, unknown>) => {
    const result = inquirySchema.safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
  };

  it('gives the spec message for each missing required field', () => {
    expect(messages({})).toEqual({
      name: INQUIRY_MESSAGES.nameRequired,
      email: INQUIRY_MESSAGES.emailRequired,
      projectName: INQUIRY_MESSAGES.projectNameRequired,
      projectTypes: INQUIRY_MESSAGES.projectTypesRequired,
      consent: INQUIRY_MESSAGES.consentRequired,
    });
    expect(messages({ ...valid, name: '  ', projectTypes: [], consent: false })).toEqual({
      name: 'Name is required',
      projectTypes: 'Please select at least one project type',
      consent: 'You must agree to be contacted',
    });
  });

  it('says "Invalid email address" for an address without the pattern', () => {
    expect(messages({ ...valid, email: 'ada@example' })).toEqual({ email: 'Invalid email address' });
  });

  it('reads empty optional fields as absent', () => {
    expect(
      inquirySchema.parse({ ...valid, phone: ' ', company: '', budgetRange: '', timelinePreference: '' }),
    ).toMatchObject({
      phone: null,
      company: null,
      budgetRange: null,
      timelinePreference: null,
      description: '',
    });
  });
});
