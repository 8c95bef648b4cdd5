// Which remote owns which page of the route table. The shell composes across remotes here:
// mf-marketing's home page receives mf-blog's latest-posts section through a slot.
import type { PageComponents, RemotePageProps } from 'shared-ui';
import { RemoteModule, type RemoteName } from '../remotes/remote-module';

const remotePage = (remote: RemoteName, module: string) => (props: RemotePageProps) => <RemoteModule remote={remote} module={module} props={props} />;

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
