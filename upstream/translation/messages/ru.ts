import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'translation.insufficient': 'Для этого перевода нужно {characters} символов перевода (или 1 золотая монета за каждые 100) — больше, чем у вас есть. Пополните золотые монеты или купите пакет перевода.',
  'translation.unavailable': 'Перевод с языка «{source}» на «{target}» недоступен.',
  'translation.failed': 'Служба перевода не отвечает. Попробуйте ещё раз через минуту.',
  'translation.sameLanguage': 'Это сообщение уже на языке «{language}». Если это не так, выберите язык, на котором оно написано.',
  'translation.notText': 'Переводить можно только текстовые сообщения.',
  'translation.ownMessage': 'Ваши сообщения отправляются так, как задано в настройке перевода; здесь переводятся только полученные сообщения.',
  'translation.noWords': 'В этом сообщении нет слов для перевода.',
  'translation.language': 'Выберите язык из списка.',
  'translation.outgoing': 'Выберите язык, язык собеседника или без перевода.',
  'translation.autoTranslate': 'Укажите, переводить ли входящие сообщения автоматически.',
} satisfies Translation<typeof en>;
