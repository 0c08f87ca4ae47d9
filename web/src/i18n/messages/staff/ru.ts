import type staff from './en';

const ru: Record<keyof typeof staff, string> = {
  'staff.nav.reports': 'Жалобы',
  'staff.nav.announcements': 'Объявления',
  'staff.nav.maintenance': 'Обслуживание',
  'staff.nav.support': 'Поддержка',
  'staff.back': 'Назад в Across',
  'staff.code.label': 'Код',
  'staff.verify.title': 'Подтвердите, что это вы',
  'staff.verify.body':
    'Разделам для сотрудников нужен второй фактор на этом устройстве: введите код из приложения-аутентификатора или один из кодов восстановления.',
  'staff.verify.submit': 'Продолжить',
  'staff.enrol.title': 'Настройте второй фактор',
  'staff.enrol.body':
    'Сотрудники входят с паролем и кодом из приложения-аутентификатора. Добавьте Across в приложение и введите показанный код.',
  'staff.enrol.start': 'Начать',
  'staff.enrol.secret': 'Или введите этот ключ в приложении:',
  'staff.enrol.confirm': 'Подтвердить',
  'staff.recovery.title': 'Ваши коды восстановления',
  'staff.recovery.body':
    'Каждый код действует один раз вместо кода из приложения, если вы потеряете телефон. Храните их в надёжном месте: они больше не будут показаны.',
  'staff.recovery.saved': 'Я их сохранил(а)',
  'staff.nav.team': 'Команда',
  'staff.forbidden.title': 'Не для вашей роли',
  'staff.forbidden.body': 'Эта страница для администраторов. Панель консоли ведёт к страницам вашей роли.',
  'staff.role.SUPPORT': 'Поддержка',
  'staff.role.MODERATOR': 'Модератор',
  'staff.role.ADMIN': 'Администратор',
  'staff.team.title': 'Сотрудники',
  'staff.team.body': 'Поддержка отвечает клиентам, модераторы разбирают жалобы, администраторы могут всё.',
  'staff.team.empty': 'Сотрудников пока нет.',
  'staff.team.grant.title': 'Добавить сотрудника',
  'staff.team.email': 'Его или её адрес e-mail',
  'staff.team.role': 'Роль',
  'staff.team.grant': 'Добавить',
  'staff.team.you': '(вы)',
  'staff.team.factor.on': 'Второй фактор настроен',
  'staff.team.factor.off': 'Второй фактор ещё не настроен',
  'staff.team.roleOf': 'Роль: {name}',
  'staff.team.reset': 'Сбросить второй фактор',
  'staff.team.reset.confirm':
    '{name} настроит новый второй фактор на следующей странице консоли, а коды восстановления перестанут действовать. Сбросить?',
  'staff.team.reset.do': 'Сбросить',
  'staff.team.remove': 'Убрать из команды',
  'staff.team.remove.confirm': '{name} больше не сможет войти в консоль. Убрать из команды?',
  'staff.team.remove.do': 'Убрать',
  'staff.team.cancel': 'Отмена',
  'staff.team.granted': 'Теперь у {name} роль «{role}».',
  'staff.team.removed': '{name} больше не в команде.',
  'staff.team.resetDone': '{name} настроит новый второй фактор на следующей странице консоли.',
};

export default ru;
