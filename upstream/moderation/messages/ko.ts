import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'moderation.itemId': '올바른 신고를 선택해 주세요.',
  'moderation.itemNotFound': '이 신고는 존재하지 않습니다.',
  'moderation.updateConflict': '이 신고를 연 뒤 다른 사람이 변경했습니다. 다시 불러온 뒤 다시 결정해 주세요.',
  'moderation.version': '결정하려는 신고의 버전을 알려 주세요.',
  'moderation.action': '기각, 경고, 삭제, 정지, 영구 정지 중에서 선택해 주세요.',
  'moderation.removeMember': '회원에 대한 신고에는 삭제할 내용이 없습니다. 경고, 정지 또는 영구 정지를 선택해 주세요.',
  'moderation.days': '정지 기간은 1~365일이며, 일수는 정지에만 지정할 수 있습니다.',
  'moderation.note': '메모는 최대 500자까지 입력할 수 있습니다.',
  'moderation.state': '처리 전, 처리 완료, 전체 중에서 선택해 주세요.',
  'moderation.kind': '회원, 메시지, 모먼트, 댓글 중에서 선택해 주세요.',
  'moderation.mine': '“mine” 필터는 1 또는 0입니다.',
  'moderation.momentId': '올바른 모먼트를 선택해 주세요.',
  'moderation.commentId': '올바른 댓글을 선택해 주세요.',
  'moderation.ownContent': '자신의 게시물은 신고할 수 없습니다.',
  'moderation.suspended': '커뮤니티 규칙을 위반하여 회원님의 계정은 {until}까지 정지되었습니다.',
  'moderation.banned': '커뮤니티 규칙을 위반하여 회원님의 계정은 영구 정지되었습니다.',
} satisfies Translation<typeof en>;
