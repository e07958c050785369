/** Rules for the §3 calculator fields (variable, derivative order) and their error flags; no zod, so the client bundle stays small. */
export const VARIABLE_RE = /^[A-Za-z]$|^(theta|alpha|beta|phi|t)$/;
export const MAX_DERIVATIVE_ORDER = 20;

export function variableError(v: string): 'required' | 'invalid' | null {
  if (!v.trim()) return 'required';
  return VARIABLE_RE.test(v.trim()) ? null : 'invalid';
}

export function orderError(o: string | number): 'required' | 'invalid' | null {
  const s = String(o).trim();
  if (!s) return 'required';
  const n = Number(s);
  return Number.isInteger(n) && n >= 1 && n <= MAX_DERIVATIVE_ORDER ? null : 'invalid';
}
