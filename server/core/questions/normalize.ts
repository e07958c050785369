/** Moved to the math engine's reading layer (math/read/); this re-export goes away once every import uses '@lemma/math'. */
export { normalizeQuestion } from '@lemma/math';
