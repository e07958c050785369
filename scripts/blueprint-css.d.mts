/** Types of scripts/blueprint-css.mjs. */
import type { Plugin } from 'vite';
/** The Blueprint classes Lemma's code can put on the page: exact names, and prefixes of run-time families. */
export declare function usedBlueprintClasses(root: string): { exact: Set<string>; prefixes: string[] };
/** The `bp6-…` classes a selector requires (outside `:not()`/`:is()`/`:where()`/`:has()`). */
export declare function requiredClasses(selector: string): string[];
/** `css` without the selectors that require an unused class, nor the icon font's glyph rules. */
export declare function purgeCss(css: string, isUsed: (cls: string) => boolean): string;
/** The Vite plugin: purges blueprint.css as it is loaded (build only). */
export declare function blueprintCssPlugin(root: string): Plugin;
