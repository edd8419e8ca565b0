import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { callMutation, ProcedureError } from '../../lib/procedure-calls.ts';
import { useToast } from '../toast/ToastProvider.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';

export interface ProposalToSend {
  id: string;
  title: string;
  clientName: string;
  clientEmail: string;
}

/**
 * "Send to Client?" for a draft: on yes the server moves it to sent and e-mails the client; a refusal
 * (already sent) is shown with the server's message.
 */
export function SendProposalDialog({
  proposal,
  onClose,
  onSent,
}: {
  proposal: ProposalToSend | null;
  onClose(): void;
  onSent(): void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function send() {
    if (!proposal) return;
    setBusy(true);
    try {
      await callMutation('proposals.send', { id: proposal.id });
      toast(t('adminProposals.sent'), 'success');
      onSent();
    } catch (error) {
      toast(
        error instanceof ProcedureError && error.data ? error.message : t('adminProposals.send.failed'),
        'error',
      );
      onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={proposal !== null}
      title={t('adminProposals.send.title')}
      text={
        proposal
          ? t('adminProposals.send.text', {
              title: proposal.title,
              client: proposal.clientName,
              email: proposal.clientEmail,
            })
          : ''
      }
      confirmLabel={t('adminProposals.send.confirm')}
      busyLabel={t('adminProposals.send.sending')}
      cancelLabel={t('adminProposals.send.cancel')}
      busy={busy}
      onConfirm={send}
      onCancel={onClose}
    />
  );
}
