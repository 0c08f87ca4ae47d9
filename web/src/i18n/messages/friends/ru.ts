import type friends from './en';

const ru: Record<keyof typeof friends, string> = {
  'friends.add': 'Добавить в друзья',
  'friends.requestPending': 'Заявка отправлена',
  'friends.requestSent': 'Заявка в друзья отправлена.',
  'friends.nowFriends': 'Теперь вы друзья.',
  'friends.isFriend': 'Друзья',
  'friends.requests': 'Заявки',
  'friends.addressBook': 'Контакты',
  'friends.noRequests': 'Заявок в друзья пока нет.',
  'friends.accept': 'Принять',
  'friends.reject': 'Отклонить',
  'friends.accepted': 'Принята',
  'friends.rejected': 'Отклонена',
  'friends.none': 'Друзей пока нет. Добавьте кого-нибудь с его страницы!',
  'friends.remarkLabel': 'Заметка для {name}',
  'friends.remarkPlaceholder': 'Заметка',
  'friends.remove': 'Удалить из друзей',
  'friends.removeConfirm': 'Удалить {name} из друзей? Позже можно снова добавить друг друга.',
  'events.friendRequest': '{name} хочет добавить вас в друзья.',
  'events.friendAccepted': '{name} теперь ваш друг.',
  'events.view': 'Открыть',
  'friends.share': 'Поделиться профилем',
  'friends.shareCopied': 'Ссылка скопирована. Кто откроет её в ближайшие 7 дней, сможет добавить вас в друзья.',
  'friends.shareHere': 'Поделитесь этой ссылкой: кто откроет её в ближайшие 7 дней, сможет добавить вас в друзья.',
  'friends.shareInvalid': 'Ссылка-приглашение недействительна или устарела.',
  'friends.shareInvite': '{name} приглашает вас дружить.',
  'friends.shareOwn': 'Это ваша собственная ссылка-приглашение. Поделитесь ею с кем-нибудь!',
  'friends.shareAlready': 'Вы с {name} уже друзья.',
};

export default ru;
