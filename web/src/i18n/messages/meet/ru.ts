import type meet from './en';

const ru: Record<keyof typeof meet, string> = {
  'meet.title': 'С кем познакомиться',
  'meet.filter.label': 'Показать',
  'meet.filter.all': 'Все',
  'meet.filter.women': 'Женщины',
  'meet.filter.men': 'Мужчины',
  'meet.empty': 'Здесь пока никого нет. Загляните чуть позже!',
};

export default ru;
