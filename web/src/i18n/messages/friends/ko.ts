import type friends from './en';

const ko: Record<keyof typeof friends, string> = {
  'friends.add': '친구 추가',
  'friends.requestPending': '신청함',
  'friends.requestSent': '친구 신청을 보냈습니다.',
  'friends.nowFriends': '이제 친구입니다.',
  'friends.isFriend': '친구',
  'friends.requests': '신청',
  'friends.addressBook': '주소록',
  'friends.noRequests': '아직 친구 신청이 없습니다.',
  'friends.accept': '수락',
  'friends.reject': '거절',
  'friends.accepted': '수락됨',
  'friends.rejected': '거절됨',
  'friends.none': '아직 친구가 없습니다. 상대의 페이지에서 추가해 보세요!',
  'friends.remarkLabel': '{name}의 메모 이름',
  'friends.remarkPlaceholder': '메모 이름',
  'friends.remove': '친구 삭제',
  'friends.removeConfirm': '{name}님을 친구에서 삭제할까요? 나중에 다시 추가할 수 있습니다.',
  'events.friendRequest': '{name}님이 친구 신청을 보냈습니다.',
  'events.friendAccepted': '{name}님과 친구가 되었습니다.',
  'events.view': '보기',
  'friends.share': '내 프로필 공유',
  'friends.shareCopied': '링크를 복사했습니다. 7일 안에 이 링크를 여는 사람은 나를 친구로 추가할 수 있습니다.',
  'friends.shareHere': '이 링크를 공유하세요. 7일 안에 여는 사람은 나를 친구로 추가할 수 있습니다.',
  'friends.shareInvalid': '초대 링크가 유효하지 않거나 만료되었습니다.',
  'friends.shareInvite': '{name}님이 친구가 되자고 초대했습니다.',
  'friends.shareOwn': '내 초대 링크입니다. 다른 사람과 공유해 보세요!',
  'friends.shareAlready': '{name}님과 이미 친구입니다.',
};

export default ko;
