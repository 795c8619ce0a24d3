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
