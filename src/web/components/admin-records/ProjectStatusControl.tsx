import { type FormEvent, useId, useState } from 'react';
import { reload } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import type { ProjectStatus } from '#domain/clients/project.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { submissionFor } from '../../lib/form-submission.ts';
import { ProcedureError, useMutationCall } from '../../lib/procedure-calls.ts';
import { DetailSection } from '../admin-proposals/DetailSection.tsx';
import { CONTROL_CLASSES } from '../forms/TextField.tsx';
import { ProjectStatusBadge } from '../portal/StatusBadge.tsx';
import { useToast } from '../toast/ToastProvider.tsx';
import { Button } from '../ui/Button.tsx';
import { FormError } from '../ui/FormError.tsx';
import { projectUrl } from './urls.ts';

interface ProjectStatusControlProps {
  projectId: string;
  status: ProjectStatus;
  /** Only the moves the rules allow from `status`. */
  nextStatuses: ProjectStatus[];
}

/** The owner moves the project on: a choice of the allowed next statuses only. */
export function ProjectStatusControl({ projectId, status, nextStatuses }: ProjectStatusControlProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const selectId = useId();
  const errorId = useId();
  const change = useMutationCall('adminClients.changeProjectStatus');
  const [to, setTo] = useState<ProjectStatus | undefined>(nextStatuses[0]);
  // A change posted without the script and refused: the page shows why.
  const posted = submissionFor(usePageContext().formSubmission, 'projectStatus');
  const [failure, setFailure] = useState<string | null>(
    posted ? posted.formError || t('adminRecords.status.failed') : null,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!to) return;
    setFailure(null);
    try {
      await change.mutateAsync({ id: projectId, from: status, to });
      toast(t('adminRecords.status.changed', { status: t(`portal.projectStatus.${to}`) }), 'success');
      await reload();
    } catch (error) {
      setFailure(error instanceof ProcedureError ? error.message : t('adminRecords.status.failed'));
    }
  };

  return (
    <DetailSection title={t('adminRecords.status.title')}>
      <p className="flex items-center gap-2 text-sm text-stone-700">
        {t('adminRecords.status.current')} <ProjectStatusBadge status={status} />
      </p>
      {nextStatuses.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{t('adminRecords.status.none')}</p>
      ) : (
        <form
          method="post"
          action={projectUrl(projectId)}
          onSubmit={(event) => void submit(event)}
          className="mt-4 space-y-3"
        >
          <input type="hidden" name="from" value={status} />
          <div>
            <label htmlFor={selectId} className="block text-sm font-medium text-stone-900">
              {t('adminRecords.status.label')}
            </label>
            <select
              id={selectId}
              name="to"
              value={to}
              aria-describedby={failure ? errorId : undefined}
              onChange={(event) => setTo(event.target.value as ProjectStatus)}
              className={`mt-1 ${CONTROL_CLASSES}`}
            >
              {nextStatuses.map((next) => (
                <option key={next} value={next}>
                  {t(`portal.projectStatus.${next}`)}
                </option>
              ))}
            </select>
          </div>
          <FormError id={errorId} message={failure} />
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t('adminRecords.status.saving') : t('adminRecords.status.submit')}
          </Button>
        </form>
      )}
    </DetailSection>
  );
}
