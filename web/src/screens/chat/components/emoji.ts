/**
 * Spec §9's emoji set: 35 bracket codes `[ee_1]` … `[ee_35]` (what messages carry, so every
 * client shows them its own way) and 25 named emoji sent as Unicode. The web shows the codes
 * as these Unicode emoji.
 */
export const EMOJI_CODES: ReadonlyArray<readonly [code: string, emoji: string]> = [
  '😀',
  '😁',
  '😂',
  '🤣',
  '😊',
  '😍',
  '😘',
  '😜',
  '😎',
  '🤔',
  '😐',
  '😴',
  '😭',
  '😡',
  '😱',
  '😳',
  '🙄',
  '😇',
  '🥰',
  '🤗',
  '👍',
  '👎',
  '👏',
  '🙏',
  '💪',
  '👋',
  '🤝',
  '❤️',
  '💔',
  '🌹',
  '🎉',
  '🎁',
  '☕',
  '🍰',
  '🌙',
].map((emoji, index) => [`[ee_${index + 1}]`, emoji] as const);

/** The named emoji, inserted as they are. */
export const NAMED_EMOJI: ReadonlyArray<string> = [
  '🙂',
  '😉',
  '😅',
  '😢',
  '😤',
  '🤩',
  '😋',
  '🤫',
  '🥺',
  '😬',
  '🤐',
  '🤭',
  '💋',
  '💯',
  '✨',
  '🔥',
  '⭐',
  '🌈',
  '🌸',
  '🍀',
  '🍷',
  '🎵',
  '✈️',
  '🏖️',
  '🐱',
];

const byCode = new Map(EMOJI_CODES);
const CODE = /\[ee_(\d{1,2})\]/g;

/** A message's text as pieces: plain text, and the emoji its `[ee_N]` codes stand for. */
export function textPieces(
  text: string,
): Array<{ text: string; emoji?: undefined } | { emoji: string; code: string; text?: undefined }> {
  const pieces: Array<{ text: string } | { emoji: string; code: string }> = [];
  let last = 0;
  for (const match of text.matchAll(CODE)) {
    const emoji = byCode.get(match[0]);
    if (!emoji) continue;
    if (match.index > last) pieces.push({ text: text.slice(last, match.index) });
    pieces.push({ emoji, code: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}

/** The text with its codes as emoji (list previews, where no markup is needed). */
export const withEmoji = (text: string) => text.replace(CODE, (code) => byCode.get(code) ?? code);
