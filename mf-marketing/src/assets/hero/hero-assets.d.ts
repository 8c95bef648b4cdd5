// `?url` imports always give the emitted, fingerprinted file's URL (never an inlined data: URI,
// which Rsbuild does for files under 4 kB and which would defeat srcset and caching).
declare module '*?url' {
  const url: string;
  export default url;
}
