/** The statistics' limits (shared/statistics.ts). No zod here: the client's screens use them. */

/** How many weeks the template's trend covers at most, and by default. */
export const STATISTICS_WEEKS_MAX = 104;
export const STATISTICS_WEEKS_DEFAULT = 12;
/** How many of the most often skipped items a template's statistics list. */
export const MOST_SKIPPED_MAX = 10;
