export const clientAreaKeys = {
  all: ['admin', 'client-area'] as const,
  clients: () => [...clientAreaKeys.all, 'clients'] as const,
  twoStep: () => [...clientAreaKeys.all, 'two-step'] as const,
  matters: () => [...clientAreaKeys.all, 'matters'] as const,
  matterList: (filters: object, page: number) => [...clientAreaKeys.matters(), filters, page] as const,
  lawyers: () => [...clientAreaKeys.all, 'lawyers'] as const,
  templates: () => [...clientAreaKeys.all, 'templates'] as const,
  matter: (id: string) => [...clientAreaKeys.all, 'matter', id] as const,
  part: (id: string, part: 'updates' | 'letters' | 'draft' | 'requests' | 'documents' | 'log' | 'messages') => [...clientAreaKeys.matter(id), part] as const,
};
