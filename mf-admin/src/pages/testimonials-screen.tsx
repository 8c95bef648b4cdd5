// Testimonials manager (/config-blogmr/opiniones): list, create, edit, delete, and the quick
// active switch, which refuses testimonials without the client's authorisation (bar ethics).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES } from 'shared-i18n';
import { Button } from 'shared-ui';
import { Dialog } from 'shared-ui/dialog';
import { toast } from 'shared-ui/toaster';
import { ListScreen, useList } from '@/components/list-screen';
import { errorMessage } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import screen from '@/components/screen.module.css';
import { useDeleteTestimonial } from '@/features/testimonials/api/delete-testimonial';
import { testimonialsQueryOptions } from '@/features/testimonials/api/get-testimonials';
import { useSetTestimonialActive } from '@/features/testimonials/api/set-testimonial-active';
import { column, isAuthorisationError, type Testimonial } from '@/features/testimonials/api/testimonial';
import { TestimonialForm } from '@/features/testimonials/components/testimonial-form';
import styles from '@/features/testimonials/components/testimonials.module.css';

function EditDialog({ testimonial }: { testimonial?: Testimonial }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="lg"
      title={testimonial ? t('testimonialsAdmin.editTitle', { name: testimonial.name }) : t('testimonialsAdmin.newTitle')}
      closeLabel={t('inbox.close')}
      trigger={
        testimonial ? (
          <button type="button" className={screen.textButton} aria-label={t('testimonialsAdmin.edit', { name: testimonial.name })}>
            {t('testimonialsAdmin.editShort')}
          </button>
        ) : (
          <Button>{t('testimonialsAdmin.new')}</Button>
        )
      }
    >
      {open && <TestimonialForm testimonial={testimonial} onSaved={() => setOpen(false)} />}
    </Dialog>
  );
}

function DeleteDialog({ testimonial }: { testimonial: Testimonial }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const remove = useDeleteTestimonial();
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('testimonialsAdmin.deleteTitle')}
      description={t('testimonialsAdmin.deleteConfirm', { name: testimonial.name })}
      closeLabel={t('testimonialsAdmin.cancel')}
      trigger={
        <button type="button" className={screen.textButton} aria-label={t('testimonialsAdmin.delete', { name: testimonial.name })}>
          {t('testimonialsAdmin.deleteShort')}
        </button>
      }
    >
      <Button
        variant="primary"
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(testimonial.id, {
            onSuccess: () => {
              toast.success(t('testimonialsAdmin.deleted'));
              setOpen(false);
            },
            onError: (error) => toast.error(errorMessage(t, error)),
          })
        }
      >
        {t('testimonialsAdmin.deleteAction')}
      </Button>
    </Dialog>
  );
}

export default function TestimonialsScreen() {
  const { t, i18n } = useTranslation('admin');
  const [refusal, setRefusal] = useState('');
  // No filters: every testimonial, a page at a time.
  const list = useList({}, (_filters, page) => testimonialsQueryOptions(page));
  const setActive = useSetTestimonialActive();

  const toggle = (testimonial: Testimonial) => {
    const active = !testimonial.active;
    if (active && !testimonial.client_authorised) {
      setRefusal(t('testimonialsAdmin.errors.activateRefused', { name: testimonial.name }));
      return;
    }
    setRefusal('');
    setActive.mutate(
      { id: testimonial.id, active },
      {
        onSuccess: () => toast.success(active ? t('testimonialsAdmin.activated') : t('testimonialsAdmin.deactivated')),
        onError: (mutationError) =>
          isAuthorisationError(mutationError)
            ? setRefusal(t('testimonialsAdmin.errors.activateRefused', { name: testimonial.name }))
            : toast.error(errorMessage(t, mutationError)),
      },
    );
  };

  const translated = (row: Testimonial) => LANGUAGE_CODES.filter((code) => String(row[column('text', code)] ?? '').trim()).length;

  return (
    <ListScreen
      page="admin:opiniones"
      title={t('screens.opiniones')}
      lead={t('testimonialsAdmin.lead')}
      list={list}
      actions={<EditDialog />}
      notice={
        <p role="alert" className={screen.error}>
          {refusal}
        </p>
      }
      caption={t('testimonialsAdmin.caption')}
      columns={[
        t('testimonialsAdmin.columns.client'),
        t('testimonialsAdmin.columns.text'),
        t('testimonialsAdmin.columns.languages'),
        t('testimonialsAdmin.columns.authorised'),
        t('testimonialsAdmin.columns.active'),
        t('testimonialsAdmin.columns.created'),
      ]}
      renderRow={(row) => (
        <tr key={row.id} data-testimonial-id={row.id}>
          <th scope="row">
            {row.name}
            {row.role && (
              <>
                <br />
                <span className={screen.muted}>{row.role}</span>
              </>
            )}
          </th>
          <td>
            <span className={screen.clamp}>{row.text}</span>
          </td>
          <td>{t('testimonialsAdmin.languagesCount', { count: translated(row), total: LANGUAGE_CODES.length })}</td>
          <td>
            {row.client_authorised ? (
              <span className={`${screen.badge} ${screen.badgeOk}`}>{t('testimonialsAdmin.authorised')}</span>
            ) : (
              <span className={`${screen.badge} ${screen.badgeDanger}`}>{t('testimonialsAdmin.notAuthorised')}</span>
            )}
          </td>
          <td>
            <button
              type="button"
              role="switch"
              aria-checked={row.active}
              aria-label={t('testimonialsAdmin.activeSwitch', { name: row.name })}
              className={`${screen.textButton} ${styles.switch}`}
              disabled={setActive.isPending}
              onClick={() => toggle(row)}
            >
              {row.active ? t('testimonialsAdmin.on') : t('testimonialsAdmin.off')}
            </button>
          </td>
          <td className={screen.nowrap}>{formatDate(row.created_at, i18n.language)}</td>
          <td>
            <div className={screen.actions}>
              <EditDialog testimonial={row} />
              <DeleteDialog testimonial={row} />
            </div>
          </td>
        </tr>
      )}
      emptyText={t('testimonialsAdmin.empty')}
    />
  );
}
