// Line icons for the five practice areas, drawn here (no icon font or image request).
import type { ServiceId } from 'shared-i18n';

const paths: Record<ServiceId, string> = {
  // A contract with a pen.
  civil: 'M14 6h16l8 8v28H14zM30 6v8h8M19 22h14M19 28h14M19 34h8M36 30l6-6 3 3-6 6h-3z',
  // Two adults and a child.
  family: 'M16 16a4 4 0 1 0 0-.1M32 16a4 4 0 1 0 0-.1M10 40v-9a6 6 0 0 1 12 0v9M26 40v-9a6 6 0 0 1 12 0v9M24 30a3 3 0 1 0 0-.1M20 42v-4a4 4 0 0 1 8 0v4',
  // A briefcase.
  labor: 'M8 18h32v22H8zM18 18v-5h12v5M8 27h32M22 27v4h4v-4',
  // A passport with a globe.
  immigration: 'M13 7h22v34H13zM24 17a7 7 0 1 0 0 14 7 7 0 1 0 0-14M17 24h14M24 17c-3 4-3 10 0 14M24 17c3 4 3 10 0 14M18 36h12',
  // A house with a key (property handed down).
  inheritance: 'M8 24 24 10l16 14M12 21v19h24V21M21 40v-9h6v9M34 8v6',
};

export function ServiceIcon({ service, className }: { service: ServiceId; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <path d={paths[service]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
