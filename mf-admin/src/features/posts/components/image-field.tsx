// The cover image: chosen from a file (checked here first, then uploaded), shown, and removable.
import type { ChangeEvent, Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { FormField } from 'shared-ui/form-field';
import { IMAGE_TYPES } from '@/lib/images';
import type { FieldErrors } from '../lib/post-model';
import { fieldError } from './field-error';
import type { EditorAction } from './post-editor-reducer';
import styles from './post-editor.module.css';

interface ImageFieldProps {
  image: string;
  error: FieldErrors[string] | undefined;
  uploading: boolean;
  onFile: (file: File) => void;
  dispatch: Dispatch<EditorAction>;
}

export function ImageField({ image, error, uploading, onFile, dispatch }: ImageFieldProps) {
  const { t } = useTranslation('admin');
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after a refusal) is a change too.
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <>
      <FormField label={t('editor.fields.image')} error={fieldError(t, error)} help={t('editor.help.image')}>
        {(control) => <input {...control} type="file" name="image" accept={IMAGE_TYPES.join(',')} onChange={onChange} disabled={uploading} />}
      </FormField>
      {uploading && (
        <p className={styles.uploading} role="status">
          <progress aria-label={t('editor.uploading')} />
          {t('editor.uploading')}
        </p>
      )}
      {image && (
        <div className={styles.imageBox}>
          <img src={image} alt={t('editor.imageAlt')} className={styles.cover} />
          <Button variant="ghost" onClick={() => dispatch({ type: 'imageCleared' })}>
            {t('editor.removeImage')}
          </Button>
        </div>
      )}
    </>
  );
}
