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
  'upload.tooLarge': 'The photo is too large: at most {megabytes} MB.',
  'upload.lengthRequired': 'The upload must say its size (Content-Length).',
  'cursor.invalid': 'This list position is not valid: load the list again.',
  'moment.uploadKeys': 'Attach each photo once, from your own uploads.',
  'staff.forbidden': 'Only Across staff may do this.',
  'staff.secondFactorRequired': 'Please confirm it is you with your authenticator code first.',
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
    'upload.tooLarge': '图片太大：最多 {megabytes} MB。',
    'upload.lengthRequired': '上传必须注明大小（Content-Length）。',
    'cursor.invalid': '列表位置无效，请重新加载列表。',
    'moment.uploadKeys': '每张照片只能附加一次，且必须是你自己上传的。',
    'staff.forbidden': '只有 Across 工作人员可以执行此操作。',
    'staff.secondFactorRequired': '请先用身份验证器应用中的验证码确认身份。',
  },
  'zh-TW': {
    'id.invalid': '此 ID 在這裡無效。',
    'nodes.tooMany': '一次最多請求 {max} 個 ID。',
    'service.unavailable': '服務暫時無法使用，請稍後再試。',
    'message.textOrImage': '請傳送文字或圖片，二擇一。',
    'translation.language': '請選擇要翻譯成的語言。',
    'upload.tooLarge': '圖片太大：最多 {megabytes} MB。',
    'upload.lengthRequired': '上傳必須註明大小（Content-Length）。',
    'cursor.invalid': '列表位置無效，請重新載入列表。',
    'moment.uploadKeys': '每張照片只能附加一次，且必須是你自己上傳的。',
    'staff.forbidden': '只有 Across 工作人員可以執行此操作。',
    'staff.secondFactorRequired': '請先用身分驗證器應用程式中的驗證碼確認身分。',
  },
  de: {
    'id.invalid': 'Diese ID ist hier nicht gültig.',
    'nodes.tooMany': 'Bitte höchstens {max} IDs auf einmal anfragen.',
    'service.unavailable': 'Der Dienst ist kurz nicht erreichbar. Bitte versuche es gleich noch einmal.',
    'message.textOrImage': 'Sende entweder einen Text oder ein Foto.',
    'translation.language': 'Wähle die Sprache, in die übersetzt wird.',
    'upload.tooLarge': 'Das Foto ist zu groß: höchstens {megabytes} MB.',
    'upload.lengthRequired': 'Ein Upload muss seine Größe angeben (Content-Length).',
    'cursor.invalid': 'Diese Listenposition ist ungültig: Lade die Liste neu.',
    'moment.uploadKeys': 'Hänge jedes Foto nur einmal an, und nur deine eigenen Uploads.',
    'staff.forbidden': 'Das dürfen nur Mitarbeitende von Across.',
    'staff.secondFactorRequired': 'Bitte bestätige zuerst mit dem Code deiner Authenticator-App, dass du es bist.',
  },
  ru: {
    'id.invalid': 'Этот идентификатор здесь недопустим.',
    'nodes.tooMany': 'Запрашивайте не более {max} идентификаторов за раз.',
    'service.unavailable': 'Сервис временно недоступен. Попробуйте ещё раз через минуту.',
    'message.textOrImage': 'Отправьте либо текст, либо фото.',
    'translation.language': 'Выберите язык перевода.',
    'upload.tooLarge': 'Фото слишком большое: не больше {megabytes} МБ.',
    'upload.lengthRequired': 'Загрузка должна указывать свой размер (Content-Length).',
    'cursor.invalid': 'Неверная позиция в списке: загрузите список заново.',
    'moment.uploadKeys': 'Прикрепляйте каждое фото один раз и только из своих загрузок.',
    'staff.forbidden': 'Это могут делать только сотрудники Across.',
    'staff.secondFactorRequired': 'Сначала подтвердите, что это вы, кодом из приложения-аутентификатора.',
  },
  ko: {
    'id.invalid': '여기에서 사용할 수 없는 ID입니다.',
    'nodes.tooMany': '한 번에 최대 {max}개의 ID만 요청할 수 있습니다.',
    'service.unavailable': '서비스를 잠시 사용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    'message.textOrImage': '텍스트 또는 사진 중 하나만 보내 주세요.',
    'translation.language': '번역할 언어를 선택하세요.',
    'upload.tooLarge': '사진이 너무 큽니다. 최대 {megabytes}MB까지 올릴 수 있습니다.',
    'upload.lengthRequired': '업로드에는 크기(Content-Length)가 있어야 합니다.',
    'cursor.invalid': '목록 위치가 올바르지 않습니다. 목록을 다시 불러오세요.',
    'moment.uploadKeys': '사진은 직접 올린 것만, 한 번씩만 첨부할 수 있습니다.',
    'staff.forbidden': 'Across 운영진만 할 수 있습니다.',
    'staff.secondFactorRequired': '먼저 인증 앱의 코드로 본인임을 확인해 주세요.',
  },
  ja: {
    'id.invalid': 'この ID はここでは使えません。',
    'nodes.tooMany': '一度に指定できる ID は {max} 件までです。',
    'service.unavailable': 'サービスが一時的に利用できません。しばらくしてからもう一度お試しください。',
    'message.textOrImage': 'テキストか写真のどちらかを送ってください。',
    'translation.language': '翻訳先の言語を選んでください。',
    'upload.tooLarge': '写真が大きすぎます。{megabytes} MB までにしてください。',
    'upload.lengthRequired': 'アップロードにはサイズ（Content-Length）が必要です。',
    'cursor.invalid': 'リストの位置が正しくありません。リストを読み込み直してください。',
    'moment.uploadKeys': '写真は自分でアップロードしたものを、1 枚につき 1 回だけ添付できます。',
    'staff.forbidden': 'この操作は Across のスタッフのみが行えます。',
    'staff.secondFactorRequired': 'まず認証アプリのコードでご本人確認をしてください。',
  },
  es: {
    'id.invalid': 'Este ID no es válido aquí.',
    'nodes.tooMany': 'Pide como máximo {max} ID a la vez.',
    'service.unavailable': 'El servicio no está disponible en este momento. Inténtalo de nuevo en un momento.',
    'message.textOrImage': 'Envía un texto o una foto, no ambos.',
    'translation.language': 'Elige el idioma al que traducir.',
    'upload.tooLarge': 'La foto es demasiado grande: como máximo {megabytes} MB.',
    'upload.lengthRequired': 'La subida debe indicar su tamaño (Content-Length).',
    'cursor.invalid': 'Esta posición de la lista no es válida: vuelve a cargar la lista.',
    'moment.uploadKeys': 'Adjunta cada foto una sola vez, y solo de tus propias subidas.',
    'staff.forbidden': 'Solo el equipo de Across puede hacer esto.',
    'staff.secondFactorRequired': 'Primero confirma que eres tú con el código de tu app de autenticación.',
  },
};

export const bffMessageCatalogues: Readonly<Record<UiLanguage, Record<BffMessageKey, string>>> = catalogues;

export function bffMessage(
  language: UiLanguage,
  key: BffMessageKey,
  values: Record<string, string | number> = {},
): string {
  return catalogues[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
