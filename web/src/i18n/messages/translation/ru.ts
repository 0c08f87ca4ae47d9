import type translation from './en';

const ru: Record<keyof typeof translation, string> = {
  'translation.bar.label': "Переводить мои сообщения на",
  'translation.bar.peer': "{language} (язык собеседника)",
  'translation.bar.off': "Без перевода",
  'translation.bar.available': "Доступны",
  'translation.bar.unavailable': "Здесь недоступны",
  'translation.bar.auto': "Автоматически переводить сообщения собеседника",
  'translation.bar.cost': "Переводы расходуют ваши символы перевода, затем 1 золотую монету за 100 символов.",
  'translation.bar.notServed': "Здесь нельзя перевести с языка «{from}» на «{to}»: ваши сообщения уйдут без перевода.",
  'translation.bar.noEngine': "Перевод сейчас недоступен.",
  'translation.from': "Переведено с языка «{language}»",
  'translation.showOriginal': "Показать оригинал",
  'translation.showTranslation': "Показать перевод",
  'translation.sentIn': "Отправлено на языке «{language}»",
  'translation.notSource': "Не «{language}»?",
  'translation.translate': "Перевести",
  'translation.translateFrom': "Перевести с языка «{language}»",
  'translation.translating': "Перевод…",
  'translation.writtenIn': "Язык сообщения",
  'translation.cancel': "Отмена",
  'translation.sentAsWritten.unavailable': "Отправлено без перевода: нельзя перевести с языка «{from}» на «{to}».",
  'translation.sentAsWritten.failed': "Отправлено без перевода: служба перевода не ответила.",
  'translation.received.unavailable': "Не переведено: нельзя перевести с языка «{from}» на «{to}».",
  'translation.received.failed': "Перевод не удался.",
  'translation.received.insufficient': "Не переведено автоматически: не хватает символов перевода.",
  'translation.tryAgain': "Повторить",
  'translation.short.title': "Не хватает символов перевода",
  'translation.short.body': "Для этого перевода нужно больше символов перевода или золотых монет, чем у вас есть. Купите пакет перевода или пополните счёт — или отправьте сообщение без перевода.",
  'translation.short.sendAsWritten': "Отправить без перевода",
};

export default ru;
