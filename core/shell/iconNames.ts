/**
 * A light stand-in for `@blueprintjs/icons`' `iconNames` module (issue #13, first-visit weight),
 * put in its place by vite.config.ts. Blueprint's module builds `IconNames` from the generated enum
 * of all ~700 icon names (about 9 kB brotli, and `change-case`), only so that `Icons.load` can check
 * a name and `IconNames.ArrowRight` can spell one. Here a name is valid when it is spelt like one
 * (lower-case words joined by hyphens): an unknown but well-spelt name then fails in the loader
 * (core/shell/icons.ts) and draws nothing, as an unknown name did. `IconNames.ArrowRight` and
 * `IconNames.ARROW_RIGHT` still give `"arrow-right"`.
 */
const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** `ArrowRight` or `ARROW_RIGHT` → `arrow-right`. */
function kebab(key: string): string {
  return key.includes('_') || key === key.toUpperCase()
    ? key.toLowerCase().replace(/_/g, '-')
    : key
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
        .toLowerCase();
}

/** Icon names by their PascalCase or SNAKE_CASE key, computed on access. */
export const IconNames: Record<string, string> = new Proxy({} as Record<string, string>, {
  get: (_target, key) => (typeof key === 'string' ? kebab(key) : undefined),
});

/** Whether a string is spelt like an icon name (the set's only use is `has`). */
export const IconNamesSet = {
  has: (name: unknown): boolean => typeof name === 'string' && NAME.test(name),
} as ReadonlySet<string>;
