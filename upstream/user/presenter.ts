import { ACCOUNT_OFFSET } from '../constants';
import { chatUsernameFor } from '../chat/users';
import type { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** Whole years between a birth date and today. */
export function ageOn(today: Date, year: number, month: number, day: number): number {
  const hadBirthday =
    today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
}

/** The member's level now: a bought membership past its end counts as none; one with no end (granted) lasts. */
export function effectiveVipLevel(row: { vipLevel: number; vipExpiresAt: Date | null }, now = Date.now()) {
  return row.vipLevel > 0 && (row.vipExpiresAt === null || row.vipExpiresAt.getTime() > now) ? row.vipLevel : 0;
}

/**
 * userInfo of spec §3 (docs/contract.md): the member's shape every domain answers with;
 * `self` adds what only the member themself sees (and their height and weight, which others
 * see only when the member shows them). Every path that shows a member comes through here.
 */
export function toUserInfo(user: UserRow, options: { self: boolean }) {
  const account = user.id + ACCOUNT_OFFSET;
  const born =
    user.birthYear && user.birthMonth && user.birthDay
      ? { year: user.birthYear, month: user.birthMonth, day: user.birthDay }
      : null;
  return {
    id: user.id,
    account,
    nickname: user.nickname,
    avatar: user.avatar,
    ...(options.self
      ? {
          email: user.email,
          birthday: born,
          userSetVo: {
            friendRequestsNeedApproval: user.friendRequestsNeedApproval,
            likesPublic: user.likesPublic,
            commentsPublic: user.commentsPublic,
            hiddenFromSearch: user.hiddenFromSearch,
            onlineStatusHidden: user.onlineStatusHidden,
            typingHidden: user.typingHidden,
            hideLikeCounts: user.hideLikeCounts,
          },
          // Spec §3: whether the member pays for a new contact's first message and photos, and
          // whether the pay notice is still to be shown (spec §4: to male members who pay).
          // Height and weight are the member's own unless they chose to show them.
          heightVisible: user.heightVisible,
          weightVisible: user.weightVisible,
          isPayMsg: user.paysForMessages ? 1 : 0,
          isBurnPayMsg: user.paysForPhotos ? 1 : 0,
          payNotice:
            user.gender === 1 && (user.paysForMessages || user.paysForPhotos) && user.payNoticeDismissedAt === null,
          // Staff's role (issue 23's staff paths; the BFF refuses a non-admin before calling them).
          staffRole: user.staffRole,
        }
      : {}),
    language: user.language,
    // Public like the common language: what a member can read without translation.
    spokenLanguages: user.spokenLanguages,
    region: user.region,
    gender: user.gender,
    age: born ? ageOn(new Date(), born.year, born.month, born.day) : null,
    height: options.self || user.heightVisible ? user.height : null,
    weight: options.self || user.weightVisible ? user.weight : null,
    occupation: user.occupation,
    interest: user.interest,
    signature: user.signature,
    vipLevel: effectiveVipLevel(user),
    imAccount: chatUsernameFor(account),
  };
}
