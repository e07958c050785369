/**
 * Blueprint icons, loaded one by one (issue #13, first-visit weight). Blueprint's default loader
 * fetches the SVG paths of ALL icons of a size (two chunks of ~80 kB brotli) on the first `<Icon>`.
 * Here each icon that Lemma's code names (the list in the glob patterns below; icons.test.ts fails
 * when a name in the sources is missing from it) is its own tiny chunk
 * (`@blueprintjs/icons/lib/esm/generated/{16,20}px/paths/<name>.js`), fetched when first drawn; any
 * other name (e.g. from a third-party plugin's manifest) falls back to Blueprint's all-paths chunk
 * of that size. Importing this module installs the loader (`Icons.setLoaderOptions`): the entries
 * import it before their first render. The icon fonts are in ./icon-fonts.css.
 */
import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';
import './icon-fonts.css';

type PathModule = { default: IconPaths };
const DIR = '/node_modules/@blueprintjs/icons/lib/esm/generated';
// Literal patterns (Vite's rule for import.meta.glob): keep both lists the same.
const paths16 = import.meta.glob<PathModule>(
  '/node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{add,application,arrow-right,box,calculator,calendar,chat,chevron-down,chevron-right,circle,cog,comment,credit-card,cross,cross-circle,crown,dashboard,duplicate,edit,endorsed,envelope,eraser,error,exchange,eye-open,flag,flash,floppy-disk,font,function,globe,grid-view,help,history,info-sign,key,learning,lightbulb,lightning,lock,log-out,media,menu,mobile-phone,more,new-person,numerical,offline,page-layout,people,person,play,plus,refresh,repeat,reset,search,send-message,share,shopping-cart,star,star-empty,tag,thumbs-down,thumbs-up,tick,tick-circle,time,timeline-line-chart,translate,trash,trophy,undo,warning-sign}.js',
);
const paths20 = import.meta.glob<PathModule>(
  '/node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/{add,application,arrow-right,box,calculator,calendar,chat,chevron-down,chevron-right,circle,cog,comment,credit-card,cross,cross-circle,crown,dashboard,duplicate,edit,endorsed,envelope,eraser,error,exchange,eye-open,flag,flash,floppy-disk,font,function,globe,grid-view,help,history,info-sign,key,learning,lightbulb,lightning,lock,log-out,media,menu,mobile-phone,more,new-person,numerical,offline,page-layout,people,person,play,plus,refresh,repeat,reset,search,send-message,share,shopping-cart,star,star-empty,tag,thumbs-down,thumbs-up,tick,tick-circle,time,timeline-line-chart,translate,trash,trophy,undo,warning-sign}.js',
);

/** The icon names that have a chunk of their own (at both sizes). */
export const BUNDLED_ICONS: readonly string[] = Object.keys(paths16).map((k) => k.slice(k.lastIndexOf('/') + 1, -'.js'.length));

/**
 * The SVG paths of one icon at a size (sizes under 20 use the 16px drawing, as Blueprint does).
 * @returns the paths; undefined for a name Blueprint does not have
 */
export async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const large = size >= IconSize.LARGE;
  const own = (large ? paths20 : paths16)[`${DIR}/${large ? 20 : 16}px/paths/${name}.js`];
  if (own) return (await own()).default;
  const key = name.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase());
  const all = (large
    ? await import('@blueprintjs/icons/lib/esm/generated/20px/paths')
    : await import('@blueprintjs/icons/lib/esm/generated/16px/paths')) as unknown as Record<string, IconPaths>;
  return all[key]!;
}

Icons.setLoaderOptions({ loader: loadIconPaths });
