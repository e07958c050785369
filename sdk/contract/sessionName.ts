/**
 * The default name of a session (§4): its first question, cut at a word boundary (60 characters at most, then "…"),
 * with LaTeX matrices written the way a line of text shows them (issue #22: "eigenvalues of
 * \begin{pmatrix}4&1\\2&3\end{pmatrix}" is named "eigenvalues of [[4, 1], [2, 3]]"; a vmatrix is `|[[…]]|`).
 * Shared by the server (the saved name) and the client (the name shown before the server answers).
 */

const ENV =
  /(?:\\left\s*(?:\\[{|]|[[(|.])\s*)?\\begin\s*\{\s*([pbBvV]?matrix|smallmatrix|array)\s*\}(?:\s*\{[^}]*\})?([\s\S]*?)\\end\s*\{\s*\1\s*\}(?:\s*\\right\s*(?:\\[}|]|[\])|.]))?/g;

/** An entry as text: `\frac{1}{2}` → `1/2`, spacing commands and braces dropped. */
const entry = (raw: string): string =>
  raw
    .replace(/\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, '$1/$2')
    .replace(/\\(?:hline|[,;:! ])/g, ' ')
    .replace(/[{}]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The LaTeX matrices of a text as nested lists (`[[1, 2], [3, 4]]`); everything else as it is. */
export function plainMatrices(text: string): string {
  return text.replace(ENV, (_m, env: string, body: string) => {
    const rows = body
      .split(/\\\\(?:\[[^\]]*\])?/)
      .map((r) => r.split('&').map(entry))
      .filter((r) => r.some((c) => c));
    const list = `[${rows.map((r) => `[${r.join(', ')}]`).join(', ')}]`;
    return env === 'vmatrix' ? `|${list}|` : env === 'Vmatrix' ? `‖${list}‖` : list;
  });
}

/** The default session name of a question (see the module comment). */
export function sessionName(question: string): string {
  const q = plainMatrices(question).replace(/\s+/g, ' ').trim();
  if (q.length <= 60) return q;
  const cut = q.slice(0, 60);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 30 ? cut.lastIndexOf(' ') : 60)}…`;
}
