/** A readable, script-free HTML page for the AsyncAPI document (the docs' CSP allows no outside assets). */

type Json = Record<string, unknown>;

const escape = (text: unknown): string =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const refName = (value: unknown): string | null => {
  const ref = (value as Json | null)?.$ref;
  return typeof ref === 'string' ? ref.slice(ref.lastIndexOf('/') + 1) : null;
};

/** A schema's type in a few words, with links to named components. */
const typeOf = (schema: Json): string => {
  const name = refName(schema);
  if (name) return `<a href="#schema-${escape(name)}">${escape(name)}</a>`;
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Json[]).map(typeOf).join(' | ');
  if (schema.type === 'array') return `${typeOf((schema.items ?? {}) as Json)}[]`;
  if (schema.const !== undefined) return `<code>${escape(JSON.stringify(schema.const))}</code>`;
  if (Array.isArray(schema.enum))
    return (schema.enum as unknown[]).map((v) => `<code>${escape(JSON.stringify(v))}</code>`).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : String(schema.type ?? 'any');
  return escape(schema.format ? `${type} (${schema.format})` : type);
};

const fieldsTable = (schema: Json): string => {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required ?? []) as string[]);
  const rows = Object.entries(properties)
    .map(
      ([name, property]) =>
        `<tr><td><code>${escape(name)}</code>${required.has(name) ? '' : ' <em>optional</em>'}</td>` +
        `<td>${typeOf(property)}</td><td>${prose(property.description)}</td></tr>`,
    )
    .join('');
  return rows
    ? `<div class="scroll"><table><tr><th>field</th><th>type</th><th>notes</th></tr>${rows}</table></div>`
    : `<p>${typeOf(schema)}</p>`;
};

/** Follows local references, also a reference to a reference (an operation's message points into a channel). */
const resolve = (document: Json, value: Json, depth = 0): Json => {
  const ref = value.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/') || depth > 5) return value;
  const target = ref
    .slice(2)
    .split('/')
    .reduce<Json>((node, key) => (node?.[key] ?? {}) as Json, document);
  return resolve(document, target, depth + 1);
};

/** Escaped text with `backticks` shown as code. */
const prose = (text: unknown): string => escape(text ?? '').replace(/`([^`]+)`/g, '<code>$1</code>');

export const renderAsyncApiPage = (document: Json, openApiUrl: string, jsonUrl: string): string => {
  const info = document.info as Json;
  const channels = document.channels as Record<string, Json>;
  const operations = document.operations as Record<string, Json>;
  const components = document.components as { schemas: Record<string, Json>; messages: Record<string, Json> };
  const messageHtml = (message: Json) => {
    const payload = message.payload as Json;
    const example = (message.examples as { payload: unknown }[] | undefined)?.[0]?.payload;
    return (
      `<div class="message"><h4><code>${escape(message.name)}</code> — ${prose(message.summary)}</h4>` +
      `<p>payload: ${typeOf(payload)}</p>` +
      (example === undefined ? '' : `<pre>${escape(JSON.stringify(example, null, 2))}</pre>`) +
      '</div>'
    );
  };
  const channelHtml = Object.entries(channels)
    .map(([id, channel]) => {
      const messages = Object.values((channel.messages ?? {}) as Record<string, Json>).map((m) =>
        messageHtml(resolve(document, m)),
      );
      return (
        `<section id="channel-${escape(id)}"><h3>${escape(channel.title ?? id)}: <code>${escape(channel.address)}</code></h3>` +
        `<p>${prose(channel.description)}</p>${messages.join('')}</section>`
      );
    })
    .join('');
  const operationRows = Object.values(operations)
    .map((op) => {
      const reply = op.reply as Json | undefined;
      const replies = reply ? ((reply.messages ?? []) as Json[]).map((m) => resolve(document, m).name).join(', ') : '';
      const channel = resolve(document, op.channel as Json);
      return (
        `<tr><td>${escape(op.action)}</td><td>${escape(op.title ?? '')}</td><td><code>${escape(channel.address)}</code></td>` +
        `<td>${escape(replies)}</td></tr>`
      );
    })
    .join('');
  const schemaHtml = Object.entries(components.schemas)
    .map(
      ([name, schema]) =>
        `<section id="schema-${escape(name)}"><h3>${escape(name)}</h3>` +
        `<p>${prose(schema.description)}</p>${fieldsTable(schema)}</section>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(info.title)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem 1.25rem;color:#1b1b1b;background:#fff}
a{color:#0b5cad}h1{font-size:1.6rem}h2{margin-top:2rem;border-bottom:1px solid #ddd}
section{margin:1rem 0 1.5rem}code{background:#f2f2f2;padding:0 .25rem;border-radius:3px}
table{border-collapse:collapse;width:100%;margin:.5rem 0}td,th{border:1px solid #ddd;padding:.3rem .5rem;text-align:left;vertical-align:top}
pre{background:#f6f8fa;padding:.75rem;overflow:auto;border-radius:4px}.message{border-left:3px solid #0b5cad;padding-left:.75rem;margin:.75rem 0}
nav a{margin-right:1rem}.scroll{overflow-x:auto}
@media (prefers-color-scheme:dark){body{background:#121212;color:#e8e8e8}a{color:#7ab7ff}code,pre{background:#242424}td,th,h2{border-color:#3a3a3a}}
</style></head><body>
<nav><a href="${escape(openApiUrl)}">HTTP API (OpenAPI)</a><a href="${escape(jsonUrl)}">AsyncAPI JSON</a></nav>
<h1>${escape(info.title)}</h1><p>AsyncAPI ${escape(document.asyncapi)}, version ${escape(info.version)}</p>
<p>${prose(info.description)}</p>
<h2>Operations</h2><div class="scroll"><table><tr><th>action</th><th>operation</th><th>channel</th><th>reply</th></tr>${operationRows}</table></div>
<h2>Channels and messages</h2>${channelHtml}
<h2>Schemas</h2>${schemaHtml}
</body></html>`;
};
