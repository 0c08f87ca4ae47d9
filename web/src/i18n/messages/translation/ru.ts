import type translation from './en';

const ru: Record<keyof typeof translation, string> = {
  'translation.bar.label': 'Переводить мои сообщения на',
  'translation.bar.peer': '{name, select, other {Язык собеседника}}: {language}',
  'translation.bar.off': 'Без перевода',
  'translation.bar.available': 'Другие языки',
  'translation.bar.auto': 'Автоматически переводить сообщения {name}',
  'translation.bar.cost':
    'Бесплатно сегодня: {left, number} из {perDay, number} символов. Затем ваши символы перевода; золотые монеты — только с вашего согласия.',
  'translation.bar.peerSpeaks': '{name} тоже говорит на языке «{language}»: написанное на нём уходит без перевода.',
  'translation.bar.notServed': 'Написанное на языке «{from}» здесь нельзя перевести на «{to}»: оно уйдёт без перевода.',
  'translation.bar.writeIn':
    'Написанное на языке «{from}» уйдёт без перевода: ни один сервис не переводит его на «{to}». {how, select, speaks {Пишите на языке «{other}»: {name} на нём говорит.} other {Пишите на языке «{other}» — это будет переведено.}}',
  'translation.bar.intoSpoken':
    'Ни один сервис не переводит с языка «{from}» на «{to}»: написанное на языке «{from}» {name} получит на языке «{spoken}», на котором тоже говорит.',
  'translation.bar.noEngine': 'Перевод сейчас недоступен.',
  'translation.bar.short': 'Отправлять на',
  'translation.from': 'Переведено с языка «{language}»',
  'translation.fromInto': 'Переведено с языка «{from}» на «{to}»: ни один сервис не переводит на «{mine}»',
  'translation.showOriginal': 'Показать оригинал',
  'translation.showTranslation': 'Показать перевод',
  'translation.sentIn': 'Отправлено на языке «{language}»',
  'translation.notSource': 'Не «{language}»?',
  'translation.translate': 'Перевести',
  'translation.translateFrom': 'Перевести с языка «{language}»',
  'translation.translating': 'Перевод…',
  'translation.choose': 'Выберите язык',
  'translation.translateInto': 'Перевести на язык «{language}»',
  'translation.writtenIn': 'Язык сообщения',
  'translation.cancel': 'Отмена',
  'translation.sentAsWritten.unavailable': 'Отправлено без перевода: нельзя перевести с языка «{from}» на «{to}».',
  'translation.sentAsWritten.failed': 'Отправлено без перевода: служба перевода не ответила.',
  'translation.sentAsWritten.insufficient':
    '{left, plural, =0 {Отправлено как написано: бесплатные символы на сегодня закончились. Собеседник может перевести сам.} other {Отправлено как написано: сообщение длиннее, чем оставшиеся у вас символы перевода ({left, number}). Собеседник может перевести сам.}}',
  'translation.received.unavailable': 'Не переведено: нельзя перевести с языка «{from}» на «{to}».',
  'translation.received.failed': 'Перевод не удался.',
  'translation.received.insufficient':
    '{left, plural, =0 {Не переведено автоматически: бесплатные символы на сегодня закончились.} other {Не переведено автоматически: сообщение длиннее, чем оставшиеся у вас символы перевода ({left, number}).}}',
  'translation.tryAgain': 'Повторить',
  'translation.machine': 'Машинный перевод: {engine}',
  'translation.correction.open': 'Предложить вариант получше',
  'translation.correction.change': 'Изменить',
  'translation.correction.yours': 'Ваш вариант:',
  'translation.correction.suggested': '{name} предлагает:',
  'translation.correction.label': 'Как это лучше сказать?',
  'translation.correction.submit': 'Предложить',
  'translation.short.title': 'Не хватает символов перевода',
  'translation.short.body':
    'Для этого перевода нужно больше символов, чем покрывают ваши бесплатные символы на сегодня и символы перевода. Купите пакет перевода или пополните счёт — или отправьте сообщение как написано.',
  'translation.short.payCoins':
    'Оплатить: {coins, plural, one {# золотая монета} few {# золотые монеты} many {# золотых монет} other {# золотой монеты}}',
  'translation.short.sendAsWritten': 'Отправить без перевода',
};

export default ru;
