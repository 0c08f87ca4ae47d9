import type { Translation } from '../i18n';
import type en from './en';

export default {
  ok: '성공',
  'body.invalid': '요청 본문은 JSON 객체여야 합니다.',
  'field.notText': '“{field}” 항목은 텍스트여야 합니다.',
  'field.control': '“{field}” 항목에 허용되지 않는 제어 문자가 있습니다.',
  'platform.invalid': 'platform 헤더가 너무 깁니다.',
  'route.notFound': '존재하지 않는 주소입니다.',
  'server.internal': '서버에 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  'auth.required': '다시 로그인해 주세요.',
  'userId.invalid': '올바른 회원을 선택해 주세요.',
  'page.invalid': '페이지는 양수여야 하며 크기는 최대 50입니다.',
  'page.tooDeep': '목록은 최대 100,000번째 항목까지만 볼 수 있습니다.',
  'body.tooLarge': '너무 큽니다. 최대 {megabytes}MB까지 가능합니다.',
  'rate.limited': '시도 횟수가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  'lookup.rateLimited': '회원을 너무 자주 조회하고 있습니다. 잠시 쉬었다가 다시 시도해 주세요.',
} satisfies Translation<typeof en>;
