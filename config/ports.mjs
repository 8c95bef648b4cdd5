// Default ports of the composed site (DESIGN contract). Each can be moved with an env var.
export const ports = {
  shell: Number(process.env.SHELL_PORT ?? 3000),
  mf_marketing: Number(process.env.MF_MARKETING_PORT ?? 3001),
  mf_blog: Number(process.env.MF_BLOG_PORT ?? 3002),
  mf_admin: Number(process.env.MF_ADMIN_PORT ?? 3003),
};

export const appDirs = {
  shell: 'shell',
  mf_marketing: 'mf-marketing',
  mf_blog: 'mf-blog',
  mf_admin: 'mf-admin',
};
