/**
 * The part of JQL the simulator answers: `field op value` joined by AND, OR, NOT and
 * parentheses; ops `= != < <= > >=`; values numbers, quoted strings or words. Fields are
 * `project`, `issuetype`, `status`, `key`, and the aliases apps index with
 * `jiraEntityProperties` (a `number` alias compares numerically, a `string` alias compares the
 * value's text, so `checklistComplete = false` matches a JSON `false`). An issue without the
 * property never matches a condition on its alias, as in Jira.
 */
export type JqlValue = string | number;
export interface JqlCondition {
  field: string;
  op: '=' | '!=' | '<' | '<=' | '>' | '>=';
  value: JqlValue;
}
export type JqlNode =
  | { kind: 'cond'; cond: JqlCondition }
  | { kind: 'and' | 'or'; left: JqlNode; right: JqlNode }
  | { kind: 'not'; node: JqlNode };

const TOKEN = /\s*(\(|\)|!=|<=|>=|=|<|>|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^\s()=!<>"']+)/y;

function tokenize(input: string): string[] {
  const tokens: string[] = [];
  const text = input.trim();
  let at = 0;
  while (at < text.length) {
    TOKEN.lastIndex = at;
    const match = TOKEN.exec(text);
    if (!match) throw new Error(`JQL: cannot read "${text.slice(at, at + 40)}"`);
    tokens.push(match[1]!);
    at = TOKEN.lastIndex;
  }
  return tokens;
}

export function parseJql(text: string): JqlNode | undefined {
  const tokens = tokenize(text.replace(/\border\s+by\b.*$/i, ''));
  if (tokens.length === 0) return undefined;
  let at = 0;
  const peek = () => tokens[at];
  const next = () => {
    const token = tokens[at++];
    if (token === undefined) throw new Error('JQL: the query ends too early');
    return token;
  };
  const word = (w: string) => peek()?.toUpperCase() === w;
  const value = (raw: string): JqlValue =>
    /^["']/.test(raw)
      ? raw.slice(1, -1).replace(/\\(.)/g, '$1')
      : /^-?\d+(\.\d+)?$/.test(raw)
        ? Number(raw)
        : raw;
  const primary = (): JqlNode => {
    if (peek() === '(') {
      next();
      const node = or();
      if (next() !== ')') throw new Error('JQL: ")" expected');
      return node;
    }
    if (word('NOT')) {
      next();
      return { kind: 'not', node: primary() };
    }
    const field = next();
    const op = next();
    if (!['=', '!=', '<', '<=', '>', '>='].includes(op))
      throw new Error(`JQL: unknown operator ${op}`);
    return { kind: 'cond', cond: { field, op: op as JqlCondition['op'], value: value(next()) } };
  };
  const and = (): JqlNode => {
    let node = primary();
    while (word('AND')) {
      next();
      node = { kind: 'and', left: node, right: primary() };
    }
    return node;
  };
  const or = (): JqlNode => {
    let node = and();
    while (word('OR')) {
      next();
      node = { kind: 'or', left: node, right: and() };
    }
    return node;
  };
  const node = or();
  if (at < tokens.length) throw new Error(`JQL: unexpected "${tokens[at]}"`);
  return node;
}

/** What a condition compares against: a field's value, undefined when the issue has none. */
export type JqlLookup = (
  field: string,
) => { value: unknown; type: 'number' | 'string' } | undefined;

function compare(cond: JqlCondition, lookup: JqlLookup): boolean {
  const found = lookup(cond.field);
  if (!found || found.value === undefined || found.value === null) return false;
  const numeric = found.type === 'number';
  const left = numeric ? Number(found.value) : String(found.value).toLowerCase();
  const right = numeric ? Number(cond.value) : String(cond.value).toLowerCase();
  switch (cond.op) {
    case '=':
      return left === right;
    case '!=':
      return left !== right;
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '>':
      return left > right;
    case '>=':
      return left >= right;
  }
}

export function matchesJql(node: JqlNode | undefined, lookup: JqlLookup): boolean {
  if (!node) return true;
  switch (node.kind) {
    case 'cond':
      return compare(node.cond, lookup);
    case 'and':
      return matchesJql(node.left, lookup) && matchesJql(node.right, lookup);
    case 'or':
      return matchesJql(node.left, lookup) || matchesJql(node.right, lookup);
    case 'not':
      return !matchesJql(node.node, lookup);
  }
}
