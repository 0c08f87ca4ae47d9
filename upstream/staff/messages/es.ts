export default {
  'staff.secondFactorRequired': 'Primero confirma que eres tú con el código de tu app de autenticación.',
  'staff.codeRequired': 'Introduce el código de tu app de autenticación o un código de recuperación.',
  'staff.codeInvalid': 'Este código no es correcto o ya se usó. Prueba con el actual.',
  'staff.factorEnrolled': 'Tu segundo factor ya está configurado.',
  'staff.factorNotEnrolled': 'Primero configura tu segundo factor.',
  'staff.lastAdmin': 'El último administrador no puede perder el rol: nombra antes a otro administrador.',
  'staff.memberNotFound': 'Ningún miembro tiene este correo electrónico.',
  'staff.role': 'Elige soporte, moderador, administrador o ninguno.',
  'staff.email': 'Introduce el correo electrónico del miembro.',
  'staff.notStaff': 'Este miembro no es del equipo.',
  'staff.resetSelf':
    'No puedes restablecer tu propio segundo factor aquí: usa un código de recuperación o pídeselo a otro administrador.',
};
