import { useTranslation } from '../../i18n/use-translation.tsx';
import { callMutation, ProcedureError } from '../../lib/procedure-calls.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { useToast } from '../toast/ToastProvider.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';

export interface DraftToDelete {
  id: string;
  title: string;
}

/**
 * "Delete this draft?": on yes the server deletes it (busy from the first press, so a double press
 * deletes once); a refusal (it has been sent meanwhile) is shown with the server's message.
 */
export function DeleteDraftDialog({
  proposal,
  onClose,
  onDeleted,
}: {
  proposal: DraftToDelete | null;
  onClose(): void;
  onDeleted(): Promise<void>;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const { busy, submission, once } = useSubmission();

  const remove = once(async () => {
    if (!proposal) return;
    try {
      await callMutation('proposals.deleteDraft', { id: proposal.id }, submission);
    } catch (error) {
      toast(
        error instanceof ProcedureError && error.data ? error.message : t('adminProposals.delete.failed'),
        'error',
      );
      onClose();
      return;
    }
    toast(t('adminProposals.deleted'), 'success');
    await onDeleted();
  });

  return (
    <ConfirmDialog
      open={proposal !== null}
      title={t('adminProposals.delete.title')}
      text={proposal ? t('adminProposals.delete.text', { title: proposal.title }) : ''}
      confirmLabel={t('adminProposals.delete.confirm')}
      busyLabel={t('adminProposals.delete.deleting')}
      cancelLabel={t('adminProposals.delete.cancel')}
      busy={busy}
      onConfirm={remove}
      onCancel={onClose}
    />
  );
}
