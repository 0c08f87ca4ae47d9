import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './messages';
import { resolveParticles } from './koreanParticles';

describe('Korean particles', () => {
  it('takes the form the word before it reads with', () => {
    expect(resolveParticles('한국어을(를) 영어(으)로 번역할 수 없습니다.')).toBe('한국어를 영어로 번역할 수 없습니다.');
    expect(resolveParticles('일본어이(가) 아닌가요?')).toBe('일본어가 아닌가요?');
    expect(resolveParticles('“바다”이(가) 들어간 닉네임')).toBe('“바다”가 들어간 닉네임');
    expect(resolveParticles('“하늘”이(가) 들어간 닉네임')).toBe('“하늘”이 들어간 닉네임');
    expect(resolveParticles('독일어은(는) 중국어과(와) 다릅니다')).toBe('독일어는 중국어와 다릅니다');
    expect(resolveParticles('책을(를) 선물과(와) 함께')).toBe('책을 선물과 함께');
  });

  it('says (으)로 as 로 after a vowel or ㄹ, 으로 after another consonant', () => {
    expect(resolveParticles('스페인어(으)로')).toBe('스페인어로');
    expect(resolveParticles('서울(으)로')).toBe('서울로');
    expect(resolveParticles('부산(으)로')).toBe('부산으로');
  });

  it('reads digits as Korean does', () => {
    expect(resolveParticles('3을(를)')).toBe('3을'); // 삼
    expect(resolveParticles('2을(를)')).toBe('2를'); // 이
    expect(resolveParticles('7(으)로')).toBe('7로'); // 칠
    expect(resolveParticles('10(으)로')).toBe('10으로'); // 십 … 영: the last digit is read
  });

  it('keeps both forms after a word it cannot hear, and reads across a chunk boundary', () => {
    expect(resolveParticles('Lucía을(를)')).toBe('Lucía을(를)');
    expect(resolveParticles('을(를) 보냈습니다', '한국어')).toBe('를 보냈습니다');
    expect(resolveParticles('(으)로')).toBe('(으)로');
  });

  it('is what the ko catalogue needs: a particle right after a value is written as a pair', async () => {
    const ko = { ...(await loadCatalogue('ko')), ...(await loadCatalogue('ko', 'staff')) };
    // "{language}를" reads wrong after half the words; "{language}을(를)" is resolved when shown.
    const fixed = Object.entries(ko).filter(([, message]) =>
      /\{[^{},]+\}(을|를|이|가|은|는|과|와|로|으로)(?![가-힣(])/u.test(message),
    );
    expect(fixed.map(([key]) => key)).toEqual([]);
  });
});
