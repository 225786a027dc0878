/**
 * Problems found in the owner's files, each with its place, printed all at once as
 * `shop/products/indigo-tee.md:5:8 price: expected a whole number of rupees, got "8,99"`.
 */
import type * as v from 'valibot';
import { isAlias, isMap, isNode, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node as YamlNode } from 'yaml';
import { heicAdvice, isHeicName } from './photos';
import { quoted, yamlMistakes, yamlOptions } from './yaml-mistakes';

export interface Problem {
  /** The file, relative to the project (shop/products/indigo-tee.md). */
  file: string;
  line: number;
  column: number;
  /** The field it is about, as a path (colours[0].photos[1]); empty for the whole file. */
  field: string;
  message: string;
}

export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}:${problem.column}${problem.field ? ` ${problem.field}` : ''}: ${problem.message}`;
}

/** A field path as an owner reads it: `colours[0].photos[1]`. */
export function fieldName(path: readonly (string | number)[]): string {
  return path.map((key, index) => (typeof key === 'number' ? `[${key}]` : index === 0 ? key : `.${key}`)).join('');
}

/**
 * At most this many values may the aliases of one file add to it, written out. An alias (`*name`)
 * repeats the block an anchor (`&name`) marks, and a block can hold aliases of other blocks, so nine
 * short lines can stand for hundreds of millions of values (a "billion laughs") that would hold the
 * build for ever or exhaust its memory. An owner's file repeats a few small blocks a few times.
 */
export const maxAliasedValues = 10_000;

/** A YAML text parsed with every node's place, so a problem can point at its line and column. */
export class YamlSource {
  readonly doc: Document;
  private readonly lines = new LineCounter();
  /** The file's value, worked out once; null when it cannot be (then `readProblem` says why). */
  private readonly data: unknown;
  private readonly readProblem: Problem | undefined;
  private syntax: Problem[] | undefined;

  /** `firstLine`: the line the YAML starts on in its file (2 for front matter after `---`). */
  constructor(
    readonly file: string,
    private readonly text: string,
    private readonly firstLine = 1,
  ) {
    this.doc = parseDocument(text, { ...yamlOptions, lineCounter: this.lines });
    const read = this.read();
    this.data = read.data;
    this.readProblem = read.problem;
  }

  /**
   * Problems of the YAML itself (a tab, a bad indent, an unclosed quote, a key given twice), each
   * once in the owner's words without what only follows from it (./yaml-mistakes.ts), and an alias
   * that cannot be written out (too many, naming no block, or inside its own block).
   */
  syntaxProblems(): Problem[] {
    this.syntax ??= [
      ...yamlMistakes(this.text, this.firstLine, this.doc).map((mistake) => ({
        file: this.file,
        line: mistake.line,
        column: mistake.column,
        field: fieldName(mistake.path),
        message: mistake.message,
      })),
      ...(this.readProblem ? [this.readProblem] : []),
    ];
    return this.syntax;
  }

  value(): unknown {
    return this.data;
  }

  /**
   * The file's value, its aliases checked first, so what an owner's file holds can never stop the
   * build with a stack trace: the yaml library throws on an alias it cannot resolve or on too many.
   */
  private read(): { data: unknown; problem?: Problem } {
    try {
      const alias = aliasProblem(this.doc);
      if (alias) return { data: null, problem: { ...this.at(alias.offset), field: fieldName(alias.path), message: alias.message } };
      // The library's own count (maxAliasCount) stays on as a second guard: it counts in its own way.
      return { data: this.doc.toJS({ maxAliasCount: maxAliasedValues }) };
    } catch (error) {
      // Not expected once the aliases are checked; told like any problem all the same. The
      // library's errors here are all about aliases (ReferenceError), so that is what is said.
      const first: { offset?: number; name?: string } = {};
      visit(this.doc, {
        Alias: (_key, node) => {
          first.offset = rangeStart(node);
          first.name = node.source;
          return visit.BREAK;
        },
      });
      const message =
        error instanceof ReferenceError && first.name
          ? `this file repeats blocks by alias (*${first.name} and others) too many times; write the values out instead`
          : `this file cannot be read as YAML: ${error instanceof Error ? error.message : String(error)}`;
      return { data: null, problem: { ...this.at(first.offset ?? 0), field: '', message } };
    }
  }

  /** The line and column of an offset in the text. */
  at(offset: number): { file: string; line: number; column: number } {
    const { line, col } = this.lines.linePos(offset);
    return { file: this.file, line: line + this.firstLine - 1, column: col };
  }

  /**
   * The place of a field: its value, or, when `key` is set, its name (for an unknown field);
   * the nearest enclosing node that exists when the field is missing.
   */
  place(path: readonly (string | number)[], key = false): { file: string; line: number; column: number } {
    let node: unknown = this.doc.contents;
    let offset = rangeStart(node) ?? 0;
    for (let index = 0; index < path.length; index++) {
      const step = path[index]!;
      if (isMap(node)) {
        const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(step));
        if (!pair) break;
        const last = index === path.length - 1;
        if (last && key) {
          offset = rangeStart(pair.key) ?? offset;
          break;
        }
        node = pair.value;
        offset = rangeStart(node) ?? rangeStart(pair.key) ?? offset;
      } else if (isSeq(node) && typeof step === 'number') {
        node = node.items[step];
        if (node === undefined) break;
        offset = rangeStart(node) ?? offset;
      } else break;
    }
    return this.at(offset);
  }

  /**
   * Problems from a valibot check of this YAML's value, each at its field. A value YAML read as
   * empty because of how it starts (`name: #1 Tees`) and a HEIC photo are told as such.
   */
  schemaProblems(issues: readonly v.BaseIssue<unknown>[] | undefined, prefix: readonly (string | number)[] = []): Problem[] {
    return (issues ?? []).map((issue) => {
      const path = [...prefix, ...(issue.path ?? []).map((item) => item.key as string | number)];
      const unknownField = issue.type === 'strict_object' && issue.expected === 'never';
      const input = issue.input;
      const message =
        typeof input === 'string' && isHeicName(input)
          ? `${input} ${heicAdvice}; then list the JPEG here, like ${input.replace(/\.[^.]+$/, '.jpg')}`
          : (this.emptiedValue(path, input) ?? issue.message);
      return { ...this.place(path, unknownField), field: fieldName(path), message };
    });
  }

  /**
   * Why a field YAML read as empty is empty, when it is because its value starts with `#` (a
   * comment) or `&` (an anchor's name) where text was meant: `swatch: #2e3a6e`.
   */
  private emptiedValue(path: readonly (string | number)[], input: unknown): string | undefined {
    const key = path.at(-1);
    if ((input !== null && input !== '') || typeof key !== 'string') return undefined;
    let node: unknown = this.doc.contents;
    for (const step of path.slice(0, -1)) {
      if (isMap(node)) node = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(step))?.value;
      else if (isSeq(node) && typeof step === 'number') node = node.items[step];
      else return undefined;
    }
    if (!isMap(node)) return undefined;
    const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === key);
    const keyEnd = (pair?.key as YamlNode | undefined)?.range?.[1];
    if (!pair || keyEnd === undefined || (pair.value !== null && !(isScalar(pair.value) && (pair.value.value === null || pair.value.value === '')))) return undefined;
    const rest = /^[ \t]*:[ \t]+([#&])(.*)$/.exec(this.text.slice(keyEnd).split('\n')[0]!.replace(/\r$/, ''));
    if (!rest) return undefined;
    const [, sign, after] = rest;
    const reads = sign === '#' ? 'which YAML reads as a comment' : 'which YAML reads as a name for the value (an anchor)';
    return `the value starts with ${sign}, ${reads}, so the ${key} is empty: put it in quotes, ${key}: ${quoted(`${sign}${after!.trimEnd()}`)}`;
  }
}

function rangeStart(node: unknown): number | undefined {
  return (node as YamlNode | undefined)?.range?.[0];
}

/**
 * The first alias of a file that cannot be written out: one naming no block above it, one inside the
 * very block it repeats (which would never end), or the one past `maxAliasedValues`. Each block's
 * size is worked out once, so even a "billion laughs" is refused after a few hundred steps.
 */
function aliasProblem(doc: Document): { offset: number; path: (string | number)[]; message: string } | undefined {
  /** The block each anchor names at this point: YAML takes the nearest one above the alias. */
  const anchors = new Map<string, YamlNode>();
  /** The values in each anchored block, written out. */
  const sizes = new Map<YamlNode, number>();
  /** The anchored blocks being walked: an alias of one of them is inside it. */
  const open = new Set<YamlNode>();
  let added = 0;
  let problem: { offset: number; path: (string | number)[]; message: string } | undefined;

  const walk = (node: unknown, path: (string | number)[]): number => {
    if (problem || !isNode(node)) return 0;
    if (isAlias(node)) {
      const name = node.source;
      const block = anchors.get(name);
      const at = (message: string) => {
        problem = { offset: rangeStart(node) ?? 0, path, message };
        return 0;
      };
      if (!block) return at(`*${name} repeats a block marked &${name}, but no block above it is: mark the block with &${name} before this line, or write the values out instead`);
      if (open.has(block)) return at(`*${name} repeats the block it is in (&${name}), so it would never end: write the values out instead`);
      const size = sizes.get(block) ?? 1;
      added += size;
      if (added > maxAliasedValues) {
        return at(`this file repeats a block by alias (*${name}) too many times (over ${maxAliasedValues.toLocaleString('en-IN')} values in all); write the values out instead`);
      }
      return size;
    }
    const anchor = node.anchor;
    if (anchor) {
      anchors.set(anchor, node);
      open.add(node);
    }
    let size = 1;
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : '?';
        size += walk(pair.key, path) + walk(pair.value, [...path, key]);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => (size += walk(item, [...path, index])));
    }
    if (anchor) {
      open.delete(node);
      sizes.set(node, size);
    }
    return size;
  };
  walk(doc.contents, []);
  return problem;
}
