/**
 * The id a custom status gets once, when it is added, and keeps for life (renaming changes
 * only its name): a readable part from the name, if it has Latin letters or digits, and a
 * random suffix, so two statuses never share an id (names in Japanese or Greek included).
 */
const slug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30)
    .replace(/-+$/, '') || 'status';

const suffix = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
};

/** A new id for a status named `name`, different from every id in `taken`. */
export function newStatusId(name: string, taken: readonly string[]): string {
  for (;;) {
    const id = `${slug(name)}-${suffix()}`;
    if (!taken.includes(id)) return id;
  }
}
