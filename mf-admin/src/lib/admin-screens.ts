// The admin screens, their paths under /config-blogmr and their translation keys. Keys never
// contain '/', which the translations table refuses.
export const NAV_SCREENS = [
  { screen: 'dashboard', path: 'dashboard', key: 'screens.dashboard' },
  { screen: 'posts', path: 'posts', key: 'screens.posts' },
  { screen: 'post/new', path: 'post/new', key: 'screens.postNew' },
  { screen: 'cuestionario', path: 'cuestionario', key: 'screens.cuestionario' },
  { screen: 'sustituciones', path: 'sustituciones', key: 'screens.sustituciones' },
  { screen: 'citas', path: 'citas', key: 'screens.citas' },
  { screen: 'horarios', path: 'horarios', key: 'screens.horarios' },
  { screen: 'opiniones', path: 'opiniones', key: 'screens.opiniones' },
  { screen: 'traducciones', path: 'traducciones', key: 'screens.traducciones' },
  { screen: 'avisos', path: 'avisos', key: 'screens.avisos' },
  { screen: 'clientes', path: 'clientes', key: 'screens.clientes' },
  { screen: 'rendimiento', path: 'rendimiento', key: 'screens.rendimiento' },
  { screen: 'errores', path: 'errores', key: 'screens.errores' },
  { screen: 'seguridad', path: 'seguridad', key: 'screens.seguridad' },
] as const;

export const adminPath = (subpath = '') => (subpath ? `/config-blogmr/${subpath}` : '/config-blogmr');
export const editPostPath = (id: string) => adminPath(`post/${id}`);
