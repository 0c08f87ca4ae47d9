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
  'translation.draftRecord': 'Этот перевод относится к другому тексту или уже отправлен: переведите сообщение ещё раз.',
  'translation.draftAsWritten': 'Сообщение, отправляемое без перевода, не может нести перевод.',
  'translation.correctionText': 'Напишите свой вариант длиной от 1 до 1000 символов.',
  'translation.correctionOwn': 'Предложить лучший вариант можно только для полученных сообщений.',
  'translation.correctionUntranslated': 'Лучший вариант можно предложить только для переведённого сообщения: сначала переведите его.',
  'translation.correctionSame': 'Перевод уже звучит так: измените его, чтобы предложить лучший вариант.',
  'translation.language': 'Выберите язык из списка.',
  'translation.outgoing': 'Выберите язык, язык собеседника или без перевода.',
  'translation.autoTranslate': 'Укажите, переводить ли входящие сообщения автоматически.',
} satisfies Translation<typeof en>;
