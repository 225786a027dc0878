/**
 * Mistakes in the owner's YAML, told in their words (PRODUCT.md §14): one message per mistake, at its
 * line, saying what is wrong and what to do (`line 7 starts with a tab: indent with spaces`), never
 * the yaml library's own wording or the errors that only follow from the first one.
 *
 * The library reports each mistake together with what it then misread: a tab before one line of a
 * list gives six errors over eight lines, the first of them on the line above. So the mistakes are
 * found one at a time: the first (a tab before any other) is told in plain words, mended in a copy of
 * the text as the owner would mend it, and the copy is read again for the next, until none is left.
 * What only followed from a mistake goes with its mending; a line is told at most once. A mistake
 * with no plain telling is told with the library's words and its whole top-level block set aside.
 */
import { isCollection, isMap, isScalar, isSeq, parseDocument, visit, type Document, type YAMLError } from 'yaml';

/**
 * How every YAML text of the shop is read: with every error's place, keys once each, and no warning
 * printed by the library itself (`logLevel`: a key that is a whole list, which a tab can make, would
 * print "Keys with collection values will be stringified … Set mapAsMap: true" on the console).
 */
export const yamlOptions = { prettyErrors: false, uniqueKeys: true, logLevel: 'error' } as const;

export interface YamlMistake {
  /** The line and column in the file (1-based), counting from `firstLine`. */
  line: number;
  column: number;
  /** The field it is about, when the mistake is in a value; empty when it is about a whole line. */
  path: (string | number)[];
  message: string;
}

/** Mistakes told this way at most, so a text the library cannot make sense of still ends. */
const maxRounds = 60;

/**
 * The mistakes of a YAML text, each told once, in line order. `firstLine` is the line the text
 * starts on in its file (2 for front matter after `---`); `doc` the text already read, if it is.
 */
export function yamlMistakes(text: string, firstLine = 1, doc: Document = parseDocument(text, yamlOptions)): YamlMistake[] {
  const mistakes: YamlMistake[] = [];
  /** Lines told (0-based): an error left on one of them only follows from what was told. */
  const told = new Set<number>();
  const tabLines = new Set<number>();
  let current = new Lines(text);
  let currentDoc = doc;
  for (let round = 0; round < maxRounds; round++) {
    const errors = errorsOf(currentDoc)
      .filter((error) => !told.has(current.lineOf(error.pos[0])))
      .sort((a, b) => a.pos[0] - b.pos[0]);
    if (errors.length === 0) break;
    let mended: string;
    const tabs = errors.filter((error) => error.code === 'TAB_AS_INDENT').map((error) => current.lineOf(error.pos[0]));
    if (tabs.length > 0) {
      // Told together once all are found: one mistake, made on every line the editor put a tab on.
      for (const line of tabs) {
        tabLines.add(line);
        told.add(line);
      }
      mended = withoutTabs(current, [...new Set(tabs)]);
    } else {
      const found = new Reading(current, currentDoc, errors, told, firstLine, round).diagnose();
      // A line is told once: what is found on it again only follows from what was told.
      if (!told.has(found.line)) mistakes.push({ line: found.line + firstLine, column: found.column + 1, path: found.path, message: found.message });
      for (const line of found.lines ?? [found.line]) told.add(line);
      mended = found.mended;
    }
    if (mended === current.text) break;
    current = new Lines(mended);
    currentDoc = parseDocument(mended, yamlOptions);
  }
  if (tabLines.size > 0) {
    const lines = [...tabLines].sort((a, b) => a - b);
    const first = lines[0]!;
    const shown = lines.map((line) => line + firstLine);
    const starts = new Lines(text).line(first).startsWith('\t');
    const message =
      lines.length === 1
        ? `line ${shown[0]} ${starts ? 'starts with a tab' : 'has a tab in its indentation'}: indent with spaces`
        : `lines ${listed(shown)} start with a tab: indent with spaces`;
    mistakes.push({ line: first + firstLine, column: 1, path: [], message: `${message} (YAML does not allow tabs there)` });
  }
  return mistakes.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** What the library found: its errors, and the one warning that loses a value (`!tag`). */
function errorsOf(doc: Document): YAMLError[] {
  return [...doc.errors, ...doc.warnings.filter((warning) => warning.code === 'TAG_RESOLVE_FAILED')];
}

/** One way of mending a line, and what it says when it is the one. */
interface Mend {
  line: number;
  column: number;
  mended: string;
  message: () => string;
}

interface Diagnosis {
  /** 0-based line and column in the text. */
  line: number;
  column: number;
  path: (string | number)[];
  message: string;
  /** The text with this mistake mended as the message says (or its block set aside). */
  mended: string;
  /** Every line this telling covers, when more than its own. */
  lines?: number[];
}

/** One round: the first mistake among the library's errors, in words, and the text mended. */
class Reading {
  constructor(
    private readonly text: Lines,
    private readonly doc: Document,
    private readonly errors: YAMLError[],
    private readonly told: ReadonlySet<number>,
    private readonly firstLine: number,
    private readonly round: number,
  ) {}

  diagnose(): Diagnosis {
    // An unclosed quote first: what follows it is read as part of the value, wherever it is seen.
    const first = this.errors.find((error) => error.code === 'MISSING_CHAR' && /^Missing closing/.test(error.message)) ?? this.errors[0]!;
    const { code, message } = first;
    const at = first.pos[0];
    const quote = /^Missing closing (["'])quote/.exec(message);
    let found: Diagnosis | undefined;
    if (code === 'MISSING_CHAR' && quote) found = this.unclosedQuote(first, quote[1]!);
    else if (/^Flow (sequence|map) in block collection/.test(message)) found = this.unclosedFlow(at);
    else if (code === 'BAD_SCALAR_START' || code === 'TAG_RESOLVE_FAILED') found = this.specialStart(at);
    else if (/^(Tags and anchors must be separated|Anchor cannot be an empty string)/.test(message)) found = this.specialStart(this.text.lastOnLine(at, /[!&]/) ?? at);
    else if (code === 'UNEXPECTED_TOKEN' && /^(Not a YAML token|Block scalar header includes extra characters)/.test(message)) found = this.specialStart(this.text.lastOnLine(at, /[|>]/) ?? at);
    else if (code === 'UNEXPECTED_TOKEN' && /^Unexpected block-seq-ind on same line with key/.test(message)) found = this.specialStart(at);
    else if (/^(Unexpected scalar at node end|Comments must be separated from other tokens)/.test(message)) found = this.textAfterValue(at);
    else if (code === 'DUPLICATE_KEY') found = this.duplicateKey(at);
    else if (code === 'BAD_DQ_ESCAPE') found = this.badEscape(at);
    else if (code === 'MULTIPLE_DOCS') found = this.secondDocument(at);
    else if (code === 'BLOCK_AS_IMPLICIT_KEY' || code === 'BLOCK_IN_FLOW') found = this.colonInValue(at);
    return found ?? this.lineOutOfPlace(first) ?? this.unexplained(first);
  }

  /** `tagline: "Tees for testing` with no closing quote: told at the quote that opens it. */
  private unclosedQuote(error: YAMLError, quote: string): Diagnosis | undefined {
    const type = quote === '"' ? 'QUOTE_DOUBLE' : 'QUOTE_SINGLE';
    let start: number | undefined;
    visit(this.doc, {
      Scalar: (_key, node) => {
        const from = node.range?.[0];
        if (node.type === type && from !== undefined && from <= error.pos[0] && (start === undefined || from > start)) start = from;
      },
    });
    if (start === undefined || this.text.text[start] !== quote) return undefined;
    const line = this.text.lineOf(start);
    const column = this.text.columnOf(start);
    const body = this.text.line(line);
    // Inside { … } or [ … ], the value is meant to end at the next comma or bracket.
    const stop = depthAt(body, column) > 0 ? /[,}\]]/.exec(body.slice(column + 1)) : null;
    const rest = (stop ? body.slice(column + 1, column + 1 + stop.index) : body.slice(column + 1)).trimEnd();
    return {
      line,
      column,
      path: this.pathAt(start),
      message: `the value starts with a quote (${quote}) that is never closed: end it with ${quote} on the same line, ${this.example(start, `${quote}${rest}${quote}`)}`,
      mended: this.text.replace(line, column + 1 + rest.length, column + 1 + rest.length, quote),
    };
  }

  /** A list `[a, b` or fields `{ a: 1` with no closing bracket, often lost to a `#` that starts a comment. */
  private unclosedFlow(at: number): Diagnosis | undefined {
    let node: { start: number; open: string } | undefined;
    visit(this.doc, {
      Collection: (_key, collection) => {
        const start = collection.range?.[0];
        if (!collection.flow || start === undefined || start > at) return;
        const open = this.text.text[start];
        const close = open === '[' ? ']' : '}';
        const end = collection.range![1];
        // Closed when it ends with its bracket, and that bracket is not in a comment.
        const closed = this.text.text[end - 1] === close && this.text.columnOf(end - 1) < stripComment(this.text.line(this.text.lineOf(end - 1))).length;
        if ((open === '[' || open === '{') && !closed && (!node || start > node.start)) node = { start, open };
      },
    });
    if (!node) return undefined;
    const { start, open } = node;
    const close = open === '[' ? ']' : '}';
    const what = open === '[' ? 'list' : 'set of fields';
    const line = this.text.lineOf(start);
    const column = this.text.columnOf(start);
    const body = this.text.line(line);
    const hash = /[ \t]#/.exec(unquoted(body.slice(column)));
    // A # whose comment holds the closing bracket: the owner's value, read as a comment.
    if (hash && body.slice(column + hash.index).includes(close)) {
      const from = column + hash.index + 1;
      const token = /^#[^,\]}\s]*/.exec(body.slice(from))![0];
      const key = /([\w-]+)[ \t]*:[ \t]*$/.exec(body.slice(0, from))?.[1];
      const shown = key ? `${key}: ${quoted(token)}` : quoted(token);
      return {
        line,
        column: from,
        path: [...this.pathAt(start), ...(key && open === '{' ? [key] : [])],
        message: `${token} starts with #, which YAML reads as a comment, so the rest of the line is lost, and with it the ${close} that ends the ${what}: put it in quotes, ${shown}`,
        mended: this.text.replace(line, from, from + token.length, quoted(token)),
      };
    }
    const end = this.text.valueEnd(line, column);
    return {
      line,
      column,
      path: this.pathAt(start),
      message: `the ${what} that starts with ${open} has no ${close} to end it: end it with ${close} on the same line`,
      mended: this.text.replace(line, end, end, close),
    };
  }

  /** A value starting with a character YAML reads in its own way (`@`, `` ` ``, `%`, `!`, `|`, `>`, `{`, `[`, `- `). */
  private specialStart(start: number): Diagnosis {
    const line = this.text.lineOf(start);
    const column = this.text.columnOf(start);
    const end = this.text.valueEnd(line, column);
    const value = this.text.line(line).slice(column, end);
    const first = value.startsWith('- ') || value === '-' ? '"- "' : value[0]!;
    const reads: Record<string, string> = {
      '!': 'which YAML reads as a type tag (so the value is lost)',
      '&': 'which YAML reads as a name for the value (an anchor)',
      '|': 'which YAML reads as the start of a block of text on the lines below',
      '>': 'which YAML reads as the start of a block of text on the lines below',
      '{': 'which YAML reads as the start of a set of fields ({ name: value })',
      '[': 'which YAML reads as the start of a list ([a, b])',
      '"- "': 'which YAML reads as a list item',
    };
    return {
      line,
      column,
      path: this.pathAt(start),
      message: `the value starts with ${first}, ${reads[first] ?? 'which YAML does not allow at the start of a value'}: put it in quotes, ${this.example(start, quoted(value))}`,
      mended: this.text.replace(line, column, end, quoted(value)),
    };
  }

  /** More text after a value's end: `'It's a tee'`, `"Shop" tees`, `[new] tees`. */
  private textAfterValue(at: number): Diagnosis | undefined {
    let start: number | undefined;
    let end = -1;
    visit(this.doc, {
      Node: (_key, node) => {
        const range = node.range;
        if (!range || range[1] > at || this.text.lineOf(range[0]) !== this.text.lineOf(at)) return;
        if (range[1] > end || (range[1] === end && range[0] < start!)) [start, end] = [range[0], range[1]];
      },
    });
    if (start === undefined) return undefined;
    const quote = this.text.text[start];
    if (quote !== '"' && quote !== "'") return this.specialStart(start);
    const line = this.text.lineOf(start);
    const column = this.text.columnOf(start);
    const stop = this.text.valueEnd(line, column);
    const raw = this.text.line(line).slice(column, stop);
    const closedAtEnd = raw.length > 1 && raw.endsWith(quote);
    const inner = closedAtEnd ? raw.slice(1, -1) : raw;
    const what = closedAtEnd
      ? `a ${quote} inside the value ends its quotes early: put the value in ${quote === "'" ? 'double' : 'single'} quotes instead`
      : 'only the start of the value is in quotes: put the whole value in quotes';
    return {
      line,
      column,
      path: this.pathAt(start),
      message: `${what}, ${this.example(start, quoted(inner))}`,
      mended: this.text.replace(line, column, stop, quoted(inner)),
    };
  }

  /** `tagline: Tees: made in Mumbai`: a colon and a space inside a value start a field of their own. */
  private colonInValue(at: number): Diagnosis | undefined {
    const line = this.text.lineOf(at);
    const column = this.text.columnOf(at);
    const end = this.text.valueEnd(line, column);
    const value = this.text.line(line).slice(column, end);
    // Only a value after its field's colon: a line that starts here is misplaced, not misquoted.
    const after = this.text.line(line).slice(0, column).trimEnd().endsWith(':');
    if (!after || !/:(\s|$)/.test(value) || /^["'[{]/.test(value)) return undefined;
    return {
      line,
      column,
      path: this.pathAt(at),
      message: `the value has ": " in it, which YAML reads as the start of another field: put the value in quotes, ${this.example(at, quoted(value))}`,
      mended: this.text.replace(line, column, end, quoted(value)),
    };
  }

  /** A field given twice in the same block: told at the second. */
  private duplicateKey(at: number): Diagnosis | undefined {
    let found: { end: number; earlier?: number } | undefined;
    visit(this.doc, {
      Map: (_key, map) => {
        const index = map.items.findIndex((pair) => (pair.key as { range?: number[] } | null)?.range?.[0] === at);
        if (index < 0) return;
        const pair = map.items[index]!;
        const name = isScalar(pair.key) ? String(pair.key.value) : undefined;
        const earlier = map.items.slice(0, index).find((other) => isScalar(other.key) && String(other.key.value) === name);
        found = { end: (pair.key as { range: number[] }).range[1]!, earlier: (earlier?.key as { range?: number[] } | undefined)?.range?.[0] };
        return visit.BREAK;
      },
    });
    if (!found) return undefined;
    const line = this.text.lineOf(at);
    const column = this.text.columnOf(at);
    const also = found.earlier === undefined ? '' : ` (first on line ${this.text.lineOf(found.earlier) + this.firstLine})`;
    return {
      line,
      column,
      path: this.pathAt(at),
      message: `this field is given twice in the same block${also}: keep one of them`,
      // Renamed in the copy, so what follows is read as the owner will have it with one of them.
      mended: this.text.replace(line, column, this.text.columnOf(found.end), `duplicate-${this.round}`),
    };
  }

  /** `"C:\shop"`: in double quotes, a backslash starts an escape such as \n. */
  private badEscape(at: number): Diagnosis | undefined {
    let range: number[] | undefined;
    visit(this.doc, {
      Scalar: (_key, node) => {
        if (node.type === 'QUOTE_DOUBLE' && node.range && node.range[0] <= at && at < node.range[1]) range = node.range;
      },
    });
    if (!range || this.text.lineOf(range[0]!) !== this.text.lineOf(range[1]! - 1)) return undefined;
    const [start, end] = range as [number, number];
    const inner = this.text.text.slice(start + 1, end - 1);
    const fixed = inner.includes("'") ? `"${inner.replace(/\\/g, '\\\\')}"` : `'${inner}'`;
    const line = this.text.lineOf(start);
    const column = this.text.columnOf(start);
    return {
      line,
      column,
      path: this.pathAt(start),
      message: `in double quotes a \\ starts a code like \\n (a new line), so YAML cannot read this value: put it in single quotes instead, or write \\\\ for each \\, ${this.example(start, fixed)}`,
      mended: this.text.replace(line, column, column + end - start, fixed),
    };
  }

  /** A line `---` in a file of settings: YAML reads what follows it as a second document. */
  private secondDocument(at: number): Diagnosis {
    const line = this.text.lineOf(at);
    return {
      line,
      column: this.text.columnOf(at),
      path: [],
      message: `line ${line + this.firstLine} (${shorten(this.text.line(line).trim())}) starts a second YAML document, which is not read: remove that line`,
      mended: this.text.replace(line, 0, this.text.line(line).length, ''),
    };
  }

  /**
   * A line out of place near the first error: indented so that it does not line up with the lines
   * around it, or no `name: value` at all (`price:899`, `hours` without its colon, words on a line of
   * their own). Each way of mending each line near the error is tried; the one that leaves the fewest
   * errors, none of them on or before the lines tried, is the mistake.
   */
  private lineOutOfPlace(error: YAMLError): Diagnosis | undefined {
    const errorLine = this.text.lineOf(error.pos[0]);
    const untold = (doc: Document, lines: Lines) => errorsOf(doc).filter((other) => !this.told.has(lines.lineOf(other.pos[0])));
    // The error's line and the two lines after it, then the line before it: a block's first line
    // indented one space too far is seen on the line after it, where the block seems to change.
    const lines: number[] = [];
    for (let line = errorLine; line < this.text.count && lines.length < 3; line++) if (isContent(this.text.line(line))) lines.push(line);
    let previous = errorLine - 1;
    while (previous >= 0 && !isContent(this.text.line(previous))) previous--;
    if (previous >= 0) lines.push(previous);
    let best: { mend: Mend; first: number; left: number } | undefined;
    // A line told already may be mended too (its second mistake is then told once the first is fixed).
    search: for (const line of lines) {
      for (const mend of this.mendsOf(line)) {
        const doc = parseDocument(mend.mended, yamlOptions);
        const after = new Lines(mend.mended);
        const left = untold(doc, after);
        // Mended when no error is left on or before the lines tried.
        const firstLeft = Math.min(...left.map((other) => after.lineOf(other.pos[0])));
        if (firstLeft <= Math.max(errorLine, line)) continue;
        // The best leaves the first error furthest on (a line put back in its own block, not moved
        // into another that then reads on without error for a line or two), then the fewest.
        if (!best || firstLeft > best.first || (firstLeft === best.first && left.length < best.left)) best = { mend, first: firstLeft, left: left.length };
        if (left.length === 0) break search;
      }
    }
    if (!best) return undefined;
    const { line, column, mended, message } = best.mend;
    return { line, column, path: [], message: message(), mended };
  }

  /** The ways a line might be meant: at another indent, with a colon, with a space after its colon, or not there. */
  private mendsOf(line: number): Mend[] {
    const body = this.text.line(line);
    const from = indentOf(body);
    const shown = line + this.firstLine;
    const mends: Mend[] = [];
    const content = stripComment(body).trim().replace(/^(-\s+)+/, '');
    const column = body.length - body.trimStart().length;
    const spaceless = /^([\w-]+):([^\s:].*)$/.exec(content);
    if (spaceless) {
      const colon = body.indexOf(':', column);
      mends.push({
        line,
        column,
        mended: this.text.replace(line, colon + 1, colon + 1, ' '),
        message: () => `a field's name needs a space after its colon: write ${spaceless[1]}: ${spaceless[2]}`,
      });
    }
    const dash = /^(\s*)-([^\s-].*)$/.exec(body);
    if (dash && /:(\s|$)/.test(dash[2]!)) {
      mends.push({
        line,
        column,
        mended: this.text.replace(line, column + 1, column + 1, ' '),
        message: () => `a list item's dash needs a space after it: write - ${dash[2]}`,
      });
    }
    const colonless = content !== '' && !/^["'[{|>]/.test(content) && !/:(\s|$)/.test(content) && !/^-(\s|$)/.test(body.trim());
    const next = this.nextContent(line);
    if (colonless && !spaceless && /^[A-Za-z][\w-]*$/.test(content) && next !== undefined && indentOf(this.text.line(next)) > from) {
      const end = column + stripComment(body).trim().length;
      mends.push({
        line,
        column,
        mended: this.text.replace(line, end, end, ':'),
        message: () => `${content} has no colon after it: write ${content}: (a field's name ends with a colon, and the lines under it are its value)`,
      });
    }
    for (const to of candidateIndents(this.text, line)) {
      if (to === from || /^\t/.test(body)) continue;
      mends.push({ line, column: from, mended: this.text.replace(line, 0, from, ' '.repeat(to)), message: () => this.indentMessage(line, from, to) });
    }
    const list = this.listAround(line);
    if (list !== undefined && !/^-(\s|$)/.test(body.trim()) && content !== '') {
      mends.push({
        line,
        column,
        mended: this.text.replace(line, 0, from, `${' '.repeat(list.column)}- `),
        message: () => `line ${shown} has no "- " before it, but it is among the items of the list on line ${list.line + this.firstLine}: start it with - (a dash and a space), lined up under the other items`,
      });
    }
    if ((colonless || /^-$/.test(body.trim())) && !spaceless) {
      mends.push({
        line,
        column,
        mended: this.text.replace(line, 0, body.length, ''),
        message: () => `line ${shown} (${shorten(content)}) is not a field: write each field as name: value, on a line of its own (a value that goes on over lines is best kept on one line)`,
      });
    }
    return mends;
  }

  /** The list item nearest above a line, when it starts at most where the line does: the list the line may belong to. */
  private listAround(line: number): { line: number; column: number } | undefined {
    const from = indentOf(this.text.line(line));
    for (let above = line - 1; above >= 0; above--) {
      const body = this.text.line(above);
      if (!isContent(body)) continue;
      const column = indentOf(body);
      if (column > from) continue;
      return isItemAt(body, column) ? { line: above, column } : undefined;
    }
    return undefined;
  }

  private nextContent(line: number): number | undefined {
    for (let next = line + 1; next < this.text.count; next++) if (isContent(this.text.line(next))) return next;
    return undefined;
  }

  /** `line 3 is indented by 3 spaces, but the item above it on line 2 is indented by 2 spaces: …` */
  private indentMessage(line: number, from: number, to: number): string {
    const shown = line + this.firstLine;
    const item = /^\s*-(\s|$)/.test(this.text.line(line));
    const above = lineAbove(this.text, line, to);
    const near = above ?? lineBelow(this.text, line, to);
    const where = above ? 'above' : 'below';
    const move = to === 0 ? `start line ${shown} with no spaces` : `indent line ${shown} by ${spaces(to)}`;
    if (near !== undefined && near.item === item) {
      const kind = item ? 'item' : 'field';
      return `line ${shown} is ${indented(from)}, but the ${kind} ${where} it on line ${near.line + this.firstLine} is ${indented(to)}: the ${item ? 'items of a list' : 'fields of a block'} must line up under each other, so ${move}`;
    }
    if (near !== undefined) return `line ${shown} is ${indented(from)}, which does not line up with line ${near.line + this.firstLine} ${where} it (${indented(to)}): ${move}`;
    return `line ${shown} is ${indented(from)}, which does not line up with the lines above it: ${move}`;
  }

  /** Any other error: the library's words, and its top-level block set aside for the rest. */
  private unexplained(error: YAMLError): Diagnosis {
    const line = this.text.lineOf(error.pos[0]);
    const column = this.text.columnOf(error.pos[0]);
    let top = line;
    while (top > 0 && !(isContent(this.text.line(top)) && /^\S/.test(this.text.line(top)))) top--;
    let next = line + 1;
    while (next < this.text.count && !(isContent(this.text.line(next)) && /^\S/.test(this.text.line(next)))) next++;
    const lines = Array.from({ length: next - top }, (_, index) => top + index);
    let mended = this.text;
    for (const blank of lines) mended = new Lines(mended.replace(blank, 0, mended.line(blank).length, ''));
    const words = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+.*$/, '').replace(/\.$/, '');
    return {
      line,
      column,
      path: this.pathAt(error.pos[0]),
      message: `this is not valid YAML (${words}): check this line's indentation, colons and quotes`,
      mended: mended.text,
      lines,
    };
  }

  /** `name: "#1 Tees"`: the field and the value as the owner should write them. */
  private example(at: number, value: string): string {
    const key = this.pathAt(at).at(-1);
    return typeof key === 'string' ? `${key}: ${value}` : value;
  }

  /** The field at an offset: the last field or item starting before it, as deep as it goes. */
  private pathAt(offset: number): (string | number)[] {
    return pathAt(this.doc, offset);
  }
}

/**
 * The field at an offset of the text: the last field or item starting before it, as deep as it goes,
 * but not into a list or set of fields that starts there (a value is its field's).
 */
export function pathAt(doc: Document, offset: number): (string | number)[] {
  const path: (string | number)[] = [];
  let node: unknown = doc.contents;
  const inside = (value: unknown) => {
    const range = (value as { range?: number[] } | null)?.range;
    return isCollection(value) && range !== undefined && range[0]! < offset && offset <= range[2]!;
  };
  for (let depth = 0; depth < 100; depth++) {
    if (isMap(node)) {
      const pair = node.items.filter((item) => startOf(item.key) !== undefined && startOf(item.key)! <= offset).at(-1);
      if (!pair) break;
      path.push(isScalar(pair.key) ? String(pair.key.value) : '?');
      if (!inside(pair.value)) break;
      node = pair.value;
    } else if (isSeq(node)) {
      const index = node.items.findLastIndex((item) => startOf(item) !== undefined && startOf(item)! <= offset);
      if (index < 0) break;
      path.push(index);
      if (!inside(node.items[index])) break;
      node = node.items[index];
    } else break;
  }
  return path;
}

function startOf(node: unknown): number | undefined {
  return (node as { range?: number[] } | null)?.range?.[0];
}

/** The text by lines, with offsets both ways; the lines without their `\r`. */
class Lines {
  private readonly starts: number[] = [];
  private readonly lines: string[];

  constructor(readonly text: string) {
    const raw = text.split('\n');
    let offset = 0;
    for (const line of raw) {
      this.starts.push(offset);
      offset += line.length + 1;
    }
    this.lines = raw.map((line) => line.replace(/\r$/, ''));
  }

  get count(): number {
    return this.lines.length;
  }

  line(index: number): string {
    return this.lines[index] ?? '';
  }

  lineOf(offset: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return low;
  }

  columnOf(offset: number): number {
    return offset - this.starts[this.lineOf(offset)]!;
  }

  offset(line: number, column: number): number {
    return this.starts[line]! + column;
  }

  /** The text with columns `from` to `to` of a line replaced (never a line added or removed). */
  replace(line: number, from: number, to: number, insert: string): string {
    const start = this.starts[line]!;
    return this.text.slice(0, start + from) + insert + this.text.slice(start + to);
  }

  /** The last character matching `pattern` on the offset's line, at or before it. */
  lastOnLine(offset: number, pattern: RegExp): number | undefined {
    const line = this.lineOf(offset);
    const body = this.line(line).slice(0, this.columnOf(offset) + 1);
    for (let column = body.length - 1; column >= 0; column--) if (pattern.test(body[column]!)) return this.offset(line, column);
    return undefined;
  }

  /**
   * Where a value that starts at `column` ends: at the end of its line less a comment (` # …`), or,
   * inside `{ … }` or `[ … ]`, at the next `,`, `}` or `]`.
   */
  valueEnd(line: number, column: number): number {
    const body = this.line(line);
    const inFlow = depthAt(body, column) > 0;
    let end = body.length;
    const masked = unquoted(body);
    for (let index = column + 1; index < body.length; index++) {
      const char = masked[index];
      if (inFlow && (char === ',' || char === '}' || char === ']')) {
        end = index;
        break;
      }
      if (char === '#' && /[ \t]/.test(body[index - 1]!)) {
        end = index;
        break;
      }
    }
    return column + body.slice(column, end).trimEnd().length;
  }
}

/** How many `{` and `[` are open before a column of a line (outside quotes). */
function depthAt(body: string, column: number): number {
  let depth = 0;
  const masked = unquoted(body.slice(0, column));
  for (const char of masked) {
    if (char === '{' || char === '[') depth++;
    else if ((char === '}' || char === ']') && depth > 0) depth--;
  }
  return depth;
}

/** A line with what is inside quotes blanked out (same length), so its brackets and # can be found. */
function unquoted(body: string): string {
  let out = '';
  let quote: string | undefined;
  for (let index = 0; index < body.length; index++) {
    const char = body[index]!;
    if (quote) {
      out += char === quote ? char : ' ';
      if (char === quote) quote = undefined;
    } else {
      // A quote opens a quoted value only where a value starts, not inside words (it's).
      if ((char === '"' || char === "'") && (index === 0 || /[\s:,[{-]/.test(body[index - 1]!))) quote = char;
      out += char;
    }
  }
  return out;
}

function stripComment(body: string): string {
  const hash = /(^|[ \t])#/.exec(unquoted(body));
  return hash ? body.slice(0, hash.index) : body;
}

function isContent(body: string): boolean {
  const trimmed = body.trim();
  return trimmed !== '' && !trimmed.startsWith('#');
}

function indentOf(body: string): number {
  return /^ */.exec(body)![0].length;
}

/** The columns a line's blocks start at: its indent, and the content after each `- `. */
function startColumns(body: string): number[] {
  let column = indentOf(body);
  const columns = [column];
  for (let dash = /^-( +)/.exec(body.slice(column)); dash; dash = /^-( +)/.exec(body.slice(column))) {
    column += dash[0].length;
    columns.push(column);
  }
  return columns;
}

/**
 * The indents a line could be meant to have: where the lines above it start (the nearest first,
 * deepest first), and inside a line above that ends with a colon.
 */
function candidateIndents(text: Lines, line: number): number[] {
  const candidates: number[] = [];
  let lowest = Infinity;
  for (let above = line - 1; above >= 0; above--) {
    const body = text.line(above);
    if (!isContent(body)) continue;
    const columns = startColumns(body);
    if (columns[0]! > lowest && candidates.length > 0) continue;
    if (/:$/.test(stripComment(body).trimEnd())) candidates.push(columns.at(-1)! + 2);
    candidates.push(...[...columns].reverse());
    lowest = Math.min(lowest, columns[0]!);
    if (lowest === 0) break;
  }
  // And where the next line starts: the first line of a block may be the one out of line.
  for (let below = line + 1; below < text.count; below++) {
    if (!isContent(text.line(below))) continue;
    candidates.push(...startColumns(text.line(below)));
    break;
  }
  return [...new Set([...candidates, 0])];
}

/** The nearest line above `line` where a block starts at `column`, and whether that is a list item. */
function lineAbove(text: Lines, line: number, column: number): { line: number; item: boolean } | undefined {
  for (let above = line - 1; above >= 0; above--) {
    const body = text.line(above);
    if (!isContent(body)) continue;
    const columns = startColumns(body);
    if (columns.includes(column)) return { line: above, item: isItemAt(body, column) };
    if (columns[0]! < column) return undefined;
  }
  return undefined;
}

/** The nearest line below `line` where a block starts at `column`, and whether that is a list item. */
function lineBelow(text: Lines, line: number, column: number): { line: number; item: boolean } | undefined {
  for (let below = line + 1; below < text.count; below++) {
    const body = text.line(below);
    if (!isContent(body)) continue;
    const columns = startColumns(body);
    if (columns.includes(column)) return { line: below, item: isItemAt(body, column) };
    if (columns[0]! < column) return undefined;
  }
  return undefined;
}

function isItemAt(body: string, column: number): boolean {
  return /^-(\s|$)/.test(body.slice(column));
}

/**
 * The text with each tab before a line's content made spaces (or dropped): as many as leave the
 * fewest errors, so what follows is read as the owner will have it once the tabs are spaces.
 */
function withoutTabs(text: Lines, lines: number[]): string {
  const expand = (from: Lines, line: number, width: number) => {
    const lead = /^[ \t]*/.exec(from.line(line))![0];
    return new Lines(from.replace(line, 0, lead.length, lead.replace(/\t/g, ' '.repeat(width))));
  };
  // The same width for every tab first (an editor puts one per level) …
  let best: Scored | undefined;
  for (const width of [2, 4, 0, 1, 3, 8]) best = better(best, scored(lines.reduce((from, line) => expand(from, line, width), text)));
  if (best!.left === 0) return best!.text.text;
  // … then line by line, each as it fits best where it is (a tab put before a line that needs none).
  let mended = text;
  for (const line of lines) {
    const lead = /^[ \t]*/.exec(mended.line(line))![0];
    let chosen: Scored | undefined;
    for (const width of [2, 4, 0, 1, 3, 8]) chosen = better(chosen, scored(expand(mended, line, width)));
    for (const to of candidateIndents(mended, line)) chosen = better(chosen, scored(new Lines(mended.replace(line, 0, lead.length, ' '.repeat(to)))));
    mended = chosen!.text;
  }
  return better(best, scored(mended))!.text.text;
}

/** A mended text, with where its first error is and how many it has. */
interface Scored {
  text: Lines;
  first: number;
  left: number;
}

function scored(text: Lines): Scored {
  const errors = errorsOf(parseDocument(text.text, yamlOptions));
  return { text, first: Math.min(...errors.map((error) => error.pos[0])), left: errors.length };
}

/** The better of two mended texts: the first error furthest on, then the fewest; the earlier when as good. */
function better(best: Scored | undefined, next: Scored): Scored {
  return !best || next.first > best.first || (next.first === best.first && next.left < best.left) ? next : best;
}

/** A value in quotes as YAML reads it back: "…", or '…' when it has a double quote. */
export function quoted(value: string): string {
  if (!value.includes('"') && !value.includes('\\')) return `"${value}"`;
  if (!value.includes("'")) return `'${value}'`;
  return JSON.stringify(value);
}

function indented(count: number): string {
  return count === 0 ? 'not indented' : `indented by ${spaces(count)}`;
}

function spaces(count: number): string {
  return `${count} space${count === 1 ? '' : 's'}`;
}

function shorten(text: string): string {
  return text.length > 30 ? `${text.slice(0, 29)}…` : text;
}

function listed(items: readonly (string | number)[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
