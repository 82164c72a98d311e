// The API's reference page for partners: plain HTML made from the OpenAPI document (every operation with
// its access, parameters, body and answers; the named schemas at the end). No script, one inline style
// allowed by its hash in the page's own Content-Security-Policy (the API's answers get no page headers
// from the site's server, site/server/main.ts).
import { createHash } from 'node:crypto';
import type { OpenApiDocument, Operation } from './document.ts';

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:70rem;padding:1rem 1.5rem;color:#1d1d1f}
h1{font-size:1.6rem}h2{margin-top:2.5rem;border-bottom:1px solid #ccc}h3{font-size:1rem;margin:1.5rem 0 .25rem}
code,pre{font:13px/1.4 ui-monospace,monospace}pre{background:#f5f5f7;padding:.5rem;overflow:auto;max-height:24rem}
.m{display:inline-block;min-width:4rem;font-weight:700}.a{color:#555}table{border-collapse:collapse;table-layout:fixed;width:100%}td pre{margin:.25rem 0}
td,th{border:1px solid #ddd;padding:.2rem .5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}.r th:first-child{width:4rem}.r th:nth-child(2){width:25%}nav a{margin-right:.75rem}`;

/** The page's Content-Security-Policy: nothing but its own style. */
export const PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const esc = (s: unknown): string => String(s).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const json = (v: unknown) => `<pre>${esc(JSON.stringify(v, null, 2))}</pre>`;
const anchor = (name: string) => name.replace(/[^A-Za-z0-9_-]/g, '-');

const ACCESS: Record<Operation['x-access'], string> = {
  public: 'anyone',
  shopper: 'a power guest or a logged customer',
  customer: 'a logged customer',
  customerOrGuestReading: 'a logged customer (a power guest may read)',
  staff: 'a staff account (406 without a login, 404 to any other account)',
};

function operation(method: string, path: string, op: Operation): string {
  const params = (op.parameters ?? []) as { name: string; in: string; required: boolean; schema: unknown }[];
  const body = op.requestBody as { content: Record<string, { schema: unknown }> } | undefined;
  return [
    `<h3 id="${anchor(op.operationId)}"><span class="m">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></h3>`,
    `<p>${esc(op.summary)}. <span class="a">Who: ${esc(ACCESS[op['x-access']])}${op['x-xsrf'] ? '; unsafe calls send X-XSRF-TOKEN' : ''}.</span></p>`,
    params.length
      ? `<table><tr><th>Parameter</th><th>In</th><th>Schema</th></tr>${params
          .map(
            (p) =>
              `<tr><td><code>${esc(p.name)}</code>${p.required ? ' (required)' : ''}</td><td>${esc(p.in)}</td><td><code>${esc(JSON.stringify(p.schema))}</code></td></tr>`,
          )
          .join('')}</table>`
      : '',
    body ? `<p>Body (application/json):</p>${json(body.content['application/json']?.schema)}` : '',
    `<p>Answers:</p><table class="r"><tr><th>Status</th><th>Meaning</th><th>Body</th></tr>${Object.entries(op.responses)
      .map(([status, r]) => {
        const res = r as { description: string; content?: Record<string, { schema: unknown }> };
        const content = Object.entries(res.content ?? {})
          .map(([media, c]) => `${esc(media)}${json(c.schema)}`)
          .join('<br>');
        return `<tr><td>${esc(status)}</td><td>${esc(res.description)}</td><td>${content}</td></tr>`;
      })
      .join('')}</table>`,
  ].join('\n');
}

/** The reference page of `doc`. */
export function referencePage(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operation(method, path, op)]);
    }
  const tags = [...byTag.keys()].sort();
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(doc.info.title)}: reference</title><style>${STYLE}</style></head>
<body><h1>${esc(doc.info.title)}</h1>
<p>${esc(doc.info.description)}</p>
<p>Base path <code>${esc(doc.servers[0]?.url ?? '')}</code>; the machine-readable document: <a href="openapi.json">openapi.json</a> (OpenAPI ${esc(doc.openapi)}).</p>
<nav>${tags.map((t) => `<a href="#${anchor(t)}">${esc(t)}</a>`).join('')}<a href="#schemas">Schemas</a></nav>
${tags.map((t) => `<h2 id="${anchor(t)}">${esc(t)}</h2>\n${(byTag.get(t) ?? []).join('\n')}`).join('\n')}
<h2 id="schemas">Schemas</h2>
${Object.entries(doc.components.schemas)
  .map(([name, schema]) => `<h3 id="${anchor(`schema-${name}`)}">${esc(name)}</h3>${json(schema)}`)
  .join('\n')}
</body></html>
`;
}
