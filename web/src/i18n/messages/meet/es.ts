import type meet from './en';

const es: Record<keyof typeof meet, string> = {
  'meet.title': 'Gente para conocer',
  'meet.filter.label': 'Mostrar',
  'meet.filter.all': 'Todos',
  'meet.filter.women': 'Mujeres',
  'meet.filter.men': 'Hombres',
  'meet.empty': 'Todavía no hay nadie que mostrar. ¡Vuelve pronto!',
};

export default es;
