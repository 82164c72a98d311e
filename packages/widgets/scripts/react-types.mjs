// The .d.ts of the React entries (dist/react/<widget>.d.ts; ADR 0010): one self-contained file per entry,
// naming no package an app does not have (only react, the peer dependency).
//  1. dts-bundle-generator bundles the entry's declarations, the types of our workspace packages inlined
//     (tsconfig.dts.json reaches their sources through `paths`);
//  2. the types the contracts infer from zod schemas (`type X = z.infer<typeof X>`) are written out as
//     the plain types they stand for, and the schemas' declarations are dropped: zod is bundled into the
//     package's code, not a dependency of it, so its types would not resolve in an app;
//  3. the result is compiled alone (skipLibCheck off, only react's types beside it): an error fails the
//     build.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import ts from 'typescript';

const require = createRequire(import.meta.url);

/** `{ [entry name]: source path }` → `{ [entry name]: .d.ts text }`. */
export function reactTypes(pkg, entries) {
  const { generateDtsBundle } = require('dts-bundle-generator');
  const names = Object.keys(entries);
  const bundled = generateDtsBundle(
    names.map((name) => ({
      filePath: entries[name],
      libraries: { importedLibraries: ['react', 'react-dom'] },
      output: { noBanner: true, exportReferencedTypes: false },
    })),
    { preferredConfigPath: join(pkg, 'tsconfig.dts.json') },
  );
  const out = {};
  names.forEach((name, i) => {
    out[name] = `// @mercato/widgets/react/${name}\n${withoutSchemas(pkg, name, bundled[i])}`;
  });
  check(pkg, out);
  return out;
}

const options = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  types: [],
  noEmit: true,
};

/** A program over in-memory .d.ts files placed in `pkg` (so that react and zod resolve from there). */
function programOf(pkg, files, extra = {}) {
  const host = ts.createCompilerHost({ ...options, ...extra });
  const paths = Object.fromEntries(Object.entries(files).map(([n, text]) => [join(pkg, `${n}.d.ts`), text]));
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (file, lang, ...rest) =>
    file in paths ? ts.createSourceFile(file, paths[file], lang, true) : getSourceFile.call(host, file, lang, ...rest);
  host.fileExists = (file) => file in paths || fileExists.call(host, file);
  host.readFile = (file) => paths[file] ?? readFile.call(host, file);
  return { program: ts.createProgram(Object.keys(paths), { ...options, ...extra }, host), paths };
}

const zodImport = "import type * as z from 'zod/mini';\n";

/** Replaces `type X = z.infer<typeof S>` by the type it stands for and drops the schema declarations. */
function withoutSchemas(pkg, name, text) {
  if (!/\bz\./.test(text)) return text;
  // dts-bundle-generator keeps the `z.` names but not the namespace import they come from.
  const source = zodImport + text;
  const { program, paths } = programOf(pkg, { [`${name}.flatten`]: source });
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(Object.keys(paths)[0]);
  const printer = ts.createPrinter({ removeComments: false });
  const flags =
    ts.NodeBuilderFlags.NoTruncation | ts.NodeBuilderFlags.InTypeAlias | ts.NodeBuilderFlags.MultilineObjectLiterals;
  const edits = [];
  const schemas = new Set();
  for (const statement of file.statements) {
    if (!ts.isTypeAliasDeclaration(statement)) continue;
    const t = statement.type;
    const inferred =
      ts.isTypeReferenceNode(t) &&
      /^z\.(infer|output)$/.test(t.typeName.getText(file)) &&
      t.typeArguments?.length === 1 &&
      ts.isTypeQueryNode(t.typeArguments[0]);
    if (!inferred) continue;
    schemas.add(t.typeArguments[0].exprName.getText(file));
    const node = checker.typeToTypeNode(checker.getTypeFromTypeNode(t), statement, flags);
    edits.push({
      start: t.getStart(file),
      end: t.getEnd(),
      text: printer.printNode(ts.EmitHint.Unspecified, node, file),
    });
  }
  for (const statement of file.statements) {
    const schema =
      ts.isVariableStatement(statement) &&
      statement.declarationList.declarations.length === 1 &&
      schemas.has(statement.declarationList.declarations[0].name.getText(file));
    if (schema) edits.push({ start: statement.getFullStart(), end: statement.getEnd(), text: '' });
  }
  let result = source;
  for (const e of edits.sort((a, b) => b.start - a.start))
    result = result.slice(0, e.start) + e.text + result.slice(e.end);
  result = result.slice(zodImport.length).replace(/^\n+/, '');
  if (/\bz\./.test(result)) throw new Error(`react types: ${name}.d.ts still names zod types:\n${result}`);
  return result;
}

/** The .d.ts files compile alone, with react's types only, library checks on. */
function check(pkg, files) {
  const { program } = programOf(pkg, files, { skipLibCheck: false, types: ['react', 'react-dom'] });
  const errors = ts.getPreEmitDiagnostics(program);
  if (errors.length)
    throw new Error(
      `react types do not compile:\n${ts.formatDiagnostics(errors, {
        getCanonicalFileName: (f) => f,
        getCurrentDirectory: () => pkg,
        getNewLine: () => '\n',
      })}`,
    );
}
