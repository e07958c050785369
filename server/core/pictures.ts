/** Moved to the math engine (math/pictures.ts); this re-export goes away once every import uses '@lemma/math'. */
export { pictureFor, svgDataUrl, graphSvg, numberLineSvg, parseIntervals } from '@lemma/math';
export type { PictureProblem } from '@lemma/math';
