// The blog's query keys, one factory: the page's reads, the generator's render of them and the
// revalidation after hydration all name the same queries.
export const postKeys = {
  all: ['blog'] as const,
  list: () => [...postKeys.all, 'posts'] as const,
  latest: () => [...postKeys.all, 'latest'] as const,
  detail: (key: string | null) => [...postKeys.all, 'post', key] as const,
};
