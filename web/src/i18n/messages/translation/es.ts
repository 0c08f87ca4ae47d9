import type translation from './en';

const es: Record<keyof typeof translation, string> = {
  'translation.bar.label': "Traducir mis mensajes al",
  'translation.bar.peer': "{language} (su idioma)",
  'translation.bar.off': "Sin traducción",
  'translation.bar.available': "Disponibles",
  'translation.bar.unavailable': "No disponibles aquí",
  'translation.bar.auto': "Traducir sus mensajes automáticamente",
  'translation.bar.cost': "Las traducciones usan tus caracteres de traducción y después 1 moneda de oro por cada 100 caracteres.",
  'translation.bar.notServed': "Aquí no se puede traducir del {from} al {to}: tus mensajes se envían tal cual.",
  'translation.bar.noEngine': "La traducción no está disponible ahora.",
  'translation.from': "Traducido del {language}",
  'translation.showOriginal': "Ver original",
  'translation.showTranslation': "Ver traducción",
  'translation.sentIn': "Enviado en {language}",
  'translation.notSource': "¿No es {language}?",
  'translation.translate': "Traducir",
  'translation.translateFrom': "Traducir del {language}",
  'translation.translating': "Traduciendo…",
  'translation.writtenIn': "Escrito en",
  'translation.cancel': "Cancelar",
  'translation.sentAsWritten.unavailable': "Enviado tal cual: no se puede traducir del {from} al {to}.",
  'translation.sentAsWritten.failed': "Enviado tal cual: el servicio de traducción no respondió.",
  'translation.received.unavailable': "Sin traducir: no se puede traducir del {from} al {to}.",
  'translation.received.failed': "La traducción falló.",
  'translation.received.insufficient': "No se tradujo automáticamente: no hay suficientes caracteres de traducción.",
  'translation.tryAgain': "Reintentar",
  'translation.short.title': "No tienes suficientes caracteres de traducción",
  'translation.short.body': "Esta traducción necesita más caracteres de traducción o monedas de oro de los que tienes. Compra un paquete de traducción o recarga, o envía tu mensaje tal cual.",
  'translation.short.sendAsWritten': "Enviar sin traducir",
};

export default es;
