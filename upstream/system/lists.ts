import type { UiLanguage } from '../constants';

/**
 * The option lists of spec §7 /system/*. Countries and languages are named by the ICU data
 * Node ships (Intl.DisplayNames), so every UI language gets real names; hobbies and
 * occupations are ours, translated here.
 */

/** ISO 3166-1 alpha-2: every country and region. */
export const REGION_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** Common languages members may speak (ISO 639-1, plus the Chinese scripts). */
export const LANGUAGE_CODES = (
  'af am ar az be bg bn bs ca cs cy da de el en eo es et eu fa fi fil fr ga gl gu ha he hi hr ht hu hy id ig is it ja jv ' +
  'ka kk km kn ko ku ky la lb lo lt lv mg mi mk ml mn mr ms mt my ne nl no ny pa pl ps pt ro ru rw sd si sk sl sm sn so sq ' +
  'sr st su sv sw ta te tg th tk tr tt ug uk ur uz vi xh yi yo zh-CN zh-TW zu'
).split(' ');

export const HEIGHT_RANGE_CM = { min: 140, max: 220 };
export const WEIGHT_RANGE_KG = { min: 35, max: 150 };

type Names = Record<UiLanguage, string>;

const n = (
  en: string,
  zhCN: string,
  zhTW: string,
  de: string,
  ru: string,
  ko: string,
  ja: string,
  es: string,
): Names => ({
  en,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  de,
  ru,
  ko,
  ja,
  es,
});

export const HOBBIES: Record<string, Names> = {
  travel: n('Travel', '旅行', '旅行', 'Reisen', 'Путешествия', '여행', '旅行', 'Viajar'),
  music: n('Music', '音乐', '音樂', 'Musik', 'Музыка', '음악', '音楽', 'Música'),
  movies: n('Movies', '电影', '電影', 'Filme', 'Кино', '영화', '映画', 'Cine'),
  reading: n('Reading', '阅读', '閱讀', 'Lesen', 'Чтение', '독서', '読書', 'Lectura'),
  cooking: n('Cooking', '烹饪', '烹飪', 'Kochen', 'Кулинария', '요리', '料理', 'Cocinar'),
  hiking: n('Hiking', '徒步', '健行', 'Wandern', 'Походы', '하이킹', 'ハイキング', 'Senderismo'),
  fitness: n('Fitness', '健身', '健身', 'Fitness', 'Фитнес', '헬스', 'フィットネス', 'Fitness'),
  yoga: n('Yoga', '瑜伽', '瑜珈', 'Yoga', 'Йога', '요가', 'ヨガ', 'Yoga'),
  running: n('Running', '跑步', '跑步', 'Laufen', 'Бег', '달리기', 'ランニング', 'Correr'),
  swimming: n('Swimming', '游泳', '游泳', 'Schwimmen', 'Плавание', '수영', '水泳', 'Natación'),
  dancing: n('Dancing', '跳舞', '跳舞', 'Tanzen', 'Танцы', '춤', 'ダンス', 'Bailar'),
  photography: n('Photography', '摄影', '攝影', 'Fotografie', 'Фотография', '사진', '写真', 'Fotografía'),
  painting: n('Painting', '绘画', '繪畫', 'Malen', 'Живопись', '그림', '絵画', 'Pintura'),
  gaming: n('Gaming', '游戏', '遊戲', 'Gaming', 'Видеоигры', '게임', 'ゲーム', 'Videojuegos'),
  languages: n(
    'Learning languages',
    '学语言',
    '學語言',
    'Sprachen lernen',
    'Изучение языков',
    '언어 공부',
    '語学',
    'Aprender idiomas',
  ),
  coffee: n('Coffee', '咖啡', '咖啡', 'Kaffee', 'Кофе', '커피', 'コーヒー', 'Café'),
  wine: n('Wine tasting', '品酒', '品酒', 'Weinprobe', 'Дегустация вин', '와인 시음', 'ワイン', 'Cata de vinos'),
  pets: n('Pets', '宠物', '寵物', 'Haustiere', 'Домашние животные', '반려동물', 'ペット', 'Mascotas'),
  gardening: n('Gardening', '园艺', '園藝', 'Gärtnern', 'Садоводство', '원예', 'ガーデニング', 'Jardinería'),
  football: n('Football', '足球', '足球', 'Fußball', 'Футбол', '축구', 'サッカー', 'Fútbol'),
  basketball: n('Basketball', '篮球', '籃球', 'Basketball', 'Баскетбол', '농구', 'バスケットボール', 'Baloncesto'),
  tennis: n('Tennis', '网球', '網球', 'Tennis', 'Теннис', '테니스', 'テニス', 'Tenis'),
  cycling: n('Cycling', '骑行', '騎單車', 'Radfahren', 'Велоспорт', '자전거', 'サイクリング', 'Ciclismo'),
  skiing: n('Skiing', '滑雪', '滑雪', 'Skifahren', 'Лыжи', '스키', 'スキー', 'Esquí'),
  fashion: n('Fashion', '时尚', '時尚', 'Mode', 'Мода', '패션', 'ファッション', 'Moda'),
  karaoke: n('Karaoke', '唱K', '唱歌', 'Karaoke', 'Караоке', '노래방', 'カラオケ', 'Karaoke'),
  anime: n('Anime', '动漫', '動漫', 'Anime', 'Аниме', '애니메이션', 'アニメ', 'Anime'),
  volunteering: n(
    'Volunteering',
    '志愿服务',
    '志工服務',
    'Ehrenamt',
    'Волонтёрство',
    '봉사활동',
    'ボランティア',
    'Voluntariado',
  ),
  meditation: n('Meditation', '冥想', '冥想', 'Meditation', 'Медитация', '명상', '瞑想', 'Meditación'),
  camping: n('Camping', '露营', '露營', 'Camping', 'Кемпинг', '캠핑', 'キャンプ', 'Acampada'),
  theatre: n('Theatre', '戏剧', '戲劇', 'Theater', 'Театр', '연극', '演劇', 'Teatro'),
  history: n('History', '历史', '歷史', 'Geschichte', 'История', '역사', '歴史', 'Historia'),
};

export const OCCUPATIONS: Record<string, Names> = {
  student: n('Student', '学生', '學生', 'Student/in', 'Студент', '학생', '学生', 'Estudiante'),
  engineer: n('Engineer', '工程师', '工程師', 'Ingenieur/in', 'Инженер', '엔지니어', 'エンジニア', 'Ingeniero/a'),
  developer: n(
    'Software developer',
    '软件开发',
    '軟體開發',
    'Softwareentwickler/in',
    'Разработчик ПО',
    '소프트웨어 개발자',
    'ソフトウェア開発者',
    'Desarrollador/a de software',
  ),
  teacher: n('Teacher', '教师', '教師', 'Lehrer/in', 'Учитель', '교사', '教師', 'Docente'),
  doctor: n('Doctor', '医生', '醫生', 'Arzt/Ärztin', 'Врач', '의사', '医師', 'Médico/a'),
  nurse: n('Nurse', '护士', '護理師', 'Pflegekraft', 'Медсестра / медбрат', '간호사', '看護師', 'Enfermero/a'),
  business: n(
    'Business owner',
    '企业主',
    '企業主',
    'Unternehmer/in',
    'Предприниматель',
    '사업가',
    '経営者',
    'Empresario/a',
  ),
  finance: n('Finance', '金融', '金融', 'Finanzwesen', 'Финансы', '금융', '金融', 'Finanzas'),
  sales: n(
    'Sales and marketing',
    '销售与市场',
    '銷售與行銷',
    'Vertrieb und Marketing',
    'Продажи и маркетинг',
    '영업·마케팅',
    '営業・マーケティング',
    'Ventas y marketing',
  ),
  design: n('Designer', '设计师', '設計師', 'Designer/in', 'Дизайнер', '디자이너', 'デザイナー', 'Diseñador/a'),
  artist: n('Artist', '艺术家', '藝術家', 'Künstler/in', 'Художник', '예술가', 'アーティスト', 'Artista'),
  lawyer: n('Lawyer', '律师', '律師', 'Anwalt/Anwältin', 'Юрист', '변호사', '弁護士', 'Abogado/a'),
  civilServant: n(
    'Civil servant',
    '公务员',
    '公務員',
    'Beamter/Beamtin',
    'Госслужащий',
    '공무원',
    '公務員',
    'Funcionario/a',
  ),
  hospitality: n(
    'Hospitality and tourism',
    '酒店与旅游',
    '餐旅觀光',
    'Gastgewerbe und Tourismus',
    'Гостиничный бизнес и туризм',
    '호텔·관광',
    'ホテル・観光',
    'Hostelería y turismo',
  ),
  chef: n('Chef', '厨师', '廚師', 'Koch/Köchin', 'Повар', '요리사', 'シェフ', 'Chef'),
  media: n(
    'Media and writing',
    '媒体与写作',
    '媒體與寫作',
    'Medien und Schreiben',
    'СМИ и литература',
    '미디어·작가',
    'メディア・執筆',
    'Medios y escritura',
  ),
  scientist: n('Scientist', '科研人员', '研究人員', 'Wissenschaftler/in', 'Учёный', '연구원', '研究者', 'Científico/a'),
  trades: n('Skilled trades', '技术工人', '技術工', 'Handwerk', 'Рабочие профессии', '기술직', '技能職', 'Oficios'),
  military: n('Military', '军人', '軍人', 'Militär', 'Военный', '군인', '軍人', 'Militar'),
  retired: n('Retired', '退休', '退休', 'Im Ruhestand', 'На пенсии', '은퇴', '退職', 'Jubilado/a'),
  other: n('Other', '其他', '其他', 'Sonstiges', 'Другое', '기타', 'その他', 'Otro'),
};

export interface ListOption {
  code: string;
  name: string;
}

function displayNames(language: UiLanguage, type: 'region' | 'language', codes: string[]): ListOption[] {
  const names = new Intl.DisplayNames([language], { type, fallback: 'code' });
  const collator = new Intl.Collator(language);
  return codes.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
}

const translated = (language: UiLanguage, table: Record<string, Names>): ListOption[] =>
  Object.entries(table).map(([code, names]) => ({ code, name: names[language] }));

export const regionOptions = (language: UiLanguage) => displayNames(language, 'region', REGION_CODES);
export const languageOptions = (language: UiLanguage) => displayNames(language, 'language', LANGUAGE_CODES);
export const hobbyOptions = (language: UiLanguage) => translated(language, HOBBIES);
export const occupationOptions = (language: UiLanguage) => translated(language, OCCUPATIONS);
export const range = ({ min, max }: { min: number; max: number }) =>
  Array.from({ length: max - min + 1 }, (_, i) => min + i);
