/**
 * Korean particles that change with the word before them: 을/를, 이/가, 은/는, 과/와 and
 * (으)로 depend on whether that word ends in a consonant. The ko catalogue writes both forms
 * as Korean does when the word is not known ("{name}을(를)", "{language}(으)로"); once the
 * word is in the text, `resolveParticles` keeps the one that reads right ("한국어를",
 * "영어로"). After a word whose sound it cannot tell (Latin letters), both forms stay.
 */

/** The written pair → [after a final consonant, after a vowel]. */
const PAIRS: Record<string, [string, string]> = {
  '을(를)': ['을', '를'],
  '를(을)': ['을', '를'],
  '이(가)': ['이', '가'],
  '가(이)': ['이', '가'],
  '은(는)': ['은', '는'],
  '는(은)': ['은', '는'],
  '과(와)': ['과', '와'],
  '와(과)': ['과', '와'],
  '(으)로': ['으로', '로'],
};
const PAIR = /을\(를\)|를\(을\)|이\(가\)|가\(이\)|은\(는\)|는\(은\)|과\(와\)|와\(과\)|\(으\)로/g;

/** Quotes and closing brackets between a word and its particle ("“바다”가"). */
const CLOSING = /[\s"'”’»」』)\]）]+$/u;

/** How the digits are read (일, 이, 삼 …): the final consonant of each, none for 2, 4, 5 and 9. */
const DIGIT_FINAL = ['ㅇ', 'ㄹ', '', 'ㅁ', '', '', 'ㄱ', 'ㄹ', 'ㄹ', ''];

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const RIEUL = 8; // ㄹ among the 27 final consonants

/**
 * The final consonant the word before a particle ends in: 'ㄹ', another, '' for a vowel, null when it cannot be told.
 */
function finalConsonant(before: string): 'ㄹ' | 'other' | '' | null {
  const word = before.replace(CLOSING, '');
  const last = word.at(-1);
  if (!last) return null;
  const code = last.codePointAt(0)!;
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) {
    const final = (code - HANGUL_FIRST) % 28;
    return final === 0 ? '' : final === RIEUL ? 'ㄹ' : 'other';
  }
  if (last >= '0' && last <= '9') {
    const final = DIGIT_FINAL[Number(last)];
    return final === '' ? '' : final === 'ㄹ' ? 'ㄹ' : 'other';
  }
  return null;
}

/**
 * `text` with each written pair of particles replaced by the one its word takes; `before` is the text just before it (a
 * previous chunk).
 */
export function resolveParticles(text: string, before = ''): string {
  return text.replace(PAIR, (pair: string, offset: number) => {
    const final = finalConsonant(before + text.slice(0, offset));
    if (final === null) return pair;
    // (으)로 takes 로 after ㄹ too: 서울로, 일로.
    if (pair === '(으)로') return final === 'other' ? '으로' : '로';
    const [consonant, vowel] = PAIRS[pair];
    return final === '' ? vowel : consonant;
  });
}
