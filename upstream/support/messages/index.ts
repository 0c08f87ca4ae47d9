import { registerMessages, type Translation } from '../../i18n';
import de from './de';
import en from './en';
import es from './es';
import ja from './ja';
import ko from './ko';
import ru from './ru';
import zhCN from './zh-CN';
import zhTW from './zh-TW';

declare module '../../i18n' {
  interface Messages extends Translation<typeof en> {}
}

registerMessages('support', { en, 'zh-CN': zhCN, 'zh-TW': zhTW, de, ru, ko, ja, es });
