// What a public form shows once its request is stored: a status message that takes the focus (so
// screen-reader and keyboard users land on it) and a button to send another request.
import { useEffect, useRef } from 'react';
import { Button } from 'shared-ui';
import styles from './form.module.css';

interface FormSuccessProps {
  title: string;
  body: string;
  againLabel: string;
  onAgain: () => void;
  testId: string;
}

export function FormSuccess({ title, body, againLabel, onAgain, testId }: FormSuccessProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className={styles.success} role="status" tabIndex={-1} ref={ref} data-testid={testId}>
      <h3>{title}</h3>
      <p>{body}</p>
      <Button variant="secondary" onClick={onAgain}>
        {againLabel}
      </Button>
    </div>
  );
}
