import type notices from './en';

const ru: Record<keyof typeof notices, string> = {
  'notices.tab': 'События',
  'notices.someone': 'Кто-то',
  'notices.line.follow':
    '{others, plural, =0 {{name} подписался на вас} one {{name} и ещё # человек подписались на вас} few {{name} и ещё # человека подписались на вас} many {{name} и ещё # человек подписались на вас} other {{name} и ещё # человека подписались на вас}}',
  'notices.line.friend':
    '{others, plural, =0 {{name} теперь ваш друг} one {{name} и ещё # человек теперь ваши друзья} few {{name} и ещё # человека теперь ваши друзья} many {{name} и ещё # человек теперь ваши друзья} other {{name} и ещё # человека теперь ваши друзья}}',
  'notices.line.visit':
    '{others, plural, =0 {{name} заходил на вашу страницу} one {{name} и ещё # человек заходили на вашу страницу} few {{name} и ещё # человека заходили на вашу страницу} many {{name} и ещё # человек заходили на вашу страницу} other {{name} и ещё # человека заходили на вашу страницу}}',
  'notices.line.like':
    '{others, plural, =0 {{name} оценил ваш момент} one {{name} и ещё # человек оценили ваш момент} few {{name} и ещё # человека оценили ваш момент} many {{name} и ещё # человек оценили ваш момент} other {{name} и ещё # человека оценили ваш момент}}',
  'notices.line.comment':
    '{others, plural, =0 {{name} прокомментировал ваш момент} one {{name} и ещё # человек прокомментировали ваш момент} few {{name} и ещё # человека прокомментировали ваш момент} many {{name} и ещё # человек прокомментировали ваш момент} other {{name} и ещё # человека прокомментировали ваш момент}}',
  'notices.line.reply':
    '{others, plural, =0 {{name} ответил на ваш комментарий} one {{name} и ещё # человек ответили на ваш комментарий} few {{name} и ещё # человека ответили на ваш комментарий} many {{name} и ещё # человек ответили на ваш комментарий} other {{name} и ещё # человека ответили на ваш комментарий}}',
  'notices.line.gift':
    '{others, plural, =0 {{name} отправил вам подарок} one {{name} и ещё # человек отправили вам подарки} few {{name} и ещё # человека отправили вам подарки} many {{name} и ещё # человек отправили вам подарки} other {{name} и ещё # человека отправили вам подарки}}',
  'notices.line.shopGift': '{name} отправил вам подарок из магазина',
  'notices.line.reportOutcome': 'Мы рассмотрели вашу жалобу. Спасибо, что помогаете сделать Across безопасным.',
  'notices.outcome.ACTION_TAKEN': 'Ваша жалоба ({category}): модератор принял меры.',
  'notices.outcome.NO_ACTION': 'Ваша жалоба ({category}): нарушений правил не найдено.',
  'notices.line.moderationWarning': 'Модераторы вынесли вам предупреждение: пожалуйста, соблюдайте правила сообщества.',
  'notices.line.match':
    '{others, plural, =0 {Вы встретили {name} в случайной встрече} one {Вы встретили {name} и ещё # человека в случайных встречах} few {Вы встретили {name} и ещё # человек в случайных встречах} many {Вы встретили {name} и ещё # человек в случайных встречах} other {Вы встретили {name} и ещё # человека в случайных встречах}}',
  'notices.unread': 'Не прочитано',
  'notices.unreadCount':
    '{count, plural, one {# непрочитанное} few {# непрочитанных} many {# непрочитанных} other {# непрочитанного}}',
  'notices.empty':
    'Пока ничего нет. Когда кто-то подпишется на вас, зайдёт на вашу страницу, оценит или прокомментирует ваши моменты, вы увидите это здесь.',
  'notices.momentGone': 'Этот момент больше недоступен.',
  'notices.loadMore': 'Показать ещё',
  'notices.settings.open': 'Настройки',
  'notices.settings.title': 'Настройки уведомлений',
  'notices.settings.intro': 'Выберите для каждого вида, кто может вас уведомлять и приходит ли push-уведомление.',
  'notices.settings.kind.FOLLOW': 'Новые подписчики',
  'notices.settings.kind.FRIEND': 'Новые друзья',
  'notices.settings.kind.VISIT': 'Посещения вашей страницы',
  'notices.settings.kind.LIKE': 'Отметки «нравится»',
  'notices.settings.kind.COMMENT': 'Комментарии',
  'notices.settings.kind.REPLY': 'Ответы',
  'notices.settings.kind.GIFT': 'Подарки',
  'notices.settings.kind.MATCH': 'Случайные встречи',
  'notices.settings.kind.SHOP_GIFT': 'Подарки из магазина',
  'notices.settings.kind.REPORT_OUTCOME': 'Результаты жалоб',
  'notices.settings.kind.MODERATION_WARNING': 'Предупреждения модераторов',
  'notices.settings.who': 'Кто может меня уведомлять',
  'notices.settings.push': 'Push-уведомления',
  'notices.audience.EVERYONE': 'Все',
  'notices.audience.FOLLOWING': 'Те, на кого я подписан',
  'notices.audience.FRIENDS': 'Друзья',
  'notices.audience.NOBODY': 'Никто',
  'notices.settings.done': 'Готово',
  'notices.more': 'Ещё для этого уведомления',
  'notices.mute': 'Отключить уведомления от {name}',
  'notices.muted': 'Вы больше не будете получать уведомления о действиях {name}.',
  'notices.settings.muted.title': 'Отключённые участники',
  'notices.settings.muted.intro':
    'Их действия не присылают вам уведомлений. Если включить их снова, уведомления будут приходить о новых действиях; прежние не вернутся.',
  'notices.settings.muted.none': 'Вы никого не отключали.',
  'notices.settings.unmute': 'Включить',
  'notices.settings.unmuteNamed': 'Включить уведомления от {name}',
  'notices.settings.unmuted': '{name} снова может присылать вам уведомления.',
  'notices.push.title': 'Push-уведомления в этом браузере',
  'notices.push.on': 'Этот браузер получает push-уведомления.',
  'notices.push.off': 'Этот браузер не получает push-уведомления.',
  'notices.push.enable': 'Включить',
  'notices.push.disable': 'Выключить',
  'notices.push.unsupported': 'Этот браузер не умеет получать push-уведомления.',
  'notices.push.denied':
    'Уведомления Across заблокированы в этом браузере. Разрешите их в настройках сайта, затем включите здесь.',
  'notices.push.failed': 'Не удалось включить push-уведомления. Попробуйте позже.',
  'notices.announcements.empty': 'Объявлений пока нет.',
  'notices.announcements.pinned': 'Закреплено',
  'notices.announcements.markAll': 'Отметить все как прочитанные',
  'notices.announcements.all': 'Все объявления',
  'notices.announcements.notFound': 'Это объявление недоступно.',
  'notices.maintenance.upcoming': 'Плановые технические работы с {start} до {end}.',
  'notices.maintenance.dismiss': 'Скрыть',
  'notices.maintenance.title': 'На Across идут технические работы',
  'notices.maintenance.until':
    'До {end}. Смотреть можно и сейчас; отправка, публикация и изменения снова заработают после этого.',
  'notices.maintenance.browse': 'Пока осмотреться',
  'notices.maintenance.active': 'Технические работы до {end}: до этого времени изменения невозможны.',
  'notices.maintenance.over': 'Технические работы завершены. Спасибо за терпение.',
  'notices.maintenance.back': 'Вернуться в Across',
};

export default ru;
