/**
 * Problems found in the owner's files, each with its place, printed all at once as
 * `shop/products/indigo-tee.md:5:8 price: expected a whole number of rupees, got "8,99"`.
 */
import type * as v from 'valibot';
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node as YamlNode } from 'yaml';

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

/** A YAML text parsed with every node's place, so a problem can point at its line and column. */
export class YamlSource {
  readonly doc: Document;
  private readonly lines = new LineCounter();

  /** `firstLine`: the line the YAML starts on in its file (2 for front matter after `---`). */
  constructor(
    readonly file: string,
    text: string,
    private readonly firstLine = 1,
  ) {
    this.doc = parseDocument(text, { lineCounter: this.lines, prettyErrors: false, uniqueKeys: true });
  }

  /** Problems of the YAML itself (a bad indent, an unclosed quote, a key given twice). */
  syntaxProblems(): Problem[] {
    return this.doc.errors.map((error) => ({
      ...this.at(error.pos[0]),
      field: '',
      message: `this is not valid YAML: ${error.message.split('\n')[0]!.replace(/ at line \d+, column \d+.*$/, '')}`,
    }));
  }

  value(): unknown {
    return this.doc.toJS();
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

  /** Problems from a valibot check of this YAML's value, each at its field. */
  schemaProblems(issues: readonly v.BaseIssue<unknown>[] | undefined, prefix: readonly (string | number)[] = []): Problem[] {
    return (issues ?? []).map((issue) => {
      const path = [...prefix, ...(issue.path ?? []).map((item) => item.key as string | number)];
      const unknownField = issue.type === 'strict_object' && issue.expected === 'never';
      return { ...this.place(path, unknownField), field: fieldName(path), message: issue.message };
    });
  }
}

function rangeStart(node: unknown): number | undefined {
  return (node as YamlNode | undefined)?.range?.[0];
}
