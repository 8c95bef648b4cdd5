export const matterKeys = {
  all: ['client-matters'] as const,
  list: () => [...matterKeys.all, 'list'] as const,
  detail: (id: string) => [...matterKeys.all, id] as const,
  part: (id: string, part: 'updates' | 'letters' | 'requests' | 'documents' | 'messages' | 'bookings') => [...matterKeys.detail(id), part] as const,
};
