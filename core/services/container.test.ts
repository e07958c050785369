import { describe, expect, it } from 'vitest';
import { ServiceContainer } from './container';

describe('ServiceContainer', () => {
  it('resolves its own registrations and its parents’, and keeps a child’s registrations to the child', () => {
    const root = new ServiceContainer();
    const key = Symbol.for('test:a');
    const other = Symbol.for('test:b');
    root.register(key, { useValue: 1 });
    const child = root.createChildContainer();
    expect(child.resolve(key)).toBe(1);
    expect(child.isRegistered(key)).toBe(false);
    expect(child.isRegistered(key, true)).toBe(true);
    child.register(other, { useValue: 'mine' });
    child.register(key, { useValue: 2 });
    expect(child.resolve(key)).toBe(2);
    expect(root.resolve(key)).toBe(1);
    expect(root.isRegistered(other, true)).toBe(false);
    expect(() => root.resolve(other)).toThrow(/Nothing registered/);
  });
});
