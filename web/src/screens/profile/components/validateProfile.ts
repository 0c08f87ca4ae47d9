import type { MessageId } from '../../../i18n/messages';

/** Spec §5 profile rules, checked in the page before anything is sent (the server checks again). */

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'];
export const MAX_HOBBIES = 3;
/** Languages a member may say they speak besides their common one. */
export const SPOKEN_LANGUAGES_MAX = 5;
/** Characters (not UTF-16 units: an emoji is one), as the server counts them (docs/contract.md). */
export const NICKNAME_MAX = 32;
export const SIGNATURE_MAX = 200;
export const ADULT_AGE = 18;

export function daysInMonth(year: number, month: number): number {
  return new Date(year || 2000, month || 1, 0).getDate();
}

/** Whole years from the birth date to `today`. */
export function ageOn(birthday: { year: number; month: number; day: number }, today: Date): number {
  let age = today.getFullYear() - birthday.year;
  const beforeBirthday =
    today.getMonth() + 1 < birthday.month ||
    (today.getMonth() + 1 === birthday.month && today.getDate() < birthday.day);
  if (beforeBirthday) age -= 1;
  return age;
}

export function validateBirthday(
  birthday: { year: number; month: number; day: number },
  today = new Date(),
): MessageId | undefined {
  if (!birthday.year || !birthday.month || !birthday.day) return 'account.error.birthdayRequired';
  if (birthday.day > daysInMonth(birthday.year, birthday.month)) return 'account.error.birthdayRequired';
  if (ageOn(birthday, today) < ADULT_AGE) return 'account.error.underage';
  return undefined;
}

export function validateNickname(nickname: string): MessageId | undefined {
  const value = nickname.trim();
  if (!value) return 'account.error.nicknameRequired';
  if ([...value].length > NICKNAME_MAX) return 'account.error.nicknameTooLong';
  return undefined;
}

export function validateHobbies(hobbies: string[]): MessageId | undefined {
  if (hobbies.length < 1 || hobbies.length > MAX_HOBBIES) return 'account.error.hobbiesCount';
  return undefined;
}

export function validateImage(file: { type: string }): MessageId | undefined {
  return IMAGE_TYPES.includes(file.type) ? undefined : 'account.error.imageFormat';
}
