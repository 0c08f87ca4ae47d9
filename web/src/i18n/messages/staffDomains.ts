/**
 * The message folders of the staff console (web/src/screens/staff, moderation, staff-mall, staff-notices, support):
 * built into a chunk of their own per language (vite.config.mts) and loaded by the console (`StaffGate`), so a member's
 * catalogue never carries them. A new staff screen's folder joins this list.
 */
export const STAFF_MESSAGE_DOMAINS: readonly string[] = ['staff', 'moderation', 'staffMall', 'staffNotices', 'support'];
