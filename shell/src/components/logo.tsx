/** The firm's mark: scales of justice in gold on navy. Swap for the firm's own logo here. */
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="12" fill="#12233d" />
      <path
        d="M32 12v40M18 22h28M12 40l6-18 6 18a6 6 0 0 1-12 0zm28 0l6-18 6 18a6 6 0 0 1-12 0zM24 52h16"
        stroke="#c9a227"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
