/** Calendar arithmetic of the statistics (UTC). */

export const durationBetween = (from: string, to: string): number =>
  Date.parse(to) - Date.parse(from);

/** The Monday (`YYYY-MM-DD`) of the week `day` is in. */
export function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - sinceMonday);
  return date.toISOString().slice(0, 10);
}

/** `count` Mondays ending with the week of `today`, oldest first. */
export function weeksEndingWith(today: string, count: number): string[] {
  const last = new Date(`${mondayOf(today)}T00:00:00.000Z`);
  return Array.from({ length: count }, (_, index) => {
    const week = new Date(last);
    week.setUTCDate(last.getUTCDate() - 7 * (count - 1 - index));
    return week.toISOString().slice(0, 10);
  });
}
