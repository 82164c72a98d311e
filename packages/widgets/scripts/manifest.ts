// The custom elements' public description, generated from the code that declares them, never written by
// hand: custom-elements.json (schema 2.0.0, https://github.com/webcomponents/custom-elements-manifest),
// elements.d.ts (the element classes, `HTMLElementTagNameMap`, the `mercato:*` events) and
// elements-react.d.ts (React 19's JSX for the elements). The sources:
//  - each widget's element.ts: the classes the element bundle exports and their tags, read from its
//    `export const XElement = defineWidget({ name, props, … })` calls;
//  - its meta.ts: the props (`props`, which the defineWidget call imports) and their documentation, the
//    events, parts and CSS properties (`meta`, the WidgetMeta whose `props` they are; src/runtime/widget-meta.ts).
// `npm run manifest` writes the three files into packages/widgets; they are committed, and
// src/manifest.test.ts fails when they differ from what this generates. The widgets' build does not write
// them: `npm test` builds the bundles before the unit tests, and would hide a stale committed file.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import type { PropType } from '../src/runtime/define-widget.ts';
import { attributeOf, type WidgetMeta } from '../src/runtime/widget-meta.ts';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(pkg, 'src');

/**
 * What children of an element mean: the same for every element. No shadow root has a default slot; an
 * element with named slots (meta `slots`) says what it does with a child in one, and no other child.
 */
export const CHILDREN =
  'Children are fallback content: the browser shows them until the element is defined (for instance a plain ' +
  'link into the shop for visitors whose script did not load); once it is defined they are not rendered (the ' +
  'shadow root has no default slot), and the element never removes or changes them, so a framework that ' +
  'rendered them keeps owning them. A child with the slot attribute of one of the slots listed for the ' +
  'element is the exception its slot describes.';

/** One element as its element.ts defines it, with its meta.ts documentation. */
export interface ElementSource {
  /** The widget folder, which names the bundle: dist/elements/<widget>.js. */
  widget: string;
  /** The class the bundle exports (element.ts `export const <className> = defineWidget(…)`). */
  className: string;
  tagName: string;
  meta: WidgetMeta;
}

/** The widget folders: those with an element.ts. */
export const widgetFolders = () =>
  readdirSync(src, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(src, d.name, 'element.ts')))
    .map((d) => d.name)
    .sort();

/** The `export const X = defineWidget({ name: '…', props })` calls of an element.ts, with the meta.ts export of their props. */
function defineWidgetCalls(file: string) {
  const where = relative(pkg, file);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const fromMeta = new Map<string, string>();
  for (const st of source.statements) {
    if (
      !ts.isImportDeclaration(st) ||
      !ts.isStringLiteral(st.moduleSpecifier) ||
      st.moduleSpecifier.text !== './meta.ts'
    )
      continue;
    const named = st.importClause?.namedBindings;
    if (named && ts.isNamedImports(named))
      for (const n of named.elements) fromMeta.set(n.name.text, (n.propertyName ?? n.name).text);
  }
  const calls: { className: string; tagName: string; propsExport: string }[] = [];
  for (const st of source.statements) {
    if (!ts.isVariableStatement(st) || !st.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const d of st.declarationList.declarations) {
      const call = d.initializer;
      if (!call || !ts.isCallExpression(call) || !ts.isIdentifier(call.expression)) continue;
      // defineLauncher, defineCookieCentre: the chatbot's launcher and the cookie centre, elements without
      // the widget runtime (ADRs 0039, 0048).
      if (
        !['defineWidget', 'defineLauncher', 'defineCookieCentre'].includes(call.expression.text) ||
        !ts.isIdentifier(d.name)
      )
        continue;
      const className = d.name.text;
      const def = call.arguments[0];
      if (!def || !ts.isObjectLiteralExpression(def))
        throw new Error(`${where}: ${className}: defineWidget({ … }) expected`);
      const property = (key: string) =>
        def.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === key);
      const name = property('name');
      if (!name || !ts.isPropertyAssignment(name) || !ts.isStringLiteral(name.initializer))
        throw new Error(`${where}: ${className}: defineWidget's name must be a string literal`);
      const props = property('props');
      const local =
        props && ts.isShorthandPropertyAssignment(props)
          ? props.name.text
          : props && ts.isPropertyAssignment(props) && ts.isIdentifier(props.initializer)
            ? props.initializer.text
            : undefined;
      const propsExport = local && fromMeta.get(local);
      if (!propsExport) throw new Error(`${where}: ${className}: defineWidget's props must be imported from ./meta.ts`);
      calls.push({ className, tagName: `mercato-${name.initializer.text}`, propsExport });
    }
  }
  return calls;
}

const isMeta = (value: unknown): value is WidgetMeta =>
  !!value && typeof value === 'object' && 'props' in value && 'attributes' in value && 'description' in value;

/** Every element of every widget, in the order of the folders and of the defineWidget calls. */
export async function elementSources(): Promise<ElementSource[]> {
  const out: ElementSource[] = [];
  for (const widget of widgetFolders()) {
    const calls = defineWidgetCalls(join(src, widget, 'element.ts'));
    if (!calls.length) throw new Error(`src/${widget}/element.ts: no exported defineWidget(…) call`);
    const metaModule: Record<string, unknown> = await import(pathToFileURL(join(src, widget, 'meta.ts')).href);
    const metas = Object.values(metaModule).filter(isMeta);
    for (const { className, tagName, propsExport } of calls) {
      const docs = metas.filter((m) => m.props === metaModule[propsExport]);
      if (docs.length !== 1)
        throw new Error(
          `src/${widget}/meta.ts: ${docs.length} metas document \`${propsExport}\` (the props of ${className}); one is expected`,
        );
      out.push({ widget, className, tagName, meta: docs[0]! });
    }
    const orphan = metas.find((m) => !out.some((e) => e.meta === m));
    if (orphan) throw new Error(`src/${widget}/meta.ts: a meta documents props that no element of element.ts uses`);
  }
  return out;
}

/**
 * An attribute's default as the schema defines it: its actual value, attributes being strings
 * ('/checkout/trolley' → /checkout/trolley, 1 → "1"). A boolean attribute is on when present (""), and off
 * when absent, which no value says: off by default, it has no default (its field's is false).
 */
export function attributeDefault(value: string | number | boolean): string | undefined {
  if (typeof value === 'boolean') return value ? '' : undefined;
  if (typeof value === 'number' && !Number.isFinite(value))
    throw new Error(`a default must be a string, a finite number or a boolean, not ${String(value)}`);
  return String(value);
}

/** A field's default as JavaScript source, as the schema defines it: '/checkout/trolley', 1, false. */
export function jsLiteral(value: string | number | boolean): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  throw new Error(`a default must be a string, a finite number or a boolean, not ${String(value)}`);
}

/** The TypeScript type of an attribute's text and of the property: json props are JSON text and any value. */
const attributeType: Record<PropType, string> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  json: 'string',
};
const propertyType: Record<PropType, string> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  json: 'unknown',
};
/** In React 19's JSX: a number attribute may be written as text; a boolean one is present (true) or absent. */
const jsxAttributeType: Record<PropType, string> = {
  string: 'string',
  number: 'number | string',
  boolean: 'boolean',
  json: 'string',
};

const fieldsOf = (meta: WidgetMeta) =>
  Object.entries(meta.props).map(([name, type]) => {
    const doc = meta.attributes[name];
    if (!doc) throw new Error(`prop ${name} has no documentation in meta.attributes`);
    return {
      name,
      type,
      attribute: attributeOf(name),
      description: doc.description,
      /** As JavaScript source: the field's default (and the typings' @default). */
      default: doc.default === undefined ? undefined : jsLiteral(doc.default),
      /** As the attribute's text: the attribute's default. */
      attributeDefault: doc.default === undefined ? undefined : attributeDefault(doc.default),
    };
  });

const moduleOf = (widget: string) => `dist/elements/${widget}.js`;

/** custom-elements.json: one javascript-module per element bundle. */
export function manifestOf(elements: ElementSource[]) {
  const widgets = [...new Set(elements.map((e) => e.widget))];
  return {
    schemaVersion: '2.0.0',
    modules: widgets.map((widget) => {
      const path = moduleOf(widget);
      const mine = elements.filter((e) => e.widget === widget);
      return {
        kind: 'javascript-module',
        path,
        declarations: mine.map(({ className, tagName, meta }) => {
          const fields = fieldsOf(meta);
          const withDefault = (d: string | undefined) => (d === undefined ? {} : { default: d });
          return {
            kind: 'class',
            description: `${meta.description} ${CHILDREN}`,
            name: className,
            tagName,
            customElement: true,
            superclass: { name: 'HTMLElement', package: 'global:' },
            attributes: fields.map((f) => ({
              name: f.attribute,
              fieldName: f.name,
              type: { text: attributeType[f.type] },
              description: f.description,
              ...withDefault(f.attributeDefault),
            })),
            members: fields.map((f) => ({
              kind: 'field',
              name: f.name,
              type: { text: `${propertyType[f.type]} | undefined` },
              description: `${f.description} Reads undefined while unset.`,
              ...withDefault(f.default),
              attribute: f.attribute,
              reflects: false,
            })),
            events: Object.entries(meta.events).map(([name, e]) => ({
              name,
              type: { text: `CustomEvent<${e.detail}>` },
              description: e.description,
            })),
            slots: (meta.slots ?? []).map((s) => ({ name: s.name, description: s.description })),
            cssParts: (meta.parts ?? []).map((p) => ({ name: p.name, description: p.description })),
            cssProperties: (meta.cssProperties ?? []).map((p) => ({ name: p.name, description: p.description })),
          };
        }),
        exports: mine.flatMap(({ className, tagName }) => [
          { kind: 'js', name: className, declaration: { name: className, module: path } },
          { kind: 'custom-element-definition', name: tagName, declaration: { name: className, module: path } },
        ]),
      };
    }),
  };
}

/** A JSDoc comment at an indentation. */
function doc(indent: string, ...lines: (string | undefined)[]) {
  const text = lines.filter((l): l is string => !!l).map((l) => l.replace(/\*\//g, '*\\/'));
  if (text.length === 1 && text[0]!.length + indent.length < 110) return `${indent}/** ${text[0]} */\n`;
  return `${indent}/**\n${text.map((l) => `${indent} * ${l}\n`).join('')}${indent} */\n`;
}
const quote = (s: string) => `'${s}'`;
const HEADER =
  "// Generated by packages/widgets/scripts/manifest.ts from each widget's element.ts and meta.ts: do not edit;\n" +
  '// `npm run manifest` writes it again (a unit test fails when it is stale).\n';

/** elements.d.ts: the element classes, the tag names, the events. No framework. */
export function elementTypesOf(elements: ElementSource[]) {
  let out = HEADER;
  out +=
    "// Types for TypeScript pages that use the elements: `import type {} from '@mercato/widgets/elements';` gives\n" +
    "// document.querySelector('mercato-add-to-trolley') its typed properties and addEventListener('mercato:trolley-add')\n" +
    '// its detail. React 19 JSX: @mercato/widgets/elements/react.\n';
  const types = new Map<string, string>();
  for (const { meta } of elements)
    for (const [name, text] of Object.entries(meta.types ?? {})) {
      if (types.has(name) && types.get(name) !== text) throw new Error(`type ${name} is declared twice, differently`);
      types.set(name, text);
    }
  for (const [name, text] of types) out += `\nexport type ${name} = ${text};\n`;
  for (const { className, tagName, meta } of elements) {
    out += `\n${doc('', `<${tagName}>: ${meta.description}`, '', CHILDREN)}`;
    out += `export interface ${className} extends HTMLElement {\n`;
    for (const f of fieldsOf(meta))
      out += `${doc('  ', `${f.description} Attribute: ${f.attribute}.`, f.default && `@default ${f.default}`)}  ${f.name}: ${propertyType[f.type]} | undefined;\n`;
    out += '}\n';
    out += `\n${doc('', `The events of <${tagName}> (bubbling and composed: a listener on document receives them).`)}`;
    out += `export interface ${className}EventMap {\n`;
    for (const [name, e] of Object.entries(meta.events))
      out += `${doc('  ', e.description)}  ${quote(name)}: CustomEvent<${e.detail}>;\n`;
    out += '}\n';
  }
  out += '\ndeclare global {\n  interface HTMLElementTagNameMap {\n';
  for (const { className, tagName } of elements) out += `    ${quote(tagName)}: ${className};\n`;
  out += '  }\n';
  out += `  interface GlobalEventHandlersEventMap\n    extends ${elements.map((e) => `${e.className}EventMap`).join(',\n      ')} {}\n`;
  out += '}\n';
  return out;
}

/** elements-react.d.ts: React 19's JSX.IntrinsicElements for the elements. */
export function reactTypesOf(elements: ElementSource[]) {
  let out = HEADER;
  out +=
    "// React 19 JSX for the elements: `import type {} from '@mercato/widgets/elements/react';` makes\n" +
    '// <mercato-address-checker api-base="…"> type-check, and a wrong type or an unknown camelCase name not. React 19\n' +
    '// sets the props the element has as properties, and calls on<event> props for its events. (TypeScript\n' +
    '// accepts any attribute name with a dash on any JSX element, as for data-*: a misspelt kebab-case name is not caught.)\n';
  out += "import type { CSSProperties, Key, ReactNode, Ref } from 'react';\n";
  out += `import type {\n${elements.flatMap((e) => [`  ${e.className},`, `  ${e.className}EventMap,`]).join('\n')}\n} from './elements.d.ts';\n`;
  out += `\n${doc('', 'What every Mercato element takes in JSX besides its own attributes.')}`;
  out += 'export interface MercatoElementJsxProps<E> {\n';
  out += '  ref?: Ref<E>;\n  key?: Key | null;\n  id?: string;\n  class?: string;\n  className?: string;\n';
  out += '  style?: CSSProperties;\n  slot?: string;\n';
  out += `${doc('  ', CHILDREN)}  children?: ReactNode;\n}\n`;
  for (const { className, tagName, meta } of elements) {
    out += `\n${doc('', `<${tagName}> in React 19's JSX: the attributes (kebab-case), the properties (camelCase), the events.`)}`;
    out += `export interface ${className}JsxProps extends MercatoElementJsxProps<${className}> {\n`;
    const fields = fieldsOf(meta);
    for (const f of fields) {
      const d = doc('  ', f.description, f.default && `@default ${f.default}`);
      out += `${d}  ${f.attribute.includes('-') ? quote(f.attribute) : f.attribute}?: ${jsxAttributeType[f.type]};\n`;
    }
    for (const f of fields)
      if (f.attribute !== f.name)
        out += `${doc('  ', `The property of ${f.attribute}.`)}  ${f.name}?: ${propertyType[f.type]};\n`;
    for (const name of Object.keys(meta.events))
      out += `  ${quote(`on${name}`)}?: (event: ${className}EventMap[${quote(name)}]) => void;\n`;
    out += '}\n';
  }
  out += "\ndeclare module 'react' {\n  namespace JSX {\n    interface IntrinsicElements {\n";
  for (const { className, tagName } of elements) out += `      ${quote(tagName)}: ${className}JsxProps;\n`;
  out += '    }\n  }\n}\n';
  return out;
}

/** The generated files (path in packages/widgets → text). */
export async function generate(): Promise<Record<string, string>> {
  const elements = await elementSources();
  return {
    'custom-elements.json': `${JSON.stringify(manifestOf(elements), null, 2)}\n`,
    'elements.d.ts': elementTypesOf(elements),
    'elements-react.d.ts': reactTypesOf(elements),
  };
}

export const packageDir = pkg;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [file, text] of Object.entries(await generate())) {
    writeFileSync(join(pkg, file), text);
    console.log(`manifest: wrote packages/widgets/${file}`);
  }
}
