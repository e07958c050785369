/**
 * Step parameters for a rule's sentence: LaTeX fragments become inline math (`$…$`) for the
 * Markdown renderer; plain words (e.g. an operation name) stay text.
 */
export function stepParams(params: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params ?? {}).map(([k, v]) => [k, /^[\p{L}\s-]+$/u.test(v) && /\p{L}{3,}/u.test(v) ? v : `$${v}$`]),
  );
}
