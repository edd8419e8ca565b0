import { useTranslation } from '../../i18n/use-translation.tsx';
import { Button } from '../ui/Button.tsx';
import { usePortalView } from './portal-view.ts';

/**
 * On a project sent with the client's address by someone not signed in as them: what happened, and the
 * client's two answers, "Confirm" (it is theirs) or "Remove" (it is not). Plain forms: they work before
 * any script, and the portal answers with the page again (Post/Redirect/Get). The owner's read-only view
 * of the portal shows the note only.
 */
export function UnverifiedProjectActions({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const { readOnly } = usePortalView();
  return (
    <div className="mt-4 rounded-md border border-yellow-300 bg-yellow-50 p-4 text-sm text-stone-800">
      <p>{t('portal.unverified.note')}</p>
      {!readOnly && (
        <div className="mt-3 flex flex-wrap gap-2">
          <form method="post" action="/portal">
            <input type="hidden" name="project" value={projectId} />
            <input type="hidden" name="decision" value="confirm" />
            <Button type="submit" size="sm" variant="primary">
              {t('portal.unverified.confirm')}
            </Button>
          </form>
          <form method="post" action="/portal">
            <input type="hidden" name="project" value={projectId} />
            <input type="hidden" name="decision" value="decline" />
            <Button type="submit" size="sm" variant="danger-outline">
              {t('portal.unverified.decline')}
            </Button>
          </form>
        </div>
      )}
    </div>
  );
}
