import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'nickname.required': '닉네임을 입력해 주세요.',
  'nickname.length': '닉네임은 제어 문자 없이 1~32자여야 합니다.',
  'birthday.invalid': '올바른 생년월일을 입력해 주세요.',
  'birthday.adult': '만 18세 이상만 가입할 수 있습니다.',
  'language.invalid': '목록에서 언어를 선택해 주세요.',
  'interfaceLanguage.invalid': 'Across 표시 언어 중에서 선택해 주세요.',
  'spokenLanguages.invalid': '구사하는 언어를 목록에서 선택해 주세요.',
  'spokenLanguages.count': '사용 언어 외에 최대 5개 언어까지 선택할 수 있습니다.',
  'region.invalid': '목록에서 국가 또는 지역을 선택해 주세요.',
  'gender.invalid': '목록에서 성별을 선택해 주세요.',
  'height.invalid': '140~220cm 사이의 키를 선택해 주세요.',
  'weight.invalid': '35~150kg 사이의 몸무게를 선택해 주세요.',
  'signature.length': '자기소개는 최대 200자까지 입력할 수 있습니다.',
  'occupation.invalid': '목록에서 직업을 선택해 주세요.',
  'hobbies.count': '목록에서 취미를 1~3개 선택해 주세요.',
  'shown.invalid': '다른 회원에게 보일지 예 또는 아니요로 정해 주세요.',
} satisfies Translation<typeof en>;
