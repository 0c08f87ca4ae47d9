import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'email.required': 'Introduce tu correo electrónico.',
  'email.invalid': 'Introduce un correo electrónico válido.',
  'password.required': 'Introduce tu contraseña.',
  'password.length': 'La contraseña debe tener entre 8 y 128 caracteres.',
  'login.invalid': 'El correo electrónico o la contraseña no son correctos.',
  'password.wrong': 'La contraseña actual no es correcta.',
  'account.exists': 'Ya existe una cuenta con este correo electrónico.',
  'chat.duplicate': 'El usuario ya existe.',
  'chat.usernameTooLong': 'El nombre de usuario supera los 64 bytes.',
  'chat.usernameIllegal': 'El nombre de usuario no es válido.',
  'code.required': 'Introduce el código de verificación.',
  'code.invalid': 'El código de verificación no es correcto.',
  'code.expired': 'El código de verificación ha caducado. Solicita uno nuevo.',
  'code.tooManyGuesses': 'Demasiados códigos incorrectos. Solicita uno nuevo.',
  'purpose.invalid': 'Finalidad de verificación desconocida.',
  'registration.closed': 'Se ha alcanzado el límite de usuarios registrados; actualiza a la edición empresarial.',
  'registration.forbidden': 'Registro fallido: sin permiso.',
  'mail.code.subject.register': 'Tu código de verificación de Across',
  'mail.code.body.register':
    'Tu código para crear una cuenta de Across es {code}. Es válido durante 10 minutos. Si no lo has pedido tú, ignora este correo.',
  'mail.code.subject.reset': 'Restablece tu contraseña de Across',
  'mail.code.body.reset':
    'Tu código para restablecer la contraseña de Across es {code}. Es válido durante 10 minutos. Si no lo has pedido tú, ignora este correo; tu contraseña no cambiará.',
  'mail.exists.subject': 'Ya tienes una cuenta de Across',
  'mail.exists.body':
    'Alguien ha intentado crear una cuenta de Across con esta dirección, que ya tiene una. Inicia sesión o restablece tu contraseña si la has olvidado. Si no has sido tú, ignora este correo.',
} satisfies Translation<typeof en>;
