/**
 * A small evaluator for the part of the Jira expression language that validators like ours
 * use: `let` declarations, `== != < <= > >= && || !`, `?:`, `+ -` (strings join as in
 * JavaScript), member access `.a` and `['a']`, numbers, strings, `null`, `true`, `false`,
 * parentheses, and on lists `.length`, `.join(sep)`, `.includes(x)`. Reading a member of null
 * is an evaluation error, as in Jira.
 */
type Value = unknown;

const TOKEN =
  /\s*(\d+(?:\.\d+)?|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[A-Za-z_$][\w$]*|==|!=|<=|>=|&&|\|\||[-+*/<>!?:;.,()[\]=])/y;

function tokenize(input: string): string[] {
  const tokens: string[] = [];
  const text = input.trim();
  let at = 0;
  while (at < text.length) {
    TOKEN.lastIndex = at;
    const match = TOKEN.exec(text);
    if (!match) throw new Error(`Cannot read the expression at "${text.slice(at, at + 40)}"`);
    tokens.push(match[1]!);
    at = TOKEN.lastIndex;
  }
  return tokens;
}

export function evaluateJiraExpression(source: string, context: Record<string, Value>): Value {
  const tokens = tokenize(source);
  const scope: Record<string, Value> = { ...context };
  let at = 0;
  const peek = () => tokens[at];
  const next = () => {
    const token = tokens[at++];
    if (token === undefined) throw new Error('The expression ends too early');
    return token;
  };
  const expect = (token: string) => {
    const found = next();
    if (found !== token) throw new Error(`"${token}" expected, found "${found}"`);
  };

  const member = (target: Value, name: Value): Value => {
    if (target === null || target === undefined) {
      throw new Error(`Evaluation failed: cannot read "${String(name)}" of null`);
    }
    if (Array.isArray(target) && name === 'length') return target.length;
    return (target as Record<string, Value>)[String(name)];
  };
  const call = (target: Value, name: string, args: Value[]): Value => {
    if (!Array.isArray(target)) throw new Error(`Evaluation failed: ${name}() needs a list`);
    if (name === 'join') return target.map(String).join(String(args[0] ?? ','));
    if (name === 'includes') return target.includes(args[0]);
    throw new Error(`Evaluation failed: unknown method ${name}()`);
  };

  const primary = (): Value => {
    const token = next();
    if (token === '(') {
      const value = expression();
      expect(')');
      return value;
    }
    if (/^\d/.test(token)) return Number(token);
    if (/^["']/.test(token)) return token.slice(1, -1).replace(/\\(.)/g, '$1');
    if (token === 'null') return null;
    if (token === 'true') return true;
    if (token === 'false') return false;
    if (/^[A-Za-z_$]/.test(token)) {
      if (!(token in scope)) throw new Error(`Unknown variable "${token}"`);
      return scope[token];
    }
    throw new Error(`Unexpected "${token}"`);
  };
  const postfix = (): Value => {
    let value = primary();
    for (;;) {
      if (peek() === '.') {
        next();
        const name = next();
        if (peek() === '(') {
          next();
          const args: Value[] = [];
          while (peek() !== ')') {
            args.push(expression());
            if (peek() === ',') next();
          }
          expect(')');
          value = call(value, name, args);
        } else value = member(value, name);
      } else if (peek() === '[') {
        next();
        const key = expression();
        expect(']');
        value = member(value, key);
      } else return value;
    }
  };
  const unary = (): Value => {
    if (peek() === '!') {
      next();
      return !unary();
    }
    if (peek() === '-') {
      next();
      return -Number(unary());
    }
    return postfix();
  };
  const binary =
    (operand: () => Value, ops: string[], apply: (op: string, a: Value, b: Value) => Value) =>
    () => {
      let value = operand();
      while (ops.includes(peek() ?? '')) {
        const op = next();
        value = apply(op, value, operand());
      }
      return value;
    };
  const additive = binary(unary, ['+', '-'], (op, a, b) =>
    op === '+'
      ? typeof a === 'string' || typeof b === 'string'
        ? String(a) + String(b)
        : Number(a) + Number(b)
      : Number(a) - Number(b),
  );
  const relational = binary(additive, ['<', '<=', '>', '>='], (op, a, b) => {
    const [x, y] = [Number(a), Number(b)];
    return op === '<' ? x < y : op === '<=' ? x <= y : op === '>' ? x > y : x >= y;
  });
  const equality = binary(relational, ['==', '!='], (op, a, b) =>
    op === '=='
      ? JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
      : JSON.stringify(a ?? null) !== JSON.stringify(b ?? null),
  );
  const and = (): Value => {
    let value = equality();
    while (peek() === '&&') {
      next();
      // Lazy like `||`: `config != null && config['x']` never reads x of null.
      if (!value) {
        skipOperand(['&&']);
        value = false;
      } else value = Boolean(equality());
    }
    return value;
  };
  const or = (): Value => {
    let value = and();
    while (peek() === '||') {
      next();
      // Jira evaluates lazily: the right side is not read once the left decides.
      if (value) {
        skipOperand([]);
        value = true;
      } else value = Boolean(and());
    }
    return value;
  };
  /** Skips one operand without evaluating it (`true || …`, `false && …`). */
  const skipOperand = (alsoStopAt: string[]) => {
    let depth = 0;
    while (at < tokens.length) {
      const token = peek()!;
      if (depth === 0 && ['||', '?', ':', ';', ')', ']', ',', ...alsoStopAt].includes(token))
        return;
      if (token === '(' || token === '[') depth++;
      if (token === ')' || token === ']') depth--;
      next();
    }
  };
  const skipExpression = () => {
    let depth = 0;
    while (at < tokens.length) {
      const token = peek()!;
      if (depth === 0 && [':', ';', ')', ']', ','].includes(token)) return;
      if (token === '(' || token === '[' || token === '?') depth++;
      if (token === ')' || token === ']' || (token === ':' && depth > 0)) depth--;
      next();
    }
  };
  function expression(): Value {
    const condition = or();
    if (peek() !== '?') return condition;
    next();
    if (condition) {
      const value = expression();
      expect(':');
      skipExpression();
      return value;
    }
    skipExpression();
    expect(':');
    return expression();
  }

  // let declarations, then the body.
  while (tokens[at] === 'let' || (tokens[at + 1] === '=' && /^[A-Za-z_$]/.test(tokens[at] ?? ''))) {
    if (peek() === 'let') next();
    const name = next();
    expect('=');
    scope[name] = expression();
    expect(';');
  }
  const result = expression();
  if (peek() === ';') next();
  if (at < tokens.length) throw new Error(`Unexpected "${tokens[at]}"`);
  return result;
}
