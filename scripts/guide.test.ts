/**
 * The plugin guide cannot drift from the code (issue #11 §6): every code block of
 * docs/plugin-guide.md names the file it comes from in its fence (```ts path/to/file.ts#name), and
 * is either exactly the region `// #region guide:name` … `// #endregion` of that file, or (without
 * `#name`) a verbatim excerpt of it. Every `guide:` region in the four-operations plugin is shown.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const GUIDE = 'docs/plugin-guide.md';
/** Fence languages that are code from the repo (shell commands and folder trees are not). */
const CODE = new Set(['ts', 'tsx', 'js', 'json', 'css']);

export interface GuideBlock {
  lang: string;
  /** `path` or `path#region` from the fence, or null. */
  source: string | null;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

/** The fenced code blocks of a Markdown text. */
export function codeBlocks(markdown: string): GuideBlock[] {
  const out: GuideBlock[] = [];
  for (const m of markdown.matchAll(/^```(\w*)[ \t]*(\S+)?[ \t]*\n([\s\S]*?)^```[ \t]*$/gm)) {
    out.push({
      lang: m[1]!,
      source: m[2] ?? null,
      code: m[3]!.replace(/\n$/, ''),
      line: markdown.slice(0, m.index).split('\n').length,
    });
  }
  return out;
}

/**
 * The lines between `// #region guide:<name>` and the next `// #endregion` of `text`, or null.
 * @throws Error when the region is opened twice
 */
export function region(text: string, name: string): string | null {
  const lines = text.split('\n');
  const starts = lines.flatMap((l, i) => (l.trim() === `// #region guide:${name}` ? [i] : []));
  if (starts.length > 1) throw new Error(`region guide:${name} is opened ${starts.length} times`);
  if (!starts.length) return null;
  const end = lines.findIndex((l, i) => i > starts[0]! && l.trim() === '// #endregion');
  return end < 0 ? null : lines.slice(starts[0]! + 1, end).join('\n');
}

/** Every `guide:` region name in the files under `dir` (recursively). */
function regionsUnder(dir: string): { file: string; name: string }[] {
  const out: { file: string; name: string }[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...regionsUnder(path));
    else if (/\.(ts|tsx)$/.test(entry)) {
      for (const m of readFileSync(path, 'utf8').matchAll(/\/\/ #region guide:([\w-]+)/g))
        out.push({ file: relative(ROOT, path), name: m[1]! });
    }
  }
  return out;
}

const blocks = codeBlocks(readFileSync(join(ROOT, GUIDE), 'utf8'));

describe('docs/plugin-guide.md', () => {
  it('has code blocks, each naming the repository file it comes from', () => {
    expect(blocks.length).toBeGreaterThan(15);
    const unnamed = blocks.filter((b) => CODE.has(b.lang) && !b.source).map((b) => `line ${b.line}`);
    expect(unnamed).toEqual([]);
  });

  it.each(blocks.filter((b) => b.source).map((b) => [`${b.source} (guide line ${b.line})`, b] as const))(
    '%s is the code in the repository',
    (_, b) => {
      const [file, name] = b.source!.split('#') as [string, string | undefined];
      expect(existsSync(join(ROOT, file)), `${file} exists`).toBe(true);
      const text = readFileSync(join(ROOT, file), 'utf8');
      if (name) expect(b.code).toBe(region(text, name));
      else expect(text.includes(b.code), `the block at guide line ${b.line} appears verbatim in ${file}`).toBe(true);
    },
  );

  it('shows every guide region of the four-operations plugin and its journey', () => {
    const shown = new Set(blocks.map((b) => b.source));
    const regions = [...regionsUnder(join(ROOT, 'plugins', 'four-operations')), ...regionsUnder(join(ROOT, 'tests', 'e2e'))];
    expect(regions.length).toBeGreaterThan(10);
    expect(regions.filter((r) => !shown.has(`${r.file}#${r.name}`))).toEqual([]);
  });
});

describe('region', () => {
  it('reads a region and refuses one opened twice', () => {
    const text = 'a\n// #region guide:x\nb\n  c\n// #endregion\nd';
    expect(region(text, 'x')).toBe('b\n  c');
    expect(region(text, 'y')).toBeNull();
    expect(() => region(`${text}\n// #region guide:x\n// #endregion`, 'x')).toThrow(/opened 2 times/);
  });
});
