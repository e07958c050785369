/**
 * A Blueprint icon drawn from its SVG paths, imported statically by the caller
 * (`@blueprintjs/icons/lib/esm/generated/16px/paths/<name>`): the same markup as Blueprint's
 * `<Icon>` at 16 px, without Blueprint's icon loader or component — for views that must stay light
 * on a first visit (the popup, the step list). Decorative: hidden from assistive technology.
 */
export function SvgIcon({ name, paths, className }: { name: string; paths: readonly string[]; className?: string }) {
  return (
    <span className={`bp6-icon bp6-icon-${name} lemma-svg-icon ${className ?? ''}`} aria-hidden="true">
      <svg data-icon={name} width="16" height="16" viewBox="0 0 16 16" role="img">
        {paths.map((d) => (
          <path key={d} d={d} fillRule="evenodd" />
        ))}
      </svg>
    </span>
  );
}
