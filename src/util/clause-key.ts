/**
 * One spec clause's identity, for the grade's clause list (core/clauses.ts) and the summary that
 * names its rows (report/summary.ts): the same document, place and words (whitespace aside) are
 * the same clause, whatever strength a citation gives it. Structural, so that both layers can use
 * it without importing each other.
 */
export interface ClauseCitation {
  documentTitle?: string;
  section?: string;
  anchor?: string;
  page?: number;
  path?: string;
  quote?: string;
}

export function clauseKey(reference: ClauseCitation): string {
  const norm = (value: unknown) =>
    value === undefined || value === null ? '' : String(value).replace(/\s+/g, ' ').trim();
  return JSON.stringify(
    [
      reference.documentTitle,
      reference.section,
      reference.anchor,
      reference.page,
      reference.path,
      reference.quote,
    ].map(norm),
  );
}

/** Quote words a distinction grows by, until the clauses of a place read apart. */
const QUOTE_WORDS = [6, 12, 24] as const;

/**
 * What tells a clause apart from the others of a list that would read the same (`shown`: the
 * text a renderer gives each already, such as its document and section): '' for a clause no
 * other reads like; else its anchor, then as many of the quote's first words as it takes (up
 * to the whole quote), then its page and path. Clauses of distinct clauseKey never read alike.
 */
export function clauseDistinctions<R extends ClauseCitation>(
  references: readonly R[],
  shown: (reference: R) => string,
): string[] {
  const levels = references.map(() => 0);
  const top = QUOTE_WORDS.length + 2;
  const texts = () => references.map((r, i) => `${shown(r)}\u0000${distinction(r, levels[i]!)}`);
  for (let round = 0; round <= top; round++) {
    const current = texts();
    const counts = new Map<string, number>();
    for (const text of current) counts.set(text, (counts.get(text) ?? 0) + 1);
    let raised = false;
    current.forEach((text, i) => {
      if (counts.get(text)! > 1 && levels[i]! < top) {
        levels[i]! += 1;
        raised = true;
      }
    });
    if (!raised) break;
  }
  return references.map((r, i) => distinction(r, levels[i]!));
}

/** Level 0: nothing; 1: the anchor; 2-4: and the quote's first words; 5: all, page and path. */
function distinction(reference: ClauseCitation, level: number): string {
  if (level === 0) return '';
  const norm = (value: string | undefined) => value?.replace(/\s+/g, ' ').trim() || undefined;
  const anchor = norm(reference.anchor);
  const quote = norm(reference.quote);
  const parts = [anchor && `#${anchor}`];
  if (level >= 2 && quote) {
    const words = quote.split(' ');
    const take = level - 2 < QUOTE_WORDS.length ? QUOTE_WORDS[level - 2]! : words.length;
    parts.push(`“${words.slice(0, take).join(' ')}${words.length > take ? ' …' : ''}”`);
  }
  if (level > QUOTE_WORDS.length + 1) {
    const path = norm(reference.path);
    parts.push(reference.page !== undefined ? `page ${reference.page}` : undefined, path && path);
  }
  return parts.filter(Boolean).join(', ');
}
