import type { MessageId } from '../i18n/messages';

/** Spec §5 registration rules, checked in the page before anything is sent (the server checks again). */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'];
export const MAX_HOBBIES = 3;
export const NICKNAME_MAX_BYTES = 64;
export const SIGNATURE_MAX = 200;
export const ADULT_AGE = 18;

export function validateEmail(email: string): MessageId | undefined {
  const value = email.trim();
  if (!value) return 'login.error.accountRequired';
  if (value.length > 254 || !EMAIL.test(value)) return 'login.error.accountFormat';
  return undefined;
}

export function validateCode(code: string): MessageId | undefined {
  const value = code.trim();
  if (!value) return 'account.error.codeRequired';
  if (!/^\d{6}$/.test(value)) return 'account.error.codeFormat';
  return undefined;
}

export function validatePassword(password: string): MessageId | undefined {
  if (!password) return 'login.error.passwordRequired';
  if (password.length < 8 || password.length > 128) return 'login.error.passwordFormat';
  return undefined;
}

export function validateConfirmation(password: string, confirmation: string): MessageId | undefined {
  if (!confirmation) return 'account.error.confirmRequired';
  if (confirmation !== password) return 'account.error.confirmMismatch';
  return undefined;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(year || 2000, month || 1, 0).getDate();
}

/** Whole years from the birth date to `today`. */
export function ageOn(birthday: { year: number; month: number; day: number }, today: Date): number {
  let age = today.getFullYear() - birthday.year;
  const beforeBirthday = today.getMonth() + 1 < birthday.month || (today.getMonth() + 1 === birthday.month && today.getDate() < birthday.day);
  if (beforeBirthday) age -= 1;
  return age;
}

export function validateBirthday(birthday: { year: number; month: number; day: number }, today = new Date()): MessageId | undefined {
  if (!birthday.year || !birthday.month || !birthday.day) return 'account.error.birthdayRequired';
  if (birthday.day > daysInMonth(birthday.year, birthday.month)) return 'account.error.birthdayRequired';
  if (ageOn(birthday, today) < ADULT_AGE) return 'account.error.underage';
  return undefined;
}

export function validateNickname(nickname: string): MessageId | undefined {
  const value = nickname.trim();
  if (!value) return 'account.error.nicknameRequired';
  if (new TextEncoder().encode(value).length > NICKNAME_MAX_BYTES) return 'account.error.nicknameTooLong';
  return undefined;
}

export function validateHobbies(hobbies: string[]): MessageId | undefined {
  if (hobbies.length < 1 || hobbies.length > MAX_HOBBIES) return 'account.error.hobbiesCount';
  return undefined;
}

export function validateImage(file: { type: string }): MessageId | undefined {
  return IMAGE_TYPES.includes(file.type) ? undefined : 'account.error.imageFormat';
}
