/**
 * What a translation must leave exactly as written: links, e-mail addresses, @names, numbers,
 * the chat's emoji codes (`[ee_12]`) and emoji. Rather than hide them behind placeholders an
 * engine may move, translate or drop (Rocket.Chat's DeepL trouble), the text is cut around
 * them and only the words between are sent to the engine.
 */
const PROTECTED = new RegExp(
  [
    // a link, without the sentence's closing punctuation
    String.raw`(?:https?:\/\/|www\.)[^\s<>"]+[^\s<>".,;:!?)\]}'»”]`,
    String.raw`[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+`, // an e-mail address
    String.raw`@[\p{L}\p{N}_.]*[\p{L}\p{N}_]`, // an @name
    String.raw`\[ee_\d{1,2}\]`, // the chat's emoji codes
    // numbers, times, dates on their own (not "1st", "COVID-19")
    String.raw`(?<![\p{L}\p{N}_-])\p{N}+(?:[.,:/-]\p{N}+)*%?(?![\p{L}\p{N}])`,
    String.raw`[^\S\n]*\n\s*`, // line breaks: each line goes to the engine alone (an engine moves words across them)
    // emoji, with their joiners, skin tones and flags
    String.raw`(?:\p{Extended_Pictographic}|\p{Regional_Indicator})(?:[\u{FE0F}\u{200D}\p{Extended_Pictographic}\p{Regional_Indicator}\p{Emoji_Modifier}])*`,
  ].join('|'),
  'gu',
);

/** A piece of a text: words to translate, or something kept as it is. */
export type Piece = { translate: true; text: string } | { translate: false; text: string };

const HAS_LETTER = /\p{L}/u;

/**
 * The text as pieces, in order, joining back to exactly the text. Only pieces with a letter
 * are translated; the spaces around them stay outside, so joining keeps the spacing.
 */
export function pieces(text: string): Piece[] {
  const parts: Piece[] = [];
  const keep = (kept: string) => {
    if (!kept) return;
    const last = parts.at(-1);
    if (last && !last.translate) last.text += kept;
    else parts.push({ translate: false, text: kept });
  };
  const words = (between: string) => {
    const match = /^(\s*)([\s\S]*?)(\s*)$/u.exec(between)!;
    keep(match[1]);
    if (HAS_LETTER.test(match[2])) parts.push({ translate: true, text: match[2] });
    else keep(match[2]);
    keep(match[3]);
  };
  let at = 0;
  for (const match of text.matchAll(PROTECTED)) {
    words(text.slice(at, match.index));
    keep(match[0]);
    at = match.index! + match[0].length;
  }
  words(text.slice(at));
  return parts;
}

/** The words of a text without what is kept as written: what language detection should read. */
export const wordsOf = (text: string) =>
  pieces(text)
    .filter((piece) => piece.translate)
    .map((piece) => piece.text)
    .join(' ');

/**
 * Joins pieces back, the translated ones replaced in order. A piece translated to nothing
 * leaves the spaces either side of it: one of them goes, so no doubled space is left behind.
 */
export function join(parts: Piece[], translated: string[]): string {
  let next = 0;
  let joined = '';
  for (const piece of parts) {
    const text = piece.translate ? translated[next++] : piece.text;
    joined += /[^\S\n]$/.test(joined) ? text.replace(/^[^\S\n]+/, '') : text;
  }
  return joined;
}

/** Languages that capitalise their nouns: a piece's first word keeps the engine's capital. */
const CAPITALISED_NOUNS = new Set(['de', 'lb']);
/** Languages that set a space before ! ? : ; (French typography). */
const SPACED_PUNCTUATION = new Set(['fr']);

const FIRST_WORD = /\p{L}[\p{L}\p{M}'’-]*/u;
const hasCase = (letter: string) => letter.toLowerCase() !== letter.toUpperCase();
const isLower = (letter: string) => hasCase(letter) && letter === letter.toLowerCase();
const isUpper = (letter: string) => hasCase(letter) && letter === letter.toUpperCase();
/** "I", "OK", "USA": written so wherever they stand (a single capital is only English's "I"). */
const allCapitals = (word: string) => (word.length > 1 ? word === word.toUpperCase() : word === 'I');

/**
 * Languages that open a question with ¿ and an exclamation with ¡ (an engine translating into them from English leaves
 * them out).
 */
const OPENING_MARKS = new Set(['es']);

/**
 * Each sentence ending in ? or ! opens with ¿ or ¡ unless it has one: "Hola Lucía!" →
 * "¡Hola Lucía!". A piece's first words open a sentence only when capitalised (a piece
 * after a number or an @name may end a sentence begun before it).
 */
function openingMarks(text: string): string {
  return text
    .split(/(?<=[.!?…][\p{Pf}\p{Pe}"']*)(\s+)/u)
    .map((sentence, index) => {
      const end = /([?!])[\p{Pf}\p{Pe}"']*$/u.exec(sentence)?.[1];
      const first = FIRST_WORD.exec(sentence);
      if (!end || !first || /[¿¡]/u.test(sentence) || (index === 0 && !isUpper(first[0][0]))) return sentence;
      const at = sentence.search(/[\p{L}\p{N}]/u);
      return sentence.slice(0, at) + (end === '?' ? '¿' : '¡') + sentence.slice(at);
    })
    .join('');
}

/** The translation's first letter in the case of the source's (see `tidy`). */
function matchCase(source: string, text: string, target: string): string {
  const sourceWord = FIRST_WORD.exec(source)?.[0];
  const word = FIRST_WORD.exec(text);
  // A source opening in capitals ("I", "OK") says nothing about the sentence.
  if (!sourceWord || !word || allCapitals(sourceWord)) return text;
  const at = word.index;
  if (isLower(sourceWord[0]) && isUpper(text[at]) && !allCapitals(word[0]) && !CAPITALISED_NOUNS.has(target)) {
    return text.slice(0, at) + text[at].toLowerCase() + text.slice(at + 1);
  }
  if (isUpper(sourceWord[0]) && isLower(text[at]))
    return text.slice(0, at) + text[at].toUpperCase() + text.slice(at + 1);
  return text;
}

/**
 * An engine's translation of one piece, made to read as part of the writer's sentence: an
 * engine reads each piece as a sentence of its own, so it capitalises its first word ("3 Gatos
 * y 2 Perros"), and Apertium leaves a doubled space where it drops a pronoun (",  es bien") and
 * a space before a full stop ("profesor ."). The first letter takes the case of the source's
 * (unless the word is all capitals, "I" or "OK", or the language capitalises nouns), spaces
 * are single, no space stands before closing punctuation or after opening punctuation
 * where the source had none, and Spanish opens its questions and exclamations (¿ ¡).
 */
export function tidy(source: string, translated: string, target: string): string {
  const spaced = source.replace(/\s+/gu, ' ');
  let text = translated.replace(/[^\S\n]+/gu, ' ').trim();
  for (const mark of SPACED_PUNCTUATION.has(target) ? ['.', ',', ')'] : ['.', ',', ';', ':', '!', '?', ')']) {
    if (!spaced.includes(` ${mark}`)) text = text.split(` ${mark}`).join(mark);
  }
  for (const mark of ['(', '¿', '¡']) {
    if (!spaced.includes(`${mark} `)) text = text.split(`${mark} `).join(mark);
  }
  text = matchCase(source, text, target);
  return OPENING_MARKS.has(target) ? openingMarks(text) : text;
}
