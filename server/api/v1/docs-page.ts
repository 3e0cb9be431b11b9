/**
 * `GET /api/v1/docs`: the OpenAPI document as a page to read, rendered on the server from the
 * document itself (openapi.ts): operations grouped by tag with their parameters, request and
 * answer schemas and a curl example, then the named schemas and the errors. Every text is
 * escaped; the page has no script and one style sheet of our own (`docs.css`), so it needs
 * nothing the standalone pages' CSP forbids.
 */
import { escapeHtml } from '../../presenters/escape-html';
import type { JsonObject } from './openapi';

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  description?: string;
  schema: JsonObject;
  example?: string;
}

interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters: Parameter[];
  requestBody?: { content: { 'application/json': { schema: JsonObject; example?: unknown } } };
  responses: Record<string, { $ref?: string; description?: string; content?: unknown }>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const e = escapeHtml;

const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

/** Escaped text with the two marks the document's texts use: `code` and **bold**. */
function inline(text: string): string {
  return e(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
}

const paragraphs = (text: string | undefined) =>
  (text ?? '')
    .split(/\n\s*\n/)
    .filter((p) => p.trim() !== '')
    .map((p) => `<p>${inline(p.trim())}</p>`)
    .join('');

const pre = (value: unknown) => `<pre>${e(JSON.stringify(value, null, 2))}</pre>`;

/** A parameter's schema in a few words: its type and what it must be. */
function schemaInWords(schema: JsonObject): string {
  const words = [String(schema.type ?? 'any')];
  if (Array.isArray(schema.enum)) words.push(`one of ${schema.enum.join(', ')}`);
  if (typeof schema.pattern === 'string') words.push(`matching ${schema.pattern}`);
  if (typeof schema.maxLength === 'number') words.push(`at most ${schema.maxLength} characters`);
  if (typeof schema.minimum === 'number' && typeof schema.maximum === 'number')
    words.push(`from ${schema.minimum} to ${schema.maximum}`);
  if (schema.default !== undefined) words.push(`default ${JSON.stringify(schema.default)}`);
  return words.join('; ');
}

/** A shell word in single quotes (a quote inside it closes, escapes and reopens them). */
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

function curl(server: string, method: string, path: string, op: Operation): string {
  const query = new URLSearchParams(
    op.parameters
      .filter((p) => p.in === 'query' && p.example !== undefined)
      .map((p) => [p.name, String(p.example)]),
  ).toString();
  const lines = [
    `curl -X ${method.toUpperCase()} ${shellQuote(`${server}${path}${query ? `?${query}` : ''}`)}`,
    `  -H "Authorization: Bearer $CHECKLISTS_API_KEY"`,
  ];
  const body = op.requestBody?.content['application/json'].example;
  if (body !== undefined) {
    lines.push(`  -H 'Content-Type: application/json'`, `  -d ${shellQuote(JSON.stringify(body))}`);
  }
  return `<pre class="curl">${e(lines.join(' \\\n'))}</pre>`;
}

function parametersTable(parameters: Parameter[]): string {
  if (parameters.length === 0) return '';
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${e(p.name)}</code></td><td>${e(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td>` +
        `<td>${e(schemaInWords(p.schema))}${p.description ? ` — ${inline(p.description)}` : ''}</td></tr>`,
    )
    .join('');
  return `<h4>Parameters</h4><table><thead><tr><th>name</th><th>in</th><th>required</th><th>schema</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function responsesList(op: Operation, errors: Record<string, { description?: string }>): string {
  const items = Object.entries(op.responses).map(([status, response]) => {
    if (response.$ref) {
      const name = refName(response.$ref);
      return `<li><strong>${e(status)}</strong> <a href="#error-${e(name)}">${e(name)}</a>: ${inline(errors[name]?.description ?? '')}</li>`;
    }
    const data = JSON.stringify(response.content ?? '').match(/"\$ref":"([^"]+)"/)?.[1];
    const shape = data
      ? ` <code>{ "data": <a href="#schema-${e(refName(data))}">${e(refName(data))}</a> }</code>`
      : '';
    return `<li><strong>${e(status)}</strong> ${e(response.description ?? '')}${shape}</li>`;
  });
  return `<h4>Responses</h4><ul>${items.join('')}</ul>`;
}

function operationHtml(server: string, method: string, path: string, op: Operation, doc: Docs) {
  const writes = op.security?.some((s) =>
    Object.values(s).some((scopes) => scopes.includes('write')),
  );
  const body = op.requestBody?.content['application/json'];
  return `<article id="op-${e(op.operationId)}">
<h3><span class="method ${e(method)}">${e(method.toUpperCase())}</span> <code>${e(path)}</code></h3>
<p class="summary">${inline(op.summary)}${writes ? ' <span class="scope">write scope</span>' : ''}</p>
${paragraphs(op.description)}
${parametersTable(op.parameters)}
${body ? `<h4>Request body</h4>${pre(body.schema)}` : ''}
${responsesList(op, doc.components.responses)}
<h4>Example</h4>${curl(server, method, path, op)}
</article>`;
}

interface Docs {
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components: {
    schemas: Record<string, JsonObject>;
    responses: Record<string, { description?: string }>;
  };
}

export function renderDocsPage(document: JsonObject): string {
  const doc = document as unknown as Docs;
  const server = doc.servers[0]?.url ?? '';
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    METHODS.flatMap((method) => {
      const op = methods[method];
      return op ? [{ path, method, op }] : [];
    }),
  );
  const sections = doc.tags.map((tag) => {
    const ofTag = operations.filter(({ op }) => op.tags.includes(tag.name));
    return `<section id="tag-${e(tag.name)}"><h2>${e(tag.name)}</h2><p>${inline(tag.description)}</p>
${ofTag.map(({ path, method, op }) => operationHtml(server, method, path, op, doc)).join('\n')}
</section>`;
  });
  const nav = doc.tags
    .map((tag) => {
      const links = operations
        .filter(({ op }) => op.tags.includes(tag.name))
        .map(({ op }) => `<li><a href="#op-${e(op.operationId)}">${inline(op.summary)}</a></li>`);
      return `<li><a href="#tag-${e(tag.name)}">${e(tag.name)}</a><ul>${links.join('')}</ul></li>`;
    })
    .join('');
  const schemas = Object.entries(doc.components.schemas)
    .map(([name, schema]) => `<h3 id="schema-${e(name)}">${e(name)}</h3>${pre(schema)}`)
    .join('\n');
  const errors = Object.entries(doc.components.responses)
    .map(
      ([name, r]) =>
        `<dt id="error-${e(name)}">${e(name)}</dt><dd>${inline(r.description ?? '')}</dd>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(doc.info.title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="docs.css">
</head>
<body>
<header><h1>${e(doc.info.title)} <small>v${e(doc.info.version)}</small></h1>
<p>Base URL <code>${e(server)}</code> · <a href="openapi.json">OpenAPI 3.1 document</a></p></header>
<nav aria-label="Operations"><ul>${nav}<li><a href="#schemas">Schemas</a></li><li><a href="#errors">Errors</a></li></ul></nav>
<main>
<section id="overview">${paragraphs(doc.info.description)}</section>
${sections.join('\n')}
<section id="schemas"><h2>Schemas</h2>${schemas}</section>
<section id="errors"><h2>Errors</h2><p>Every error is an <a href="#schema-Error">Error</a>.</p><dl>${errors}</dl></section>
</main>
</body>
</html>
`;
}
