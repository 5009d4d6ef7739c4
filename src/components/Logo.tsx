interface LogoProps {
  size: number;
  className?: string;
  /** The accessible name; without one the logo is decoration beside a visible title. */
  label?: string;
}

/**
 * The product logo, drawn inline: it paints with the screen, without a request that a slow network
 * would make wait behind the scripts. The same drawing as public/logo.svg, which vite.config.ts inlines
 * into index.html for the spinner that shows before any script has run.
 */
export function Logo({ size, className, label }: LogoProps) {
  const name = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg className={className} viewBox="0 0 96 96" width={size} height={size} {...name}>
      <circle cx="48" cy="48" r="46" fill="#134e4a" stroke="#fbbf24" strokeWidth="4" />
      <g stroke="#134e4a" strokeWidth="2">
        <rect x="18" y="40" width="26" height="26" rx="5" fill="#fff" transform="rotate(-12 31 53)" />
        <rect x="52" y="40" width="26" height="26" rx="5" fill="#fff" transform="rotate(10 65 53)" />
        <rect x="35" y="16" width="26" height="26" rx="5" fill="#fbbf24" />
      </g>
      <g fill="#b91c1c">
        <circle cx="48" cy="29" r="3.5" />
        <circle cx="25" cy="47" r="3" />
        <circle cx="37" cy="59" r="3" />
        <circle cx="59" cy="46" r="3" />
        <circle cx="65" cy="53" r="3" />
        <circle cx="71" cy="60" r="3" />
      </g>
    </svg>
  );
}
