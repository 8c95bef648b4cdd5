// The hero picture, drawn in SVG (no stock photos can be used): the Dénia castle hill and the
// Montgó over the sea, with the scales of justice. Inline, so it paints with the page and costs
// no request. When the firm has its own photo, set HERO_PHOTO in hero.tsx.
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 480 360" role="presentation" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="mf-hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1d3557" />
          <stop offset="1" stopColor="#12233d" />
        </linearGradient>
        <linearGradient id="mf-hero-sea" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2b4a73" />
          <stop offset="1" stopColor="#0b1729" />
        </linearGradient>
      </defs>
      <rect width="480" height="360" rx="24" fill="url(#mf-hero-sky)" />
      <circle cx="370" cy="86" r="38" fill="#c9a227" opacity="0.9" />
      {/* Montgó massif */}
      <path d="M0 230 C60 170 110 130 170 120 C220 112 250 150 300 158 C350 166 400 150 480 190 V260 H0Z" fill="#243f63" />
      {/* Castle hill and walls */}
      <path d="M150 250 C170 215 200 200 240 200 C280 200 305 218 330 250Z" fill="#33557f" />
      <path d="M205 205 h10 v-10 h8 v10 h10 v-10 h8 v10 h10 v-10 h8 v10 h10 v22 h-64Z" fill="#c9a227" opacity="0.85" />
      <rect x="238" y="180" width="14" height="25" fill="#c9a227" opacity="0.85" />
      {/* Sea */}
      <path d="M0 250 H480 V336 a24 24 0 0 1 -24 24 H24 a24 24 0 0 1 -24 -24Z" fill="url(#mf-hero-sea)" />
      <path d="M30 285 h60 M130 300 h80 M260 282 h70 M360 305 h80 M60 325 h90 M250 330 h60" stroke="#fdfbf7" strokeOpacity="0.35" strokeWidth="3" strokeLinecap="round" />
      {/* Scales of justice */}
      <g fill="none" stroke="#fdfbf7" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
        <path d="M96 60 v92 M70 152 h52 M58 78 h76" />
        <path d="M58 78 l-18 40 h36 z M134 78 l-18 40 h36 z" />
      </g>
      <circle cx="96" cy="56" r="6" fill="#c9a227" />
    </svg>
  );
}
