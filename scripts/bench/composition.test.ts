import { describe, expect, it } from 'vitest';
import { composition, startFiles, type ReportChunk } from './composition';

const chunk = (over: Partial<ReportChunk>): ReportChunk => ({ isEntry: false, name: '', imports: [], packages: {}, ...over });

describe('first-visit composition (issue #13)', () => {
  const report: Record<string, ReportChunk> = {
    'assets/main.js': chunk({ isEntry: true, name: 'main', imports: ['assets/base.js'], packages: { 'lemma:core': 30 } }),
    'assets/base.js': chunk({ imports: ['assets/runtime.js'], packages: { 'react-dom': 300, axios: 100 } }),
    'assets/runtime.js': chunk({ packages: { rolldown: 10 } }),
    'assets/lazy.js': chunk({ packages: { mathlive: 900 } }),
    'assets/popup.js': chunk({ isEntry: true, name: 'popup', imports: ['assets/base.js'], packages: { 'lemma:src': 5 } }),
  };

  it('follows static imports from the entry, not lazy chunks', () => {
    expect(startFiles(report, 'main').sort()).toEqual(['assets/base.js', 'assets/main.js', 'assets/runtime.js']);
    expect(() => startFiles(report, 'nope')).toThrow(/No entry chunk/);
  });

  it('scales each chunk’s packages to the real compressed file', () => {
    const real: Record<string, number> = { 'assets/main.js': 15, 'assets/base.js': 200, 'assets/runtime.js': 10 };
    expect(composition(report, startFiles(report, 'main'), (f) => real[f]!)).toEqual([
      ['react-dom', 150],
      ['axios', 50],
      ['lemma:core', 15],
      ['rolldown', 10],
    ]);
  });
});
