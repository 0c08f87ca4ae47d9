/**
 * What a translation must leave exactly as written: links, e-mail addresses, @names, numbers,
 * the chat's emoji codes (`[ee_12]`) and emoji. Rather than hide them behind placeholders an
 * engine may move, translate or drop (Rocket.Chat's DeepL trouble), the text is cut around
 * them and only the words between are sent to the engine.
 */
const PROTECTED = new RegExp(
  [
    String.raw`(?:https?:\/\/|www\.)[^\s<>"]+[^\s<>".,;:!?)\]}'»”]`, // a link, without the sentence's closing punctuation
    String.raw`[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+`, // an e-mail address
    String.raw`@[\p{L}\p{N}_.]*[\p{L}\p{N}_]`, // an @name
    String.raw`\[ee_\d{1,2}\]`, // the chat's emoji codes
    String.raw`(?<![\p{L}\p{N}_-])\p{N}+(?:[.,:/-]\p{N}+)*%?(?![\p{L}\p{N}])`, // numbers, times, dates on their own (not "1st", "COVID-19")
    String.raw`[^\S\n]*\n\s*`, // line breaks: each line goes to the engine alone (an engine moves words across them)
    String.raw`(?:\p{Extended_Pictographic}|\p{Regional_Indicator})(?:[\u{FE0F}\u{200D}\p{Extended_Pictographic}\p{Regional_Indicator}\p{Emoji_Modifier}])*`, // emoji, with their joiners, skin tones and flags
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

/** Joins pieces back, the translated ones replaced in order. */
export function join(parts: Piece[], translated: string[]): string {
  let next = 0;
  return parts.map((piece) => (piece.translate ? translated[next++] : piece.text)).join('');
}
