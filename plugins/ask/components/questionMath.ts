/**
 * A question as typed may mix prose and bare LaTeX ("eigenvalues of \begin{pmatrix}4&1\\2&3\end{pmatrix}", issue #22:
 * matrices are typed in LaTeX). Drawn whole as one formula, its words became italic letters run together
 * ("eigenvaluesof"); drawn as Markdown, the LaTeX stayed source. These helpers tell the two apart and put the LaTeX of
 * mixed text between `$…$`, so the Markdown renderer draws words as text and formulas as math.
 */

/** An environment (`\begin{pmatrix} … \end{pmatrix}`), with `\left[ … \right]` around it and a script after it. */
const ENV =
  /(?:\\left\s*(?:\\[{|]|[[(|.])\s*)?\\begin\s*\{([a-zA-Z]+\*?)\}[\s\S]*?\\end\s*\{\1\}(?:\s*\\right\s*(?:\\[}|]|[\])|.]))?(?:\s*[\^_]\s*(?:\{[^{}]*\}|[^\s{}]))?/g;
/** A command with its brace arguments (`\frac{1}{2}`, `\sqrt{x}`, `\det`), and a script after it. */
const COMMAND = /\\[a-zA-Z]+(?:\s*\{[^{}]*\})*(?:\s*[\^_]\s*(?:\{[^{}]*\}|[^\s{}]))?/g;

/** The text with LaTeX commands, environments and brace groups taken out: what prose it holds shows. */
function withoutLatex(text: string): string {
  return text
    .replace(ENV, ' ')
    .replace(/\\[a-zA-Z]+/g, ' ')
    .replace(/\{[^{}]*\}/g, ' ');
}

/**
 * Whether a question holds prose words besides its LaTeX: two words of two letters or more in a row, or one word of
 * four letters or more on its own ("eigenvalues of …", "inverse …", "собственные значения …"). Single letters,
 * `dx` and the like are math.
 */
export function hasProse(text: string): boolean {
  const t = withoutLatex(text);
  return /(?:^|\s)\p{L}{2,}(?:\s+\p{L}{2,})+(?=\s|$)/u.test(t) || /(?:^|\s)\p{L}{4,}(?=\s|$|[,.:;?!])/u.test(t);
}

/**
 * Prose with bare LaTeX as Markdown with inline math: each environment and each command run is put between `$…$`.
 * Text that already uses `$` is returned as it is.
 */
export function proseWithLatex(text: string): string {
  if (text.includes('$')) return text;
  const spans: string[] = [];
  const keep = (m: string) => `\u0000${spans.push(m.trim()) - 1}\u0000`;
  const marked = text.replace(ENV, keep).replace(COMMAND, keep);
  // neighbouring spans (`\det \begin{pmatrix}…`) are one formula
  return marked.replace(
    /\u0000\d+\u0000(?:\s*\u0000\d+\u0000)*/g,
    (run) => `$${[...run.matchAll(/\u0000(\d+)\u0000/g)].map((m) => spans[Number(m[1])]).join(' ')}$`,
  );
}
