// Prints the contract's types as plain TypeScript — interfaces of fields with their JSDoc, no zod
// generics — for sdk/src/api/api-types.ts: each entity (`export type X = z.infer<typeof xSchema>` in
// src/contract/entities/) under its own name, and each call's input and output under one rule,
// `<Domain><Call>Input` / `<Domain><Call>Output` (`OrdersMakeInput`, `CatalogSectionOutput`). The
// TypeScript checker resolves the schemas' types; this walks what it resolved.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';

/** An entity of the contract: its public type's name, its schema and the file declaring both. */
interface Entity {
  name: string;
  file: string;
}

/** What `plainTypes` prints: the declarations, the hand-written interfaces they name and every name. */
export interface PlainTypes {
  declarations: string;
  /** Interfaces of the SDK's own the declarations name, each with the absolute path of its file. */
  imports: Array<{ name: string; file: string }>;
  entities: string[];
  calls: CallTypeNames[];
}

/** One call's named types. */
export interface CallTypeNames {
  domain: string;
  key: string;
  input: string;
  output: string;
}

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The names of a call's input and output types: `<Domain><Call>Input` and `...Output`. */
export function callTypeNames(domain: string, key: string): CallTypeNames {
  const base = `${pascal(domain)}${pascal(key)}`;
  return { domain, key, input: `${base}Input`, output: `${base}Output` };
}

/**
 * The contract's named types, in src/contract/ and its entities: `export type X = z.infer<typeof
 * xSchema>` (or `z.output`), `export type X = (typeof X_VALUES)[number]` and `export type X =
 * CallOutput<typeof domainCalls.key>`, each printed plain under its own name.
 */
function entitiesOf(contractDir: string): Entity[] {
  const out: Entity[] = [];
  const alias =
    /^export type (\w+) = (z\.(?:infer|output)<typeof \w+>|\(typeof \w+\)\[number\]|CallOutput<typeof \w+\.\w+>);/gm;
  for (const folder of ['entities', '.'])
    for (const name of readdirSync(resolve(contractDir, folder)).sort()) {
      if (!name.endsWith('.ts') || name.includes('.test')) continue;
      const text = readFileSync(resolve(contractDir, folder, name), 'utf8');
      const file = `./contract/${folder === '.' ? '' : `${folder}/`}${name.replace(/\.ts$/, '')}`;
      for (const m of text.matchAll(alias)) out.push({ name: m[1] as string, file });
    }
  return out;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A JSDoc block of `text` at `indent`, or '' for no text. */
function jsDoc(text: string, indent: string): string {
  const lines = text.trim().split('\n');
  if (lines.length === 1 && lines[0] === '') return '';
  if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
  return `${indent}/**\n${lines.map((l) => `${indent} *${l === '' ? '' : ` ${l}`}`).join('\n')}\n${indent} */\n`;
}

/**
 * The declarations of sdk/src/api/api-types.ts (without its header): every entity, then every call's
 * input and output, in the registry's order.
 */
export function plainTypes(sdkDir: string, tables: Record<string, Record<string, unknown>>): PlainTypes {
  const srcDir = resolve(sdkDir, 'src');
  const entities = entitiesOf(resolve(srcDir, 'contract'));
  const calls = Object.entries(tables).flatMap(([domain, table]) =>
    Object.keys(table).map((key) => callTypeNames(domain, key)),
  );
  const taken = new Set<string>();
  for (const name of [...entities.map((e) => e.name), ...calls.flatMap((c) => [c.input, c.output])]) {
    if (taken.has(name)) throw new Error(`Two contract types are named ${name}: rename one`);
    taken.add(name);
  }

  // One module naming every type to print; the checker resolves them.
  const probe = resolve(srcDir, '__plain-types-probe__.ts');
  const probeText = [
    "import type * as z from 'zod/mini';",
    "import type { contractTables } from './contract/tables';",
    ...entities.map((e, i) => `export type E${i} = import('${e.file}').${e.name};`),
    ...calls.flatMap((c, i) => [
      `export type I${i} = z.input<(typeof contractTables)['${c.domain}']['${c.key}']['input']>;`,
      `export type O${i} = z.output<(typeof contractTables)['${c.domain}']['${c.key}']['output']>;`,
    ]),
  ].join('\n');
  const config = ts.getParsedCommandLineOfConfigFile(
    resolve(sdkDir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('sdk/tsconfig.json could not be read');
  const options = {
    ...config.options,
    noEmit: true,
    composite: false,
    incremental: false,
    emitDeclarationOnly: false,
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, ...rest) =>
    resolve(file) === probe
      ? ts.createSourceFile(file, probeText, language, true)
      : getSourceFile(file, language, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => resolve(file) === probe || fileExists(file);
  const program = ts.createProgram({ rootNames: [probe], options, host });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(probe);
  if (!source) throw new Error('the probe module was not loaded');
  const problems = ts.getPreEmitDiagnostics(program, source);
  if (problems.length > 0)
    throw new Error(problems.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('\n'));

  const aliases = new Map<string, ts.Type>();
  for (const statement of source.statements)
    if (ts.isTypeAliasDeclaration(statement))
      aliases.set(statement.name.text, checker.getTypeAtLocation(statement.name));
  const typeOf = (alias: string) => {
    const type = aliases.get(alias);
    if (!type) throw new Error(`no type ${alias}`);
    return type;
  };

  // An entity's type printed anywhere else is printed as its name.
  const named = new Map<ts.Type, string>();
  entities.forEach((e, i) => {
    if (!named.has(typeOf(`E${i}`))) named.set(typeOf(`E${i}`), e.name);
  });
  const inSdk = (declaration: ts.Declaration) =>
    resolve(declaration.getSourceFile().fileName).startsWith(srcDir);

  const printing: ts.Type[] = [];
  /** Hand-written interfaces the printed types name, by name: the file declaring each. */
  const imports = new Map<string, string>();
  function print(type: ts.Type, indent: string, root?: ts.Type): string {
    const name = named.get(type);
    if (name !== undefined && type !== root) return name;
    const flags = type.flags;
    if (flags & ts.TypeFlags.Boolean) return 'boolean';
    if (type.isUnion()) {
      const parts = type.types;
      const hasTrue = parts.some(
        (t) => t.flags & ts.TypeFlags.BooleanLiteral && checker.typeToString(t) === 'true',
      );
      const hasFalse = parts.some(
        (t) => t.flags & ts.TypeFlags.BooleanLiteral && checker.typeToString(t) === 'false',
      );
      const printed: string[] = [];
      let booleanDone = false;
      for (const part of parts) {
        if (hasTrue && hasFalse && part.flags & ts.TypeFlags.BooleanLiteral) {
          if (!booleanDone) printed.push('boolean');
          booleanDone = true;
          continue;
        }
        printed.push(wrap(part, indent));
      }
      // Absence last, as one writes it: `string | null`, `number | undefined`.
      const rank = (text: string) => (text === 'undefined' ? 2 : text === 'null' ? 1 : 0);
      return [...new Set(printed)].sort((a, b) => rank(a) - rank(b)).join(' | ');
    }
    if (type.isIntersection()) return type.types.map((t) => wrap(t, indent)).join(' & ');
    if (!(flags & ts.TypeFlags.Object))
      return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
    if (checker.isArrayType(type)) {
      const [element] = checker.getTypeArguments(type as ts.TypeReference);
      const readonly = (type as ts.TypeReference).target.getSymbol()?.getName() === 'ReadonlyArray';
      return `${readonly ? 'readonly ' : ''}${wrap(element as ts.Type, indent)}[]`;
    }
    if (checker.isTupleType(type))
      return `[${checker
        .getTypeArguments(type as ts.TypeReference)
        .map((t) => print(t, indent))
        .join(', ')}]`;
    const symbol = type.getSymbol();
    // Interfaces and classes keep their names: the platform's (Blob, File) as they are, the SDK's own
    // hand-written ones (a recursive menu item) imported.
    if (symbol && symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class)) {
      const own = symbol.getDeclarations()?.find(inSdk);
      if (own) {
        const file = resolve(own.getSourceFile().fileName);
        imports.set(symbol.getName(), file);
        return symbol.getName();
      }
      return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
    }
    if (type.getCallSignatures().length > 0)
      return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
    if (printing.includes(type))
      throw new Error(`A recursive type that is no entity: ${checker.typeToString(type)}`);
    printing.push(type);
    const inner = `${indent}  `;
    const lines: string[] = [];
    for (const info of checker.getIndexInfosOfType(type))
      lines.push(`${inner}[key: ${checker.typeToString(info.keyType)}]: ${print(info.type, inner)};`);
    for (const property of checker.getPropertiesOfType(type)) {
      const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
      const propertyType = checker.getTypeOfSymbol(property);
      const doc = ts.displayPartsToString(property.getDocumentationComment(checker));
      const key = IDENTIFIER.test(property.name) ? property.name : JSON.stringify(property.name);
      let printed = print(propertyType, inner);
      if (optional && !/(^| \| )undefined( \||$)/.test(printed)) printed = `${printed} | undefined`;
      lines.push(`${jsDoc(doc, inner)}${inner}${key}${optional ? '?' : ''}: ${printed};`);
    }
    printing.pop();
    return lines.length === 0 ? '{}' : `{\n${lines.join('\n')}\n${indent}}`;
  }
  /** A member of a union, an intersection or an array: parenthesised when it is itself one. */
  function wrap(type: ts.Type, indent: string): string {
    const text = print(type, indent);
    return (type.isUnion() && !(type.flags & ts.TypeFlags.Boolean)) || type.isIntersection()
      ? `(${text})`
      : text;
  }
  /** A named declaration: an interface for a plain object, else a type alias. */
  function declare(name: string, type: ts.Type, doc: string): string {
    const body = print(type, '', type);
    const isObject =
      body.startsWith('{') &&
      !type.isUnion() &&
      !type.isIntersection() &&
      !checker.isArrayType(type) &&
      !checker.isTupleType(type);
    return `${jsDoc(doc, '')}export ${isObject ? `interface ${name} ${body}` : `type ${name} = ${body};`}`;
  }

  /** The JSDoc of an entity's own type alias in its file. */
  const entityDoc = (entity: Entity) => {
    const text = readFileSync(resolve(srcDir, `${entity.file.replace('./', '')}.ts`), 'utf8');
    const at = text.indexOf(`export type ${entity.name} =`);
    const before = text.slice(0, at).trimEnd();
    if (!before.endsWith('*/')) return '';
    const start = before.lastIndexOf('/**');
    return before
      .slice(start + 3, -2)
      .split('\n')
      .map((l) => l.replace(/^\s*\* ?/, '').trimEnd())
      .join('\n')
      .trim();
  };
  const out: string[] = [];
  entities.forEach((entity, i) => {
    out.push(declare(entity.name, typeOf(`E${i}`), entityDoc(entity)));
  });
  calls.forEach((call, i) => {
    const id = `${call.domain}.${call.key}`;
    out.push(declare(call.input, typeOf(`I${i}`), `What \`${id}\` takes.`));
    const output = typeOf(`O${i}`);
    const same = named.get(output);
    out.push(
      same === undefined
        ? declare(call.output, output, `The \`data\` \`${id}\` answers.`)
        : `/** The \`data\` \`${id}\` answers. */\nexport type ${call.output} = ${same};`,
    );
  });
  return {
    declarations: `${out.join('\n\n')}\n`,
    imports: [...imports].map(([name, file]) => ({ name, file })),
    entities: entities.map((e) => e.name),
    calls,
  };
}
