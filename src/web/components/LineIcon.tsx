/** A decorative 24x24 line icon from one SVG path, sized by `className`. */
export function LineIcon({ path, className = 'h-5 w-5' }: { path: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d={path} />
    </svg>
  );
}
