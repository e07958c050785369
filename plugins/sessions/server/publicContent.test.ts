import { describe, expect, it } from 'vitest';
import { withoutRemoteImages } from './publicContent';

describe('a shared session shows no remote image (the viewer is not tracked)', () => {
  it('drops Markdown and HTML images from other sites, keeping their alt text', () => {
    expect(withoutRemoteImages('See ![the graph](https://tracker.example/p.png?u=1) here')).toBe('See the graph here');
    expect(withoutRemoteImages('![x](//evil.example/a.gif)')).toBe('x');
    expect(withoutRemoteImages('<img src="http://evil.example/a.gif" alt="pixel"> ok')).toBe('pixel ok');
    expect(withoutRemoteImages("<IMG SRC='https://x.example/y'>")).toBe('');
  });

  it('keeps this site’s files and inline pictures, and leaves links and math alone', () => {
    const own = '![plot](/api/files/ask/pictures/1.svg) and ![dot](data:image/png;base64,AAAA)';
    expect(withoutRemoteImages(own)).toBe(own);
    const text = 'a [link](https://openstax.org) and $$x^2$$ and 3 < 5 > 2';
    expect(withoutRemoteImages(text)).toBe(text);
  });
});
