// The admin router: one route per screen under /config-blogmr, all behind the role guard and inside
// the admin layout. Screens are lazy so the dashboard does not download the post editor.
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'shared-ui/router';
import { LoadingFallback } from 'shared-ui';
import { AdminLayout } from './admin-layout';
import { RoleGuard } from './role-guard';

const screen = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const DashboardScreen = screen(() => import('@/pages/dashboard-screen'));
const PostsScreen = screen(() => import('@/pages/posts-screen'));
const PostEditorScreen = screen(() => import('@/pages/post-editor-screen'));
const SecurityScreen = screen(() => import('@/pages/security-screen'));
// The admin's screens: default exports of exactly these files.
const ContactRequestsScreen = screen(() => import('@/pages/contact-requests-screen'));
const SubstitutionsScreen = screen(() => import('@/pages/substitutions-screen'));
const TestimonialsScreen = screen(() => import('@/pages/testimonials-screen'));
const TranslationsScreen = screen(() => import('@/pages/translations-screen'));
const BookingsScreen = screen(() => import('@/pages/bookings-screen'));
const HoursScreen = screen(() => import('@/pages/hours-screen'));
const NotificationsScreen = screen(() => import('@/pages/notifications-screen'));
const ClientsScreen = screen(() => import('@/pages/clients-screen'));
const MatterScreen = screen(() => import('@/pages/matter-screen'));
const WebVitalsScreen = screen(() => import('@/pages/web-vitals-screen'));
const ClientErrorsScreen = screen(() => import('@/pages/client-errors-screen'));
const TemplatesScreen = screen(() => import('@/pages/templates-screen'));

function NotFound() {
  const { t } = useTranslation('admin');
  return (
    <section data-page="admin:notFound">
      <h1>{t('notFoundTitle')}</h1>
      <p role="alert">{t('notFound')}</p>
    </section>
  );
}

const lazyElement = (Component: ComponentType) => (
  <Suspense fallback={<LoadingFallback />}>
    <Component />
  </Suspense>
);

export function AdminRoutes() {
  return (
    <Routes>
      <Route element={<RoleGuard />}>
        <Route element={<AdminLayout />}>
          <Route index element={lazyElement(DashboardScreen)} />
          <Route path="dashboard" element={lazyElement(DashboardScreen)} />
          <Route path="posts" element={lazyElement(PostsScreen)} />
          <Route path="post/new" element={lazyElement(PostEditorScreen)} />
          <Route path="post/:postId" element={lazyElement(PostEditorScreen)} />
          <Route path="cuestionario" element={lazyElement(ContactRequestsScreen)} />
          <Route path="sustituciones" element={lazyElement(SubstitutionsScreen)} />
          <Route path="citas" element={lazyElement(BookingsScreen)} />
          <Route path="horarios" element={lazyElement(HoursScreen)} />
          <Route path="opiniones" element={lazyElement(TestimonialsScreen)} />
          <Route path="traducciones" element={lazyElement(TranslationsScreen)} />
          <Route path="avisos" element={lazyElement(NotificationsScreen)} />
          <Route path="clientes" element={lazyElement(ClientsScreen)} />
          <Route path="clientes/:matterId" element={lazyElement(MatterScreen)} />
          <Route path="rendimiento" element={lazyElement(WebVitalsScreen)} />
          <Route path="errores" element={lazyElement(ClientErrorsScreen)} />
          <Route path="plantillas" element={lazyElement(TemplatesScreen)} />
          <Route path="seguridad" element={lazyElement(SecurityScreen)} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Route>
    </Routes>
  );
}
