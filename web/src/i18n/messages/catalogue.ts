/**
 * The message ids: each domain's `en.ts` adds its keys to this interface (declaration
 * merging), so a new domain folder needs no list to edit.
 */
// biome-ignore lint/suspicious/noEmptyInterface: domains fill it by module augmentation, which needs an interface
export interface SourceMessages {}

export type MessageId = keyof SourceMessages;
/** One language's messages, every domain merged. */
export type Catalogue = Record<MessageId, string>;
