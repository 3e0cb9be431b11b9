/** The list macro's parameters as its render mode's URL carries them (`list.<name>`). */
import { listMacroParamsSchema, type ListMacroParams } from '../../../shared/confluence';
import { LIST_MACRO_PARAMS } from '../../../shared/confluence-rules';

/** Most checklists an exported list shows (then it says how many more there are). */
export const LIST_STATIC_MAX = 50;

/** The parameters, or undefined when one is not what the macro can hold. */
export function listParamsOfQuery(query: Record<string, unknown>): ListMacroParams | undefined {
  const picked = Object.fromEntries(
    LIST_MACRO_PARAMS.flatMap((name) => {
      const value = query[`list.${name}`];
      return typeof value === 'string' && value !== '' ? [[name, value]] : [];
    }),
  );
  const parsed = listMacroParamsSchema.safeParse(picked);
  return parsed.success ? parsed.data : undefined;
}
