import { describe, expect, it } from 'vitest';
import { pathOfNulCharacter } from '#domain/shared/text.ts';

describe('pathOfNulCharacter', () => {
  it('finds a NUL character in a string, a nested value or a key', () => {
    expect(pathOfNulCharacter('a\u0000b')).toEqual([]);
    expect(pathOfNulCharacter({ name: 'Ada', tags: ['ok', 'b\u0000'] })).toEqual(['tags', 1]);
    expect(pathOfNulCharacter({ nested: { 'key\u0000': 1 } })).toEqual(['nested', 'key\u0000']);
  });

  it('passes any other text, odd as it may be', () => {
    expect(
      pathOfNulCharacter({ text: '\u202Egnp.exe \uD800 \u200B e\u0301', n: 0, none: null }),
    ).toBeUndefined();
    expect(pathOfNulCharacter(undefined)).toBeUndefined();
  });
});
