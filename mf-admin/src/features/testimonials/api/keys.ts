export const testimonialKeys = {
  all: ['admin', 'testimonials'] as const,
  lists: () => [...testimonialKeys.all, 'list'] as const,
  list: (page: number) => [...testimonialKeys.lists(), page] as const,
};
