import type landing from './en';

const es: Record<keyof typeof landing, string> = {
  'landing.hero.title': 'Amor sin barreras de idioma',
  'landing.hero.body':
    'Across une a solteros de todos los países. Los mensajes se traducen entre los idiomas que conoce nuestro servicio de traducción, al tuyo o a otro idioma que hables.',
  'landing.register': 'Crear una cuenta gratis',
  'landing.values.title': 'Nuestros valores',
  'landing.values.body':
    'Honestidad, respeto y curiosidad por otras culturas. Creemos que las relaciones reales empiezan con conversaciones reales.',
  'landing.safety.title': 'Tu seguridad, lo primero',
  'landing.safety.body': 'Correos verificados, denunciar y bloquear con un toque, y un equipo que revisa cada queja.',
  'landing.guidelines.title': 'Normas de la comunidad',
  'landing.guidelines.body':
    'Sé amable, sé tú mismo y nunca pidas dinero a otros miembros. Quien incumple las normas es expulsado.',
  'landing.premium.title': 'Una comunidad premium para solteros',
  'landing.premium.intro': 'Para quienes se toman en serio encontrar pareja.',
  'landing.premium.elite.title': 'Miembros de élite',
  'landing.premium.elite.body': 'Conoce a solteros ambiciosos y con formación, listos para una relación estable.',
  'landing.premium.planning.title': 'Planes de vida',
  'landing.premium.planning.body':
    'Comparte tus planes de familia, carrera y hogar, y encuentra a alguien con tus mismas metas.',
  'landing.premium.privacy.title': 'Seguridad y privacidad',
  'landing.premium.privacy.body':
    'Tú decides quién ve tus fotos y tu perfil. Tus datos están cifrados y nunca se venden.',
  'landing.download.title': 'Lleva Across contigo',
  'landing.download.body': 'Nuestras apps para iPhone y Android están en camino.',
  'landing.download.soon': 'Próximamente',
  'page.back': 'Volver al inicio',
  'page.about.title': 'Sobre Across',
  'page.about.p1':
    'Across es una comunidad social y de citas para conocer gente más allá de las fronteras. Gracias a la traducción automática, cada uno escribe en su propio idioma.',
  'page.about.p2': 'Creamos Across porque la distancia y el idioma no deberían decidir de quién te enamoras.',
  'page.safety.title': 'Citas seguras',
  'page.safety.p1':
    'Nunca envíes dinero ni compartas datos bancarios con alguien a quien no conoces en persona. Sigue la conversación en Across hasta estar seguro.',
  'page.safety.p2':
    'Queda la primera vez en un lugar público y dile a un amigo adónde vas. Denuncia todo lo sospechoso: revisamos cada denuncia.',
  'page.privacy.title': 'Privacidad y condiciones',
  'page.privacy.p1':
    'Solo guardamos lo que Across necesita para funcionar: tu cuenta, tu perfil y tus mensajes. Nunca vendemos tus datos.',
  'page.privacy.p2':
    'Debes tener 18 años o más para usar Across. Puedes cancelar tu cuenta en cualquier momento desde los ajustes, y entonces se eliminan tus datos.',
  'page.help.title': 'Centro de ayuda',
  'page.help.p1':
    '¿Olvidaste tu contraseña? Usa «¿Olvidaste tu contraseña?» en la página de inicio de sesión y te enviaremos un código por correo.',
  'page.help.p2':
    'Para todo lo demás, escribe a atención al cliente en el panel de chat cuando hayas iniciado sesión. Respondemos en un día.',
};

export default es;
