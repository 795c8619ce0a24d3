/**
 * A streaming scanner of JSON text that hands on whole values at the depths its handler asks for.
 *
 * Why not JSON.parse: a run-list page can carry a report of 50,000 checks (about 250 MB of JSON).
 * Read whole, the body text, the parsed tree and the validated copy are held at once (over 1 GB).
 * The scanner walks the bytes as they arrive and keeps none of them: the handler says which
 * objects and arrays to descend into (the envelope, the list, a report, its suites); every other
 * value is handed on as its own JSON text, which the handler parses (JSON.parse, native and fast)
 * and keeps only as much of as it needs. One check at a time is in memory, not the page.
 *
 * It checks the structure it descends into (braces, commas, colons); the text of a value it hands
 * on is checked by whoever parses it. A string's first bytes are looked at one by one (most
 * strings are short, and a call to indexOf costs more than that); the rest of a long one is
 * skipped with Buffer.indexOf.
 */

/** The body is not JSON, or ended before its JSON did. */
export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    /** Bytes read before the fault. */
    readonly offset: number,
  ) {
    super(message);
    this.name = 'JsonSyntaxError';
  }
}

/** A value the handler would receive is longer than the scanner's limit: reading stops there. */
export class JsonValueLimitError extends Error {
  constructor(
    readonly place: JsonPlace,
    readonly limit: number,
  ) {
    super(
      `one value (at depth ${place.depth}, ${JSON.stringify(place.key)}) is longer than ${limit} bytes`,
    );
    this.name = 'JsonValueLimitError';
  }
}

/** Where a value sits: its depth (the top value is 0) and its key, or its index in an array. */
export type JsonPlace = { depth: number; key: string | number };

export interface JsonScanHandler {
  /** Descend into this object or array (open and close are called) instead of receiving its text. */
  descend(place: JsonPlace, kind: 'object' | 'array'): boolean;
  open(place: JsonPlace, kind: 'object' | 'array'): void;
  close(depth: number, kind: 'object' | 'array'): void;
  /** A value not descended into, as its JSON text (whole, UTF-8 decoded). */
  value(place: JsonPlace, text: string): void;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

enum State {
  /** A value is due (the top value, after a colon, after "[" or a comma in an array). */
  Value,
  /** A key or "}" is due (after "{"). */
  FirstKey,
  /** A key is due (after a comma in an object). */
  Key,
  Colon,
  /** A value has ended: a comma or the container's close is due. */
  After,
  /** Inside a value being handed on, or a key. */
  Capture,
  Done,
}

interface Frame {
  kind: 'object' | 'array';
  /** The current member's key, or the index of the current element. */
  key: string | number;
}

/** Bytes of a string looked at one by one before indexOf is called for the rest. */
const SHORT_STRING = 32;

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
/** Bytes that end a number or a literal (true, false, null). */
const endsScalar = (c: number) =>
  c === COMMA || c === CLOSE_OBJECT || c === CLOSE_ARRAY || isSpace(c);

export class JsonScanner {
  private state = State.Value;
  private readonly stack: Frame[] = [];
  /** Bytes of earlier chunks consumed, for the offsets in errors. */
  private consumed = 0;
  // The value or key being captured.
  private captureIsKey = false;
  private captureKind: 'string' | 'container' | 'scalar' = 'scalar';
  private capturePlace: JsonPlace = { depth: 0, key: 0 };
  private captureDepth = 0;
  private inString = false;
  /** The chunk ended right after a backslash: the next byte is escaped. */
  private escapePending = false;
  private pieces: Buffer[] = [];
  /** Bytes of the value being captured held in `pieces`. */
  private pieceBytes = 0;
  private started = false;
  // The chunk being scanned, where the capture began in it, and its next quote and backslash at
  // or after the index reached (-1: none left in the chunk; -2: not looked for yet).
  private chunk: Buffer = Buffer.alloc(0);
  private captureStart = 0;
  private quote = -2;
  private backslash = -2;

  /**
   * @param maxValueBytes the longest value (or key) held to be handed on: a service that sends one
   * endless string must not fill the memory.
   */
  constructor(
    private readonly handler: JsonScanHandler,
    private readonly maxValueBytes = Number.POSITIVE_INFINITY,
  ) {}

  /** Scans the next bytes of the text. */
  write(chunk: Buffer): void {
    const n = chunk.length;
    if (n > 0) this.started = true;
    this.chunk = chunk;
    this.captureStart = 0;
    this.quote = -2;
    this.backslash = -2;
    let i = 0;
    while (i < n) {
      i = this.state === State.Capture ? this.capture(i) : this.structure(i);
    }
    if (this.state === State.Capture && this.captureStart < n) {
      this.pieces.push(chunk.subarray(this.captureStart));
      this.pieceBytes += n - this.captureStart;
      if (this.pieceBytes > this.maxValueBytes) {
        this.pieces = [];
        throw new JsonValueLimitError(this.capturePlace, this.maxValueBytes);
      }
    }
    this.consumed += n;
  }

  /** Inside a value being handed on (or a key): returns the index to go on from. */
  private capture(i: number): number {
    const chunk = this.chunk;
    if (this.inString) return this.stringBytes(i);
    const c = chunk[i]!;
    if (this.captureKind === 'scalar') {
      if (endsScalar(c) || c === COLON) {
        this.endCapture(i);
        return i; // the byte is read again in the state the value left
      }
      if (c === QUOTE || c === OPEN_OBJECT || c === OPEN_ARRAY) this.fail(i, 'a value');
      return i + 1;
    }
    if (c === QUOTE) this.inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) this.captureDepth++;
    else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      if (--this.captureDepth === 0) this.endCapture(i + 1);
    }
    return i + 1;
  }

  /** Inside a string: jumps to its closing quote, or past the next escape, or to the chunk's end. */
  private stringBytes(i: number): number {
    const chunk = this.chunk;
    const n = chunk.length;
    if (this.escapePending) {
      this.escapePending = false;
      return i + 1;
    }
    // Most strings are a few bytes long: looking at them costs less than a call to indexOf.
    const near = Math.min(n, i + SHORT_STRING);
    for (let j = i; j < near; j++) {
      const c = chunk[j];
      if (c === QUOTE) return this.endString(j);
      if (c === BACKSLASH) return this.escape(j);
    }
    if (near === n) return n;
    i = near;
    if (this.quote !== -1 && this.quote < i) this.quote = chunk.indexOf(QUOTE, i);
    if (this.backslash !== -1 && this.backslash < i) this.backslash = chunk.indexOf(BACKSLASH, i);
    const { quote, backslash } = this;
    if (backslash !== -1 && (quote === -1 || backslash < quote)) return this.escape(backslash);
    if (quote === -1) return n;
    return this.endString(quote);
  }

  /** A backslash at `at` in a string: the byte after it is skipped, in this chunk or the next. */
  private escape(at: number): number {
    if (at + 1 < this.chunk.length) return at + 2;
    this.escapePending = true;
    return this.chunk.length;
  }

  /** The closing quote of a string at `at`. */
  private endString(at: number): number {
    this.inString = false;
    if (this.captureKind === 'string') this.endCapture(at + 1);
    return at + 1;
  }

  /** Between values of the containers descended into: returns the index to go on from. */
  private structure(i: number): number {
    const c = this.chunk[i]!;
    if (isSpace(c)) return i + 1;
    switch (this.state) {
      case State.Value:
        if (this.stack.length > 0 && this.top().kind === 'array' && c === CLOSE_ARRAY) {
          // "[]", or a comma before "]", which JSON does not allow.
          if (this.top().key !== 0) this.fail(i, 'a value');
          this.closeTop();
          return i + 1;
        }
        this.captureStart = i;
        return this.startValue(c, i);
      case State.FirstKey:
      case State.Key:
        if (c === CLOSE_OBJECT && this.state === State.FirstKey) {
          this.closeTop();
          return i + 1;
        }
        if (c !== QUOTE) this.fail(i, 'a key in quotes');
        this.captureStart = i;
        this.beginCapture(true, 'string', this.place());
        this.inString = true;
        return i + 1;
      case State.Colon:
        if (c !== COLON) this.fail(i, '":"');
        this.state = State.Value;
        return i + 1;
      case State.After:
        this.afterValue(c, i);
        return i + 1;
      default:
        this.fail(i, 'the end of the text');
    }
  }

  /** A comma or the close of the container, after a value. */
  private afterValue(c: number, i: number): void {
    const frame = this.stack.at(-1);
    if (!frame) this.fail(i, 'the end of the text');
    if (c === COMMA) {
      if (frame.kind === 'array') {
        frame.key = (frame.key as number) + 1;
        this.state = State.Value;
      } else this.state = State.Key;
    } else if (c === (frame.kind === 'array' ? CLOSE_ARRAY : CLOSE_OBJECT)) {
      this.closeTop();
    } else this.fail(i, `"," or "${frame.kind === 'array' ? ']' : '}'}"`);
  }

  /** The text has ended: it must have held one whole JSON value. */
  end(): void {
    if (!this.started) return;
    if (this.state === State.Capture && this.captureKind === 'scalar' && this.stack.length === 0) {
      this.chunk = Buffer.alloc(0);
      this.captureStart = 0;
      this.endCapture(0);
    }
    if (this.state !== State.Done) {
      throw new JsonSyntaxError(
        `the body ended before its JSON did (after ${this.consumed} bytes)`,
        this.consumed,
      );
    }
  }

  /** Nothing was written (an empty body; white space alone is not JSON). */
  get empty(): boolean {
    return !this.started;
  }

  private top(): Frame {
    return this.stack.at(-1)!;
  }

  private place(): JsonPlace {
    const frame = this.stack.at(-1);
    return { depth: this.stack.length, key: frame ? frame.key : 0 };
  }

  /** The first byte of a value: descend into it or start capturing it; returns the next index. */
  private startValue(c: number, i: number): number {
    const place = this.place();
    if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      const kind = c === OPEN_OBJECT ? 'object' : 'array';
      if (this.handler.descend(place, kind)) {
        this.stack.push({ kind, key: kind === 'array' ? 0 : '' });
        this.handler.open(place, kind);
        this.state = kind === 'array' ? State.Value : State.FirstKey;
        return i + 1;
      }
      this.beginCapture(false, 'container', place);
      this.captureDepth = 1;
      return i + 1;
    }
    if (c === QUOTE) {
      this.beginCapture(false, 'string', place);
      this.inString = true;
      return i + 1;
    }
    if (c === CLOSE_OBJECT || c === CLOSE_ARRAY || c === COMMA || c === COLON) {
      this.fail(i, 'a value');
    }
    this.beginCapture(false, 'scalar', place);
    return i + 1;
  }

  private beginCapture(isKey: boolean, kind: JsonScanner['captureKind'], place: JsonPlace) {
    this.state = State.Capture;
    this.captureIsKey = isKey;
    this.captureKind = kind;
    this.capturePlace = place;
    this.pieces = [];
    this.pieceBytes = 0;
  }

  private endCapture(end: number): void {
    const { chunk, captureStart: start } = this;
    const text =
      this.pieces.length === 0
        ? chunk.toString('utf8', start, end)
        : Buffer.concat([...this.pieces, chunk.subarray(start, end)]).toString('utf8');
    this.pieces = [];
    if (this.captureIsKey) {
      let key: unknown;
      try {
        key = JSON.parse(text);
      } catch {
        this.fail(start, 'a key in quotes');
      }
      this.top().key = key as string;
      this.state = State.Colon;
      return;
    }
    this.state = this.stack.length === 0 ? State.Done : State.After;
    this.handler.value(this.capturePlace, text);
  }

  private closeTop(): void {
    const frame = this.stack.pop()!;
    this.handler.close(this.stack.length, frame.kind);
    this.state = this.stack.length === 0 ? State.Done : State.After;
  }

  private fail(index: number, expected: string): never {
    throw new JsonSyntaxError(
      `the body is not valid JSON: ${expected} was expected at byte ${this.consumed + index}`,
      this.consumed + index,
    );
  }
}
