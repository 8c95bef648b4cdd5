// Which remote owns which page of the route table. The shell composes across remotes here:
// mf-marketing's home page receives mf-blog's latest-posts section through a slot.
import type { PageComponents, RemotePageProps } from 'shared-ui';
import { RemoteModule, type RemoteModuleRef, type RemoteName } from '../remotes/remote-module';

/** A remote module that can be a page of the route table: it takes what every page is given. */
type PageModule<Ref = RemoteModuleRef> = Ref extends { remote: infer R; module: infer M; props: infer P }
  ? RemotePageProps extends P
    ? { remote: R; module: M }
    : never
  : never;

const remotePage =
  <R extends RemoteName>(remote: R, module: Extract<PageModule, { remote: R }>['module']) =>
  (props: RemotePageProps) => <RemoteModule {...({ remote, module } as PageModule)} props={props} />;

function HomePage(props: RemotePageProps) {
  const latestPosts = <RemoteModule remote="mf_blog" module="./LatestPosts" props={{ language: props.language }} />;
  return <RemoteModule remote="mf_marketing" module="./HomePage" props={{ ...props, slots: { latestPosts } }} />;
}

export const shellPages: PageComponents = {
  home: HomePage,
  service: remotePage('mf_marketing', './ServicePage'),
  contact: remotePage('mf_marketing', './ContactPage'),
  testimonials: remotePage('mf_marketing', './TestimonialsPage'),
  substitutions: remotePage('mf_marketing', './SubstitutionsPage'),
  booking: remotePage('mf_marketing', './BookingPage'),
  blog: remotePage('mf_blog', './BlogListPage'),
  blogPost: remotePage('mf_blog', './BlogPostPage'),
  adminLogin: remotePage('mf_admin', './AdminLoginPage'),
  admin: remotePage('mf_admin', './AdminApp'),
  clientArea: remotePage('mf_clients', './ClientAreaApp'),
};
