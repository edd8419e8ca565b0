import { useId, useState } from 'react';
import type {
  AdminProposalDetailDto,
  ProjectChoiceDto,
  ProposalFormInput,
} from '#application/proposals/schemas.ts';
import { penceToPounds } from '#domain/proposals/amounts.ts';
import { DEFAULT_DEPOSIT_PERCENTAGE, DEPOSIT_PERCENTAGES } from '#domain/proposals/proposal.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { firstIssuePerField } from '../../lib/field-errors.ts';
import { callMutation, ProcedureError } from '../../lib/procedure-calls.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { useScriptFormAction } from '../forms/script-form.ts';
import { TextAreaField } from '../forms/TextAreaField.tsx';
import { controlClasses, describedBy, FieldFrame, TextField } from '../forms/TextField.tsx';
import { Modal } from '../modal/Modal.tsx';
import { Button } from '../ui/Button.tsx';
import { FormError } from '../ui/FormError.tsx';
import { ScopeItemsEditor } from './ScopeItemsEditor.tsx';
import { newScopeItem, type ScopeItemDraft, totalFromItems } from './scope-items-draft.ts';

export interface ProposalFormModalProps {
  open: boolean;
  /** The proposal to edit; null creates one. */
  proposal: AdminProposalDetailDto | null;
  projects: readonly ProjectChoiceDto[];
  /** The project chosen when creating (`?project_id=`). */
  initialProjectId?: string | undefined;
  onClose(): void;
  onSaved(proposal: AdminProposalDetailDto, mode: 'created' | 'updated'): void;
}

type Errors = Record<string, string>;

/**
 * 'Create New Proposal' / 'Edit Proposal': the spec's fields, the project it is for and its scope
 * items. The rules load on the first submit; the server checks them again.
 */
export function ProposalFormModal(props: ProposalFormModalProps) {
  const { t } = useTranslation();
  const { open, proposal, onClose } = props;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t(proposal ? 'adminProposals.form.editTitle' : 'adminProposals.form.createTitle')}
      closeLabel={t('adminProposals.form.close')}
      size="lg"
    >
      <ProposalForm {...props} />
    </Modal>
  );
}

function ProposalForm({ proposal, projects, initialProjectId, onClose, onSaved }: ProposalFormModalProps) {
  const formAction = useScriptFormAction();
  const { t } = useTranslation();
  const id = useId();
  const [projectId, setProjectId] = useState(proposal?.project.id ?? initialProjectId ?? '');
  const [title, setTitle] = useState(proposal?.title ?? '');
  const [description, setDescription] = useState(proposal?.description ?? '');
  const [total, setTotal] = useState(proposal ? penceToPounds(proposal.totalAmountPence) : '');
  const [deposit, setDeposit] = useState(String(proposal?.depositPercentage ?? DEFAULT_DEPOSIT_PERCENTAGE));
  const [items, setItems] = useState<ScopeItemDraft[]>(() => (proposal?.scopeItems ?? []).map(newScopeItem));
  const [errors, setErrors] = useState<Errors>({});
  const [itemErrors, setItemErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [fillNote, setFillNote] = useState<string | null>(null);
  const { busy, submission, onSubmit } = useSubmission();

  function fillTotal() {
    const sum = totalFromItems(items);
    if (sum === null) return setFillNote(t('adminProposals.form.noPrices'));
    setFillNote(null);
    setTotal(sum);
  }

  async function submit() {
    setFailure(null);
    const input: ProposalFormInput = {
      projectId,
      title,
      description,
      totalAmount: total,
      depositPercentage: Number(deposit),
      scopeItems: items.map(({ title, description, price }) => ({ title, description, price })),
    };
    const { proposalFormSchema } = await import('#application/proposals/schemas.ts');
    const parsed = proposalFormSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(firstIssuePerField(parsed.error.issues));
      setItemErrors(itemIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    setItemErrors({});
    try {
      const saved = proposal
        ? await callMutation('proposals.update', { ...input, id: proposal.id }, submission)
        : await callMutation('proposals.create', input, submission);
      onSaved(saved, proposal ? 'updated' : 'created');
    } catch (error) {
      if (error instanceof ProcedureError && error.data?.fieldErrors)
        setErrors(
          Object.fromEntries(
            Object.entries(error.data.fieldErrors).flatMap(([field, messages]) =>
              messages?.[0] ? [[field, messages[0]]] : [],
            ),
          ),
        );
      setFailure(
        error instanceof ProcedureError && error.data ? error.message : t('adminProposals.form.failed'),
      );
    }
  }

  const field = (name: string) => `${id}-${name}`;
  const projectError = errors.projectId;
  return (
    <form method="post" action={formAction} noValidate onSubmit={onSubmit(submit)} className="space-y-5">
      <FieldFrame id={field('project')} label={t('adminProposals.form.project')} error={projectError}>
        <select
          id={field('project')}
          required
          value={projectId}
          onChange={(event) => setProjectId(event.target.value)}
          aria-invalid={projectError ? true : undefined}
          aria-describedby={describedBy({ id: field('project'), error: projectError })}
          className={controlClasses()}
        >
          <option value="">{t('adminProposals.form.chooseProject')}</option>
          {projects.map((project) => (
            <option key={project.id} value={project.id}>
              {t('adminProposals.form.projectOption', { project: project.name, client: project.clientName })}
            </option>
          ))}
        </select>
      </FieldFrame>
      {projects.length === 0 && (
        <p className="text-sm text-stone-600">{t('adminProposals.form.noProjects')}</p>
      )}
      <TextField
        id={field('title')}
        label={t('adminProposals.form.title')}
        required
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title}
      />
      <TextAreaField
        id={field('description')}
        label={t('adminProposals.form.description')}
        rows={3}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        error={errors.description}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={field('total')}
          label={t('adminProposals.form.totalAmount')}
          type="number"
          step="0.01"
          min="0"
          inputMode="decimal"
          required
          value={total}
          onChange={(event) => setTotal(event.target.value)}
          error={errors.totalAmount}
        />
        <FieldFrame
          id={field('deposit')}
          label={t('adminProposals.form.depositPercentage')}
          error={errors.depositPercentage}
        >
          <select
            id={field('deposit')}
            value={deposit}
            onChange={(event) => setDeposit(event.target.value)}
            className={controlClasses()}
          >
            {DEPOSIT_PERCENTAGES.map((percentage) => (
              <option key={percentage} value={percentage}>
                {t('adminProposals.form.depositOption', { percentage })}
              </option>
            ))}
          </select>
        </FieldFrame>
      </div>
      <ScopeItemsEditor
        idPrefix={field('item')}
        items={items}
        errors={itemErrors}
        listError={errors.scopeItems}
        onChange={setItems}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={fillTotal}>
          {t('adminProposals.form.fillTotal')}
        </Button>
        <span className="text-xs text-stone-500" aria-live="polite">
          {fillNote ?? t('adminProposals.form.fillTotalHint')}
        </span>
      </div>
      <FormError message={failure} />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('adminProposals.form.cancel')}
        </Button>
        <Button type="submit" busy={busy} busyLabel={t('adminProposals.form.saving')}>
          {t(proposal ? 'adminProposals.form.updateSubmit' : 'adminProposals.form.createSubmit')}
        </Button>
      </div>
    </form>
  );
}

/** The first message per item field, keyed `index.field` (the form's own fields key by name). */
function itemIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const found: Errors = {};
  for (const { path, message } of issues) {
    const [list, index, name] = path;
    if (list !== 'scopeItems' || typeof index !== 'number' || typeof name !== 'string') continue;
    found[`${index}.${name}`] ??= message;
  }
  return found;
}
