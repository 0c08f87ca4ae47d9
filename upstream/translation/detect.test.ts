import { beforeAll, describe, expect, it } from 'vitest';
import { LanguageDetector } from './detect';

/** Language detection on short chat lines, as members write them (issue 12). */
describe('language detection', () => {
  let detector: LanguageDetector;
  beforeAll(async () => {
    detector = await LanguageDetector.shared();
  });

  // Short lines in the eight UI languages, written by someone whose own language is another.
  it.each([
    ['en', 'Hi! How was your weekend?', 'de'],
    ['es', '¿Quieres tomar un café mañana?', 'en'],
    ['de', 'Wie geht es dir heute?', 'en'],
    ['ru', 'Привет, как дела?', 'en'],
    ['ja', 'こんにちは、元気ですか？', 'en'],
    ['ko', '안녕하세요, 잘 지내세요?', 'en'],
    ['zh-CN', '你好，你今天怎么样？', 'en'],
    ['zh-TW', '你好，你今天怎麼樣？', 'en'],
    ['zh-TW', '謝謝你的禮物', 'zh-CN'],
    ['zh-CN', '谢谢你的礼物', 'zh-TW'],
  ])('reads %s in “%s”', (expected, line, writer) => {
    expect(detector.detect(line, writer).language).toBe(expected);
  });

  it('reads only the words: links, numbers, emoji and @names do not sway it, and a line of none has no language', () => {
    expect(detector.detect('https://example.com/la-casa 12:30 @mike 👍 ¿Vienes a la fiesta?', 'en').language).toBe(
      'es',
    );
    expect(detector.detect('👍 12:30 [ee_3]', 'en')).toEqual({ language: null, confidence: 0 });
  });

  it('takes an ambiguous line to be in its writer’s own language', () => {
    expect(detector.detect('haha', 'de')).toMatchObject({ language: 'de' });
    expect(detector.detect('jaja', 'es')).toMatchObject({ language: 'es' });
    // A few letters say too little to trust fastText's word for another language.
    expect(detector.detect('m1', 'en').language).toBe('en');
    // Not when the line says otherwise, or when the writer's language cannot be what is written.
    expect(detector.detect('Vielen Dank für die Blumen', 'en').language).toBe('de');
    expect(detector.detect('Hello Lucía, I am Wei from Shanghai. Nice to meet you!', 'zh-CN').language).toBe('en');
  });

  it('takes a line to be in another language than its writer’s only when fastText is 90% sure of it', () => {
    // fastText: Dutch 54%, Swahili 79%, Spanish 83%: each line is its writer's.
    for (const line of ['sounds good to me', 'see ya', 'ok cool', 'lol same'])
      expect(detector.detect(line, 'en')).toMatchObject({ language: 'en' });
    expect(detector.detect('gracias amigo', 'en').language).toBe('en');
    expect(detector.detect('I love hiking', 'de').language).toBe('de');
    // Sure of it: another language.
    expect(detector.detect('Me gusta hacer senderismo y cocinar', 'en').language).toBe('es');
    expect(detector.detect('Ich bin müde', 'en').language).toBe('de');
    // A line in letters the writer's language is not written in is not theirs, however unsure.
    expect(detector.detect('Привет', 'en').language).toBe('ru');
  });

  it('takes a sentence in another language at 80%: more words, more to go on', () => {
    // English at 81%, 10 words: a German member's English hello is English.
    expect(detector.detect('Hello Lucía! I love the sea too. How are you?', 'de').language).toBe('en');
    // French at 77%, a mixed line of six words: its English writer's.
    expect(detector.detect('Merci beaucoup for the lovely flowers', 'en').language).toBe('en');
    // Not a short line: English at 83%, three words.
    expect(detector.detect('I love hiking', 'de').language).toBe('de');
  });

  it('counts the languages a writer speaks as theirs, once fastText finds them more likely than not', () => {
    expect(detector.detect('I love hiking', 'de', ['en']).language).toBe('en');
    expect(detector.detect('sounds good to me', 'de', ['fr', 'en']).language).toBe('en');
    // Too little to go on (English at 13%): the writer's own.
    expect(detector.detect('Hallo', 'de', ['en']).language).toBe('de');
    // A language they do not speak still needs fastText sure of it.
    expect(detector.detect('gracias amigo', 'en', ['fr']).language).toBe('en');
    expect(detector.detect('gracias amigo', 'en', ['es']).language).toBe('es');
  });

  it('tells the Chinese scripts apart by their characters, else by the writer’s', () => {
    expect(detector.detect('好', 'zh-TW').language).toBe('zh-TW');
    expect(detector.detect('好', 'zh-CN').language).toBe('zh-CN');
  });
});
