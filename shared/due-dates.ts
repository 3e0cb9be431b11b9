/** Due dates and "overdue", the same on both sides (no zod: the light entries import this). */

/** Today's date as `YYYY-MM-DD` in the local time zone of whoever runs this. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** An open item due before `today` (both `YYYY-MM-DD`). */
export const isOverdue = (
  item: { dueDate: string | null; statusCategory: string },
  today: string,
): boolean => item.statusCategory === 'open' && item.dueDate !== null && item.dueDate < today;
