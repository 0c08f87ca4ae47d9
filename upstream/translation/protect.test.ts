import { describe, expect, it } from 'vitest';
import { join, pieces, tidy, wordsOf } from './protect';

/** What a translation keeps as written, and what goes to the engine (issue 12). */
describe('pieces of a text', () => {
  const words = (text: string) =>
    pieces(text)
      .filter((piece) => piece.translate)
      .map((piece) => piece.text);

  it('keeps links, e-mail addresses, @names, numbers, emoji codes and emoji out of what the engine reads', () => {
    const text =
      'Mira https://example.com/a?b=1. Escribe a ana@example.com o @lucia_22 a las 10:30 con 3 amigos [ee_3] 👍🏽 🇪🇸';
    // The sentence's own punctuation stays with its words (a link ends before it).
    expect(words(text)).toEqual(['Mira', '. Escribe a', 'o', 'a las', 'con', 'amigos']);
    expect(wordsOf(text)).toBe('Mira . Escribe a o a las con amigos');
  });

  it('joins back to exactly the text, the translated pieces in their places', () => {
    const text = '  Hola @ana, son las 10:30 👍\nhasta luego  ';
    const parts = pieces(text);
    expect(
      join(
        parts,
        parts.filter((piece) => piece.translate).map((piece) => piece.text),
      ),
    ).toBe(text);
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

  it('leaves no doubled space where a piece is translated to nothing', () => {
    const parts = pieces('Hola @ana y 3 amigos');
    expect(join(parts, ['Hi', '', 'friends'])).toBe('Hi @ana 3 friends');
  });
});

/** How an engine's piece is made to read as part of the writer's sentence (issue 19: translations that read right). */
describe('a translated piece, tidied', () => {
  it('has single spaces, none at its ends (Apertium’s dropped pronoun leaves two)', () => {
    expect(tidy(', it is fine', ',  es bien', 'es')).toBe(', es bien');
    expect(tidy('I love the sea too', ' Quiero el mar también', 'es')).toBe('Quiero el mar también');
  });

  it('puts no space before closing punctuation or after opening punctuation the writer did not', () => {
    expect(tidy('I am a teacher.', ' Soy un profesor .', 'es')).toBe('Soy un profesor.');
    expect(tidy('(or', '( o', 'es')).toBe('(o');
    expect(tidy('Are you coming?', '¿ Vienes ?', 'es')).toBe('¿Vienes?');
    // The writer's own spacing stands, and French sets a space before ? ! : ;
    expect(tidy('Wait ... ok', 'Espera ... vale', 'es')).toBe('Espera ... vale');
    expect(tidy('How are you?', 'Comment ça va ?', 'fr')).toBe('Comment ça va ?');
  });

  it('opens a Spanish question or exclamation with ¿ or ¡, as an engine from English forgets to', () => {
    expect(tidy('Hello Lucía! Are you free? See you.', 'Hola Lucía! Eres libre? Te ves.', 'es')).toBe(
      '¡Hola Lucía! ¿Eres libre? Te ves.',
    );
    expect(tidy('"Really?"', '"De veras?"', 'es')).toBe('"¿De veras?"');
    expect(tidy('¿Qué tal?', '¿Qué tal?', 'es')).toBe('¿Qué tal?');
    // A piece after an @name or a number may end a sentence begun before it.
    expect(tidy('! How are you?', '! Cómo eres?', 'es')).toBe('! ¿Cómo eres?');
    expect(tidy('friends, ok?', 'amigos, vale?', 'es')).toBe('amigos, vale?');
    expect(tidy('Are you free?', 'Es-tu libre ?', 'fr')).toBe('Es-tu libre ?');
  });

  it('starts in the case the writer’s piece starts in: an engine capitalises each piece as a sentence', () => {
    expect(tidy('gatos y', 'Cats and', 'en')).toBe('cats and');
    expect(tidy('; call me', '; Me llamo', 'es')).toBe('; me llamo');
    expect(tidy('Hola', 'hello', 'en')).toBe('Hello');
    // "I" and other words in capitals stay so; German capitalises nouns; a source in capitals says nothing.
    expect(tidy('y yo', 'I too', 'en')).toBe('I too');
    expect(tidy('ok then', 'OK dann', 'de')).toBe('OK dann');
    expect(tidy('gatos', 'Katzen', 'de')).toBe('Katzen');
    expect(tidy('I know', 'sé', 'es')).toBe('sé');
    expect(tidy('好的', '好的', 'ja')).toBe('好的');
  });
});
