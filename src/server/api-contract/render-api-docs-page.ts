import type { OpenAPIV3_1 } from 'openapi-types';

type Schema = OpenAPIV3_1.SchemaObject | OpenAPIV3_1.ReferenceObject;
type Operation = OpenAPIV3_1.OperationObject;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const CONSTRAINTS = [
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'default',
] as const;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const anchor = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-');

/**
 * The OpenAPI document as one plain HTML page, rendered here rather than by a viewer script: the
 * app's CSP allows only its own scripts and nothing is fetched from a CDN (ADR 015).
 */
export function renderApiDocsPage(document: OpenAPIV3_1.Document): string {
  const sections = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      return operation ? [renderOperation(method, path, operation)] : [];
    }),
  );
  const components = Object.entries(document.components?.schemas ?? {}).map(
    ([name, schema]) =>
      `<section id="schema-${anchor(name)}"><h3>${escape(name)}</h3>${renderSchema(schema)}</section>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)} ${escape(document.info.version)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1c1917}
h2{margin-top:2.5rem;font-size:1.1rem;font-family:ui-monospace,monospace}
.method{display:inline-block;min-width:4.5rem;text-transform:uppercase}
.tag{font:12px system-ui;background:#e7e5e4;border-radius:4px;padding:0 .4rem;margin-left:.5rem;vertical-align:middle}
code,.type{font-family:ui-monospace,monospace;font-size:13px}
ul{margin:.2rem 0;padding-left:1.2rem}
section{border-top:1px solid #e7e5e4}
.muted{color:#57534e}
</style></head><body>
<h1>${escape(document.info.title)} <span class="muted">${escape(document.info.version)}</span></h1>
<p>${escape(document.info.description ?? '')}</p>
<p>OpenAPI ${escape(document.openapi)}: <a href="/api/docs/openapi.json">openapi.json</a>. Tags: ${(document.tags ?? []).map((tag) => `<span class="tag">${escape(tag.name)}</span> ${escape(tag.description ?? '')}`).join('; ')}.</p>
${sections.join('\n')}
<h2>Shared schemas</h2>
${components.join('\n')}
</body></html>
`;
}

function renderOperation(method: string, path: string, operation: Operation): string {
  const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  const body = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  const responses = Object.entries(operation.responses ?? {}) as [string, OpenAPIV3_1.ResponseObject][];
  return `<section id="${anchor(`${method} ${path}`)}">
<h2><span class="method">${method}</span>${escape(path)}${(operation.tags ?? []).map((tag) => `<span class="tag">${escape(tag)}</span>`).join('')}</h2>
${operation.summary ? `<p>${escape(operation.summary)}</p>` : ''}${operation.description ? `<p>${escape(operation.description)}</p>` : ''}
${parameters.length > 0 ? `<h4>Parameters</h4><ul>${parameters.map((parameter) => `<li><code>${escape(parameter.name)}</code> <span class="muted">in ${escape(parameter.in)}${parameter.required ? ', required' : ''}</span> ${parameter.schema ? renderSchema(parameter.schema) : ''}</li>`).join('')}</ul>` : ''}
${
  body
    ? `<h4>Body</h4>${Object.entries(body.content)
        .map(([type, media]) => `<p class="muted">${escape(type)}</p>${media.schema ? renderSchema(media.schema) : ''}`)
        .join('')}`
    : ''
}
<h4>Responses</h4><ul>${responses
    .map(([status, response]) => {
      const schema = Object.values(response.content ?? {})[0]?.schema;
      return `<li><strong>${escape(status)}</strong> ${escape(response.description)} ${schema ? renderSchema(schema) : ''}</li>`;
    })
    .join('')}</ul>
</section>`;
}

/** A schema as a short type with its rules, objects as nested lists of their fields. */
function renderSchema(schema: Schema, depth = 0): string {
  if ('$ref' in schema) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return `<a class="type" href="#schema-${anchor(name)}">${escape(name)}</a>`;
  }
  if (depth > 8) return '<span class="type">…</span>';
  const notes = [
    ...CONSTRAINTS.filter((key) => schema[key] !== undefined).map((key) => `${key} ${JSON.stringify(schema[key])}`),
    ...(schema.enum ? [`one of ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`] : []),
    ...(schema.const !== undefined ? [`always ${JSON.stringify(schema.const)}`] : []),
  ];
  const description = schema.description ? ` ${escape(schema.description)}` : '';
  const head = `<span class="type">${escape(typeName(schema))}</span>${notes.length > 0 ? ` <span class="muted">(${escape(notes.join('; '))})</span>` : ''}${description}`;
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives)
    return `${head}<ul>${alternatives.map((member) => `<li>${renderSchema(member, depth + 1)}</li>`).join('')}</ul>`;
  if (schema.type === 'array' && schema.items) return `${head} of ${renderSchema(schema.items, depth + 1)}`;
  if (schema.properties) {
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties).map(
      ([name, property]) =>
        `<li><code>${escape(name)}</code>${required.has(name) ? '' : ' <span class="muted">optional</span>'}: ${renderSchema(property, depth + 1)}</li>`,
    );
    return `${head}<ul>${fields.join('')}</ul>`;
  }
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
    return `${head} of ${renderSchema(schema.additionalProperties, depth + 1)}`;
  return head;
}

function typeName(schema: OpenAPIV3_1.SchemaObject): string {
  if (schema.anyOf ?? schema.oneOf) return 'one of';
  if (schema.allOf) return 'all of';
  if (Array.isArray(schema.type)) return schema.type.join(' or ');
  if (schema.type === 'object' && !schema.properties && schema.additionalProperties) return 'map';
  return schema.type ?? 'any';
}
