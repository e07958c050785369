/**
 * Helpers to summarize graded OpenStax items: the instruction phrasing of a question (its leading words, before the
 * math starts), used to rank the most common unread instructions.
 */

/**
 * The instruction of a question: its words before the math starts, e.g. "Solve: 3x + 4 = 10." → "Solve:", "If f(x) = x^2, find f(3)" → "If … find …",
 * "Find the slope of the line through (2, 1) and (5, 7)" → "Find the slope of the line through".
 * Input: the question text; output: at most 10 words (a word problem keeps its start, with "…").
 */
export function instructionOf(q: string): string {
  const cut = /[\d(+*/^=<>|√]|\s-|(?:^|\s)[a-zA-Z](?=[\s^(+\-*/=,.:;]|$)|\b(?:sqrt|sin|cos|tan|ln|log|cbrt)\b/.exec(q);
  const head = (cut ? q.slice(0, cut.index) : q).trim();
  const words = head.split(/\s+/).filter(Boolean);
  if (words.length === 1 && /[.:]$/.test(head)) return head; // "Multiply.", "Add:"
  if (words.length < 2) {
    // "Find f(3) if …", "If f(x) = …, find …": the words with each stretch of math shown as …
    const masked = q
      .replace(
        /(?:[^A-Za-z\s.,:;?]|\b[a-zA-Z]\b|\b(?:sqrt|sin|cos|tan|ln|log|cbrt)\b)(?:[^A-Za-z]|\b[a-zA-Z]\b|\b(?:sqrt|sin|cos|tan|ln|log|cbrt)\b)*/g,
        ' … ',
      )
      .split(/\s+/)
      .filter(Boolean);
    return masked.slice(0, 8).join(' ') + (masked.length > 8 ? ' …' : '');
  }
  return words.slice(0, 10).join(' ') + (words.length > 10 ? ' …' : '');
}
