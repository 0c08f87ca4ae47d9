import type translation from './en';

const es: Record<keyof typeof translation, string> = {
  'translation.bar.label': 'Traducir mis mensajes al',
  'translation.bar.peer': 'Idioma de {name}: {language}',
  'translation.bar.off': 'Sin traducción',
  'translation.bar.available': 'Otros idiomas',
  'translation.bar.auto': 'Traducir automáticamente los mensajes de {name}',
  'translation.bar.cost':
    'Gratis hoy: {left, number} de {perDay, number} caracteres. Después, tus caracteres de traducción; monedas de oro solo si aceptas.',
  'translation.bar.peerSpeaks': '{name} también habla {language}: lo que escribes en {language} se envía tal cual.',
  'translation.bar.notServed': 'Lo que escribes en {from} no se puede traducir al {to} aquí: se envía tal cual.',
  'translation.bar.writeIn':
    'Lo que escribes en {from} se envía tal cual: ningún servicio lo traduce al {to}. {how, select, speaks {Escribe en {other}: {name} lo habla.} other {Escribe en {other} y se traducirá.}}',
  'translation.bar.intoSpoken':
    'Ningún servicio traduce del {from} al {to}: lo que escribes en {from} le llega a {name} en {spoken}, otro idioma que habla.',
  'translation.bar.noEngine': 'La traducción no está disponible ahora.',
  'translation.bar.short': 'Enviar en',
  'translation.from': 'Traducido del {language}',
  'translation.fromInto': 'Traducido al {to} desde el {from}: ningún servicio traduce al {mine}',
  'translation.showOriginal': 'Ver original',
  'translation.showTranslation': 'Ver traducción',
  'translation.sentIn': 'Enviado en {language}',
  'translation.notSource': '¿No es {language}?',
  'translation.translate': 'Traducir',
  'translation.translateFrom': 'Traducir del {language}',
  'translation.translating': 'Traduciendo…',
  'translation.choose': 'Elige un idioma',
  'translation.translateInto': 'Traducir al {language}',
  'translation.writtenIn': 'Escrito en',
  'translation.cancel': 'Cancelar',
  'translation.sentAsWritten.unavailable': 'Enviado tal cual: no se puede traducir del {from} al {to}.',
  'translation.sentAsWritten.failed': 'Enviado tal cual: el servicio de traducción no respondió.',
  'translation.sentAsWritten.insufficient':
    '{left, plural, =0 {Enviado tal cual: ya usaste tus caracteres gratis de hoy. La otra persona aún puede traducirlo.} other {Enviado tal cual: es más largo que los {left, number} caracteres de traducción que te quedaban. La otra persona aún puede traducirlo.}}',
  'translation.received.unavailable': 'Sin traducir: no se puede traducir del {from} al {to}.',
  'translation.received.failed': 'La traducción falló.',
  'translation.received.insufficient':
    '{left, plural, =0 {No se tradujo automáticamente: ya usaste tus caracteres gratis de hoy.} other {No se tradujo automáticamente: es más largo que los {left, number} caracteres de traducción que te quedaban.}}',
  'translation.tryAgain': 'Reintentar',
  'translation.machine': 'Traducción automática de {engine}',
  'translation.correction.open': 'Proponer una redacción mejor',
  'translation.correction.change': 'Cambiar',
  'translation.correction.yours': 'Tu propuesta:',
  'translation.correction.suggested': '{name} propone:',
  'translation.correction.label': '¿Cómo debería decirse?',
  'translation.correction.submit': 'Proponer',
  'translation.short.title': 'No tienes suficientes caracteres de traducción',
  'translation.short.body':
    'Esta traducción necesita más caracteres de los que cubren tus caracteres gratis de hoy y tus caracteres de traducción. Compra un paquete de traducción o recarga, o envía tu mensaje tal cual.',
  'translation.short.payCoins': 'Pagar {coins, plural, one {# moneda de oro} other {# monedas de oro}}',
  'translation.short.sendAsWritten': 'Enviar sin traducir',
};

export default es;
