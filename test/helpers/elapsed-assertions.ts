/**
 * Finds the assertions of a test source that decide on elapsed wall-clock time: an `expect` whose
 * value or bound is a difference of clock readings (`Date.now()`, `performance.now()`,
 * `process.hrtime`), directly or through a variable, a property or a parameter it was put in, and
 * that compares it (toBeLessThan, toBeGreaterThan, toBeLessThanOrEqual, toBeGreaterThanOrEqual,
 * toBeCloseTo, or `<` `>` `<=` `>=` inside the expect). On a busy machine such a bound decides the
 * result by the machine's load, not by the code. Read with the TypeScript compiler's parser, by
 * names (not by types): a name that holds an elapsed time anywhere in the file is one everywhere.
 *
 * Not flagged: timestamps in data (`Date.now()` alone, `Date.parse(x) - Date.now()`), deadlines
 * (`Date.now() + 5_000`, `Date.now() - 60_000`), waits computed from the clock but not asserted
 * on, and a ratio of two elapsed times or a bound made of one (`expect(ms).toBeLessThan(solo * 3)`,
 * `expect(ms / solo).toBeLessThan(3)`): a baseline measured in the same test on the same machine.
 */
import ts from 'typescript';

const RELATIONAL_MATCHERS = new Set([
  'toBeLessThan',
  'toBeLessThanOrEqual',
  'toBeGreaterThan',
  'toBeGreaterThanOrEqual',
  'toBeCloseTo',
]);
const RELATIONAL_OPERATORS = new Set([
  ts.SyntaxKind.LessThanToken,
  ts.SyntaxKind.LessThanEqualsToken,
  ts.SyntaxKind.GreaterThanToken,
  ts.SyntaxKind.GreaterThanEqualsToken,
]);

export interface ElapsedAssertion {
  line: number;
  text: string;
}

/** Property names that hold an elapsed time in a source (e.g. a helper's `elapsedMs`). */
export function elapsedProperties(source: string, file = 'source.ts'): Set<string> {
  return new Reader(source, file, new Set()).read().properties;
}

/** The assertions of `source` on elapsed wall-clock time; `known` adds helpers' properties. */
export function elapsedAssertions(
  source: string,
  file = 'source.ts',
  known: ReadonlySet<string> = new Set(),
): ElapsedAssertion[] {
  return new Reader(source, file, known).read().assertions;
}

class Reader {
  private readonly tree: ts.SourceFile;
  /** Names bound to a clock reading (`const started = Date.now()`). */
  private readonly clocks = new Set<string>();
  /** Names of variables and parameters that hold an elapsed time. */
  private readonly names = new Set<string>();
  readonly properties: Set<string>;
  /** The parameters of the functions this file declares, by name. */
  private readonly functions = new Map<string, readonly ts.ParameterDeclaration[]>();

  constructor(source: string, file: string, known: ReadonlySet<string>) {
    this.tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    this.properties = new Set(known);
  }

  read(): { properties: Set<string>; assertions: ElapsedAssertion[] } {
    this.walk((node) => {
      const [name, value] = binding(node);
      if (name && value && isClockReading(value)) this.clocks.add(name);
      const declared = declaredFunction(node);
      if (declared) this.functions.set(...declared);
    });
    // Elapsed times flow through variables, properties and parameters: until nothing new.
    for (let size = -1; size !== this.names.size + this.properties.size; ) {
      size = this.names.size + this.properties.size;
      this.walk((node) => this.spread(node));
    }
    const assertions: ElapsedAssertion[] = [];
    this.walk((node) => {
      if (ts.isCallExpression(node) && this.decidesOnElapsed(node)) {
        const { line } = this.tree.getLineAndCharacterOfPosition(node.getStart(this.tree));
        assertions.push({ line: line + 1, text: node.getText(this.tree).replace(/\s+/g, ' ') });
      }
    });
    return { properties: this.properties, assertions };
  }

  private walk(visit: (node: ts.Node) => void): void {
    const go = (node: ts.Node) => {
      visit(node);
      ts.forEachChild(node, go);
    };
    go(this.tree);
  }

  private spread(node: ts.Node): void {
    const [name, value] = binding(node);
    if (name && value && this.isElapsed(value)) this.names.add(name);
    if (ts.isPropertyAssignment(node) && this.isElapsed(node.initializer)) {
      this.properties.add(node.name.getText(this.tree));
    }
    if (ts.isShorthandPropertyAssignment(node) && this.names.has(node.name.text)) {
      this.properties.add(node.name.text);
    }
    if (ts.isBindingElement(node) && ts.isIdentifier(node.name)) {
      const key = node.propertyName?.getText(this.tree) ?? node.name.text;
      if (this.properties.has(key)) this.names.add(node.name.text);
    }
    if (ts.isCallExpression(node)) this.spreadToParameters(node);
  }

  /** A function of this file called with an elapsed time: its parameter holds one. */
  private spreadToParameters(call: ts.CallExpression): void {
    if (!ts.isIdentifier(call.expression)) return;
    const params = this.functions.get(call.expression.text);
    call.arguments.forEach((arg, i) => {
      const param = params?.[i];
      if (param && ts.isIdentifier(param.name) && this.isElapsed(arg)) {
        this.names.add(param.name.text);
      }
    });
  }

  /** Whether an expression's value is (or is made from) an elapsed wall-clock time. */
  private isElapsed(node: ts.Node): boolean {
    if (ts.isFunctionLike(node)) return false;
    if (ts.isBinaryExpression(node)) {
      const op = node.operatorToken.kind;
      if (op === ts.SyntaxKind.MinusToken && this.isTimeBetween(node.left, node.right)) return true;
      // A ratio of two elapsed times is a comparison with a baseline, not a time.
      if (op === ts.SyntaxKind.SlashToken)
        return this.isElapsed(node.left) && !this.isElapsed(node.right);
    }
    if (isHrtimeSince(node)) return true;
    if (ts.isIdentifier(node)) return this.names.has(node.text) && !isDeclarationName(node);
    // `x.ms` holds an elapsed time by its name, whatever else `x` holds; an object literal holds
    // them in its properties (tainted as such), not as itself.
    if (ts.isPropertyAccessExpression(node)) {
      return !isCallee(node) && this.properties.has(node.name.text);
    }
    if (ts.isObjectLiteralExpression(node)) return false;
    let found = false;
    ts.forEachChild(node, (child) => {
      found ||= this.isElapsed(child);
    });
    return found;
  }

  /**
   * `a - b` between a clock reading of the test and another moment: a reading, or a name or
   * property holding one (`record.realMs - signalledAt`). Not a constant (`Date.now() - DAY_MS`,
   * `Date.now() - 60_000`: a deadline), nor a parsed date (`Date.parse(x) - Date.now()`: data).
   */
  private isTimeBetween(left: ts.Expression, right: ts.Expression): boolean {
    if (this.isClock(left)) return this.isClock(right) || isMoment(right);
    return this.isClock(right) && isMoment(left);
  }

  private isClock(node: ts.Expression): boolean {
    const inner = unwrap(node);
    return isClockReading(inner) || (ts.isIdentifier(inner) && this.clocks.has(inner.text));
  }

  private decidesOnElapsed(call: ts.CallExpression): boolean {
    const callee = call.expression;
    if (ts.isPropertyAccessExpression(callee) && RELATIONAL_MATCHERS.has(callee.name.text)) {
      const subject = expectedSubject(callee.expression);
      if (!subject) return false;
      const actual = this.isElapsed(subject);
      const bound = call.arguments.some((arg) => this.isElapsed(arg));
      return actual !== bound;
    }
    if (isAssertionCall(call)) return call.arguments.some((arg) => this.comparesElapsed(arg));
    return false;
  }

  /** `a < b` (anywhere in the expression) with an elapsed time on one side only. */
  private comparesElapsed(node: ts.Node): boolean {
    if (ts.isFunctionLike(node)) return false;
    if (ts.isBinaryExpression(node) && RELATIONAL_OPERATORS.has(node.operatorToken.kind)) {
      if (this.isElapsed(node.left) !== this.isElapsed(node.right)) return true;
    }
    let found = false;
    ts.forEachChild(node, (child) => {
      found ||= this.comparesElapsed(child);
    });
    return found;
  }
}

/** `const x = v`, `let x = v`, `x = v`: the name and the value. */
function binding(node: ts.Node): [string | undefined, ts.Expression | undefined] {
  if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
    return [node.name.text, node.initializer];
  }
  if (
    ts.isBinaryExpression(node) &&
    node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
    ts.isIdentifier(node.left)
  ) {
    return [node.left.text, node.right];
  }
  return [undefined, undefined];
}

/** A name or property that may hold a moment: not a call, a literal or a SCREAMING_CASE constant. */
function isMoment(node: ts.Expression): boolean {
  const inner = unwrap(node);
  if (ts.isIdentifier(inner)) return !/^[A-Z][A-Z0-9_]*$/.test(inner.text);
  return ts.isPropertyAccessExpression(inner) || ts.isElementAccessExpression(inner);
}

function unwrap(node: ts.Expression): ts.Expression {
  let inner = node;
  while (ts.isParenthesizedExpression(inner) || ts.isNonNullExpression(inner)) {
    inner = inner.expression;
  }
  return inner;
}

/** `Date.now()`, `performance.now()`, `process.hrtime()`, `process.hrtime.bigint()`, `new Date().getTime()`. */
function isClockReading(node: ts.Expression): boolean {
  const inner = unwrap(node);
  if (!ts.isCallExpression(inner)) return false;
  const text = inner.expression.getText().replace(/\s+/g, '');
  if (text === 'Date.now' || text === 'performance.now' || text === 'process.hrtime.bigint') {
    return true;
  }
  if (text === 'process.hrtime') return inner.arguments.length === 0;
  return text === 'newDate().getTime' || text === '(newDate()).getTime';
}

/** `process.hrtime(start)`: the time since `start`. */
function isHrtimeSince(node: ts.Node): boolean {
  return (
    ts.isCallExpression(node) &&
    node.expression.getText().replace(/\s+/g, '') === 'process.hrtime' &&
    node.arguments.length > 0
  );
}

function isCallee(node: ts.PropertyAccessExpression): boolean {
  return ts.isCallExpression(node.parent) && node.parent.expression === node;
}

function isDeclarationName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    (ts.isVariableDeclaration(parent) ||
      ts.isParameter(parent) ||
      ts.isBindingElement(parent) ||
      ts.isFunctionDeclaration(parent)) &&
    parent.name === node
  );
}

/** The name and parameters of a function declared at `node`, if it declares one. */
function declaredFunction(node: ts.Node): [string, readonly ts.ParameterDeclaration[]] | undefined {
  if (ts.isFunctionDeclaration(node) && node.name) return [node.name.text, node.parameters];
  if (
    ts.isVariableDeclaration(node) &&
    ts.isIdentifier(node.name) &&
    node.initializer &&
    (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
  ) {
    return [node.name.text, node.initializer.parameters];
  }
  return undefined;
}

/** The value `expect(value)` (or `expect.soft`, through `.not`, `.resolves`, `.rejects`) asserts on. */
function expectedSubject(node: ts.Expression): ts.Expression | undefined {
  let inner = node;
  while (ts.isPropertyAccessExpression(inner)) inner = inner.expression;
  if (!ts.isCallExpression(inner)) return undefined;
  const callee = inner.expression.getText().replace(/\s+/g, '');
  return callee === 'expect' || callee === 'expect.soft' ? inner.arguments[0] : undefined;
}

/** `expect(...)`, `expect.soft(...)`, `assert(...)`, `assert.ok(...)`, `assert.isTrue(...)`. */
function isAssertionCall(call: ts.CallExpression): boolean {
  const callee = call.expression.getText().replace(/\s+/g, '');
  return /^(expect(\.soft)?|assert(\.\w+)?)$/.test(callee);
}
