import type { PlaceholderName } from './paths';

/**
 * Spec §2: the routes inside the main shell whose screen is not built yet; each shows
 * ComingSoon under its own name. The kept-alive screens (routing/KeptAliveScreens) are not
 * routed through the Outlet.
 */
export const SHELL_PLACEHOLDERS: ReadonlyArray<PlaceholderName> = ['shopping', 'order', 'myOrder'];
