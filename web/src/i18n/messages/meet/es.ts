import type meet from './en';

const es: Record<keyof typeof meet, string> = {
  'meet.title': 'Gente para conocer',
  'meet.filter.label': 'Mostrar',
  'meet.filter.all': 'Todos',
  'meet.filter.women': 'Mujeres',
  'meet.filter.men': 'Hombres',
  'meet.empty': 'Todavía no hay nadie que mostrar. ¡Vuelve pronto!',
  'meet.filters': 'Filtros{count, plural, =0 {} other { (#)}}',
  'meet.filter.language': 'Habla',
  'meet.filter.anyLanguage': 'Cualquier idioma',
  'meet.filter.region': 'Vive en',
  'meet.filter.anywhere': 'Cualquier lugar',
  'meet.filter.age': 'Edad',
  'meet.filter.ageFrom': 'Desde',
  'meet.filter.ageTo': 'Hasta',
  'meet.filter.any': 'Cualquiera',
  'meet.filter.onlineNow': 'En línea ahora',
  'meet.filter.clear': 'Quitar filtros',
  'meet.card.speaks': 'Habla {language}',
  'meet.emptyFiltered': 'Ahora mismo nadie coincide con estos filtros. Prueba con menos.',
};

export default es;
