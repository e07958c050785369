import 'reflect-metadata';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// happy-dom lacks the CSS Font Loading API that MathLive and Blueprint probe.
const g = globalThis as unknown as { FontFace?: unknown; document: Document & { fonts?: unknown } };
if (!g.FontFace)
  g.FontFace = class {
    load() {
      return Promise.resolve(this);
    }
  };
if (!g.document.fonts)
  Object.defineProperty(g.document, 'fonts', { value: { add() {}, ready: Promise.resolve(), load: () => Promise.resolve([]) } });

// React Testing Library: unmount what a test rendered and forget its session (token, layout).
afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear();
});
