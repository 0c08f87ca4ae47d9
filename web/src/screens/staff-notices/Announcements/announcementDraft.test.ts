import { describe, expect, it } from 'vitest';
import { type Draft, draftProblem, emptyTexts, writtenTexts } from './announcementDraft';

const draft = (change: Partial<Draft> = {}): Draft => {
  const texts = emptyTexts();
  texts.en = { title: 'News', body: 'Hello' };
  return { texts, when: 'now', at: '', pinned: false, ...change };
};

describe('an announcement draft', () => {
  it('needs English whole, other languages whole or empty, and a future time when scheduled', () => {
    expect(draftProblem(draft())).toBeNull();
    const noEnglish = draft();
    noEnglish.texts.en = { title: 'News', body: ' ' };
    expect(draftProblem(noEnglish)).toMatchObject({ id: 'staffNotices.error.english', language: 'en' });
    const half = draft();
    half.texts.de = { title: 'Neu', body: '' };
    expect(draftProblem(half)).toMatchObject({ id: 'staffNotices.error.incomplete', language: 'de' });
    const long = draft();
    long.texts.ja = { title: 'x'.repeat(121), body: 'y' };
    expect(draftProblem(long)).toMatchObject({ id: 'staffNotices.error.tooLong', language: 'ja' });
    expect(draftProblem(draft({ when: 'later', at: 'soon' }))).toMatchObject({ field: 'publishAt' });
    expect(draftProblem(draft({ when: 'later', at: '2000-01-01T10:00' }), true)).toMatchObject({
      id: 'staffNotices.error.past',
    });
    expect(draftProblem(draft({ when: 'later', at: '2999-01-01T10:00' }), true)).toBeNull();
  });

  it('sends the languages written, English first', () => {
    const texts = draft().texts;
    texts.de = { title: ' Neu ', body: 'Hallo' };
    expect(writtenTexts(texts)).toEqual([
      { language: 'en', title: 'News', body: 'Hello' },
      { language: 'de', title: 'Neu', body: 'Hallo' },
    ]);
  });
});
