import type { UiLanguage } from '../languages';
import { de } from './de';
import { en, type Catalogue } from './en';
import { es } from './es';
import { ja } from './ja';
import { ko } from './ko';
import { ru } from './ru';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

export type { MessageId } from './en';

export const catalogues: Record<UiLanguage, Catalogue> = { en, 'zh-CN': zhCN, 'zh-TW': zhTW, de, ru, ko, ja, es };
