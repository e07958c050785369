/** Types of scripts/check-locales.mjs. */
export declare const LANGUAGES: readonly string[];
/** Checks the kernel's and every plugin's translations under `root`. */
export declare function checkLocales(root: string): { problems: string[]; namespaces: number };
