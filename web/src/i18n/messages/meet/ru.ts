import type meet from './en';

const ru: Record<keyof typeof meet, string> = {
  'meet.title': 'С кем познакомиться',
  'meet.filter.label': 'Показать',
  'meet.filter.all': 'Все',
  'meet.filter.women': 'Женщины',
  'meet.filter.men': 'Мужчины',
  'meet.empty': 'Здесь пока никого нет. Загляните чуть позже!',
  'meet.filters': 'Фильтры{count, plural, =0 {} other { (#)}}',
  'meet.filter.language': 'Говорит на',
  'meet.filter.anyLanguage': 'Любой язык',
  'meet.filter.region': 'Живёт в',
  'meet.filter.anywhere': 'Где угодно',
  'meet.filter.age': 'Возраст',
  'meet.filter.ageFrom': 'От',
  'meet.filter.ageTo': 'До',
  'meet.filter.any': 'Любой',
  'meet.filter.onlineNow': 'Сейчас в сети',
  'meet.filter.clear': 'Сбросить фильтры',
  'meet.card.speaks': 'Языки: {language}',
  'meet.emptyFiltered': 'Сейчас под эти фильтры никто не подходит. Попробуйте убрать часть из них.',
};

export default ru;
