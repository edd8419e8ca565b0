import { Modal } from '../modal/Modal.tsx';
import { Button } from './Button.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * A question before something that cannot be undone (deleting a post, revoking a key), on the site's one
 * `Modal`. Cancel, Escape and the backdrop answer no, except while the answer yes is being carried out.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, text, confirmLabel, busyLabel, cancelLabel, busy, onConfirm, onCancel } = props;
  const dismiss = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal open={open} onClose={dismiss} title={title} description={text} size="sm">
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm} busy={busy} busyLabel={busyLabel}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
