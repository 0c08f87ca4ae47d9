import type { UiLanguage } from './constants';

/**
 * The few texts the BFF writes itself (everything else comes localised from upstream), in
 * the eight UI languages. English holds the keys.
 */
const en = {
  'id.invalid': 'This ID is not valid here.',
  'nodes.tooMany': 'Ask for at most {max} IDs at once.',
  'service.unavailable': 'The service is briefly unavailable. Please try again in a moment.',
  'message.textOrImage': 'Send either a text or a photo.',
  'translation.language': 'Choose the language to translate into.',
};

export type BffMessageKey = keyof typeof en;

const catalogues: Record<UiLanguage, Record<BffMessageKey, string>> = {
  en,
  'zh-CN': {
    'id.invalid': '此 ID 在这里无效。',
    'nodes.tooMany': '一次最多请求 {max} 个 ID。',
    'service.unavailable': '服务暂时不可用，请稍后再试。',
    'message.textOrImage': '请发送文字或图片，二选一。',
    'translation.language': '请选择要翻译成的语言。',
  },
  'zh-TW': {
    'id.invalid': '此 ID 在這裡無效。',
    'nodes.tooMany': '一次最多請求 {max} 個 ID。',
    'service.unavailable': '服務暫時無法使用，請稍後再試。',
    'message.textOrImage': '請傳送文字或圖片，二擇一。',
    'translation.language': '請選擇要翻譯成的語言。',
  },
  de: {
    'id.invalid': 'Diese ID ist hier nicht gültig.',
    'nodes.tooMany': 'Bitte höchstens {max} IDs auf einmal anfragen.',
    'service.unavailable': 'Der Dienst ist kurz nicht erreichbar. Bitte versuche es gleich noch einmal.',
    'message.textOrImage': 'Sende entweder einen Text oder ein Foto.',
    'translation.language': 'Wähle die Sprache, in die übersetzt wird.',
  },
  ru: {
    'id.invalid': 'Этот идентификатор здесь недопустим.',
    'nodes.tooMany': 'Запрашивайте не более {max} идентификаторов за раз.',
    'service.unavailable': 'Сервис временно недоступен. Попробуйте ещё раз через минуту.',
    'message.textOrImage': 'Отправьте либо текст, либо фото.',
    'translation.language': 'Выберите язык перевода.',
  },
  ko: {
    'id.invalid': '여기에서 사용할 수 없는 ID입니다.',
    'nodes.tooMany': '한 번에 최대 {max}개의 ID만 요청할 수 있습니다.',
    'service.unavailable': '서비스를 잠시 사용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    'message.textOrImage': '텍스트 또는 사진 중 하나만 보내 주세요.',
    'translation.language': '번역할 언어를 선택하세요.',
  },
  ja: {
    'id.invalid': 'この ID はここでは使えません。',
    'nodes.tooMany': '一度に指定できる ID は {max} 件までです。',
    'service.unavailable': 'サービスが一時的に利用できません。しばらくしてからもう一度お試しください。',
    'message.textOrImage': 'テキストか写真のどちらかを送ってください。',
    'translation.language': '翻訳先の言語を選んでください。',
  },
  es: {
    'id.invalid': 'Este ID no es válido aquí.',
    'nodes.tooMany': 'Pide como máximo {max} ID a la vez.',
    'service.unavailable': 'El servicio no está disponible en este momento. Inténtalo de nuevo en un momento.',
    'message.textOrImage': 'Envía un texto o una foto, no ambos.',
    'translation.language': 'Elige el idioma al que traducir.',
  },
};

export const bffMessageCatalogues: Readonly<Record<UiLanguage, Record<BffMessageKey, string>>> = catalogues;

export function bffMessage(language: UiLanguage, key: BffMessageKey, values: Record<string, string | number> = {}): string {
  return catalogues[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
