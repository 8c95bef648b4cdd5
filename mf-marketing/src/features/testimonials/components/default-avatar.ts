// The default testimonial picture (spec: swapped in when an image fails), drawn as an inline SVG
// data URI so it can never fail itself: a navy silhouette on the warm background.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="#f3efe6"/><circle cx="48" cy="38" r="17" fill="#1d3557"/><path d="M16 84c4-18 17-27 32-27s28 9 32 27" fill="#1d3557"/><circle cx="48" cy="48" r="46" fill="none" stroke="#c9a227" stroke-width="4"/></svg>`;

export const DEFAULT_AVATAR = `data:image/svg+xml,${encodeURIComponent(svg)}`;
