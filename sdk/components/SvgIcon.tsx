/**
 * A Blueprint icon drawn from its SVG paths, imported statically by the caller
 * (`@blueprintjs/icons/lib/esm/generated/{16,20}px/paths/<name>`): the same markup as Blueprint's
 * `<Icon>` at 16 or 20 px, without Blueprint's icon loader or component — for views that must stay
 * light on a first visit (the popup, the step list, the brand). Decorative: hidden from assistive
 * technology. `size` must match the drawing the paths come from.
 */
export function SvgIcon({
  name,
  paths,
  className,
  size = 16,
}: {
  name: string;
  paths: readonly string[];
  className?: string;
  size?: 16 | 20;
}) {
  return (
    <span className={`bp6-icon bp6-icon-${name} lemma-svg-icon ${className ?? ''}`} aria-hidden="true">
      <svg data-icon={name} width={size} height={size} viewBox={`0 0 ${size} ${size}`} role="img">
        {paths.map((d) => (
          <path key={d} d={d} fillRule="evenodd" />
        ))}
      </svg>
    </span>
  );
}
