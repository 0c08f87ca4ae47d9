/**
 * Whether this browser has had a member logged in before: "/" shows a first-time visitor the
 * landing page and a returning one the login. Only a mark is kept, nothing about the member.
 */
const KEY = 'across.memberBefore';

export function rememberMemberHere() {
  try {
    localStorage.setItem(KEY, '1');
  } catch {
    // Storage refused (private mode): the landing page shows again, which is harmless.
  }
}

export function memberBeforeHere(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
