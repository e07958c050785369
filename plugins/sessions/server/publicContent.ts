/**
 * A shared session is read by anyone (issue #13): its answers must not make the viewer's browser fetch anything from
 * a third party, which would hand that party the viewer's IP address and the moment of reading. Markdown and HTML
 * images whose address is not this site's (`/api/files/...`, a relative path) or an inline `data:` image are replaced
 * by their alt text; remote picture URLs of an output (`relatedImageUrl`) are dropped. (The browser's CSP `img-src`
 * refuses remote images too; this keeps them out of the data itself.)
 */
import type { SessionDetail, SessionOutputDto } from '@lemma/sdk/contract/sessions';

/** Same-site (a path without scheme or host) or an inline `data:image/...`. */
function local(url: string): boolean {
  const u = url.trim();
  if (/^data:image\//i.test(u)) return true;
  return !/^[a-z][a-z0-9+.-]*:/i.test(u) && !u.startsWith('//') && !u.startsWith('\\');
}

/** `content` with every remote image removed (Markdown `![alt](url)` → alt, HTML `<img>` → its alt). */
export function withoutRemoteImages(content: string): string {
  return content
    .replace(/!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g, (all, alt: string, url: string) => (local(url) ? all : alt))
    .replace(/<img\b[^>]*>/gi, (tag) => {
      const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1] ?? '';
      return local(src) ? tag : (/\balt\s*=\s*["']([^"']*)["']/i.exec(tag)?.[1] ?? '');
    });
}

function publicOutput(o: SessionOutputDto): SessionOutputDto {
  const picture = o.relatedImageUrl && !local(o.relatedImageUrl) ? null : o.relatedImageUrl;
  return { ...o, content: withoutRemoteImages(o.content), relatedImageUrl: picture };
}

/** The detail of a shared session as the public sees it: no remote images anywhere. */
export function publicDetail<T extends SessionDetail>(d: T): T {
  return {
    ...d,
    sessionOutputs: d.sessionOutputs.map(publicOutput),
    sessionInputs: d.sessionInputs.map((i) => ({
      ...i,
      content: withoutRemoteImages(i.content),
      output: i.output ? publicOutput(i.output) : null,
    })),
  };
}
