import { describe, expect, it } from 'vitest';
import { join, pieces, wordsOf } from './protect';

/** What a translation keeps as written, and what goes to the engine (issue 12). */
describe('pieces of a text', () => {
  const words = (text: string) => pieces(text).filter((piece) => piece.translate).map((piece) => piece.text);

  it('keeps links, e-mail addresses, @names, numbers, emoji codes and emoji out of what the engine reads', () => {
    const text = 'Mira https://example.com/a?b=1. Escribe a ana@example.com o @lucia_22 a las 10:30 con 3 amigos [ee_3] 👍🏽 🇪🇸';
    // The sentence's own punctuation stays with its words (a link ends before it).
    expect(words(text)).toEqual(['Mira', '. Escribe a', 'o', 'a las', 'con', 'amigos']);
    expect(wordsOf(text)).toBe('Mira . Escribe a o a las con amigos');
  });

  it('joins back to exactly the text, the translated pieces in their places', () => {
    const text = '  Hola @ana, son las 10:30 👍\nhasta luego  ';
    const parts = pieces(text);
    expect(join(parts, parts.filter((piece) => piece.translate).map((piece) => piece.text))).toBe(text);
    expect(words(text)).toEqual(['Hola', ', son las', 'hasta luego']);
    expect(join(parts, ['Hi', ', it is', 'see you'])).toBe('  Hi @ana, it is 10:30 👍\nsee you  ');
  });

  it('leaves numbers inside words alone, and sends each line on its own', () => {
    expect(words('1st place for COVID-19 tests')).toEqual(['1st place for COVID-19 tests']);
    expect(words('line1\nline2')).toEqual(['line1', 'line2']);
  });

  it('has nothing to translate in a text of only emoji, numbers and links', () => {
    expect(words('👍 12 https://example.com [ee_1]')).toEqual([]);
  });
});
