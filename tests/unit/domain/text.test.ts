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

  it('walks any depth without overflowing the stack, in reading order', () => {
    let deep: unknown = 'end\u0000';
    for (let depth = 0; depth < 200_000; depth++) deep = [deep];
    expect(pathOfNulCharacter(deep)).toHaveLength(200_000);
    expect(pathOfNulCharacter({ first: ['\u0000'], 'second\u0000': 1 })).toEqual(['first', 0]);
  });
});
