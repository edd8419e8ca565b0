import type { ProjectStatus } from '#domain/clients/project.ts';
import type { ProposalStatus } from '#domain/proposals/proposal.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';

type Tone = 'blue' | 'green' | 'gray' | 'red' | 'yellow' | 'purple';

const TONES: Record<Tone, string> = {
  blue: 'bg-blue-100 text-blue-800',
  green: 'bg-green-100 text-green-800',
  gray: 'bg-stone-200 text-stone-800',
  red: 'bg-red-100 text-red-800',
  yellow: 'bg-yellow-100 text-yellow-900',
  purple: 'bg-purple-100 text-purple-800',
};

/** Spec section 4's colours. */
const PROJECT_TONES: Record<ProjectStatus, Tone> = {
  new: 'blue',
  active: 'green',
  completed: 'gray',
  cancelled: 'red',
  on_hold: 'yellow',
};

const PROPOSAL_TONES: Record<ProposalStatus, Tone> = {
  draft: 'gray',
  sent: 'blue',
  client_reviewing: 'yellow',
  approved: 'green',
  locked: 'purple',
};

function Badge({ tone, label }: { tone: Tone; label: string }) {
  return (
    <span className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ${TONES[tone]}`}>
      {label}
    </span>
  );
}

/**
 * `forClient`: the status in the client's words, saying what it means for them ("Deposit paid, work
 * under way", not "Locked"); the owner's screens keep the workflow's names. The portal, and the
 * owner's view of it, show the client's.
 */
interface StatusBadgeProps {
  forClient?: boolean;
}

export function ProjectStatusBadge({
  status,
  forClient = false,
}: StatusBadgeProps & { status: ProjectStatus }) {
  const { t } = useTranslation();
  const label = forClient ? t(`portal.clientProjectStatus.${status}`) : t(`portal.projectStatus.${status}`);
  return <Badge tone={PROJECT_TONES[status]} label={label} />;
}

/** A project sent for the client's address by someone not signed in as them, until the client confirms it. */
export function UnverifiedBadge({ forClient = false }: StatusBadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge
      tone="yellow"
      label={forClient ? t('portal.unverified.clientBadge') : t('portal.unverified.badge')}
    />
  );
}

export function ProposalStatusBadge({
  status,
  forClient = false,
}: StatusBadgeProps & { status: ProposalStatus }) {
  const { t } = useTranslation();
  const label = forClient ? t(`portal.clientProposalStatus.${status}`) : t(`portal.proposalStatus.${status}`);
  return <Badge tone={PROPOSAL_TONES[status]} label={label} />;
}
