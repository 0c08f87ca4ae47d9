import type staff from './en';

const ru: Record<keyof typeof staff, string> = {
  'staff.nav.reports': 'Жалобы',
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
};

export default ru;
