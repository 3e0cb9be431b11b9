/**
 * Length limits of what people type, in characters (code points, as the server's schemas
 * count them). Free of zod, so the client imports them without the schemas.
 */
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 10_000;
export const ITEM_TEXT_MAX = 2000;
export const ITEMS_MAX = 300;
export const NOTE_MAX = 2000;
export const REASON_MAX = 500;
export const STATUS_NAME_MAX = 40;
export const CUSTOM_STATUSES_MAX = 20;
export const TAG_MAX = 40;

/** How long `text` is in the characters the limits count (an emoji is one). */
export const textLength = (text: string): number => {
  let length = 0;
  for (const _ of text) length++;
  return length;
};
