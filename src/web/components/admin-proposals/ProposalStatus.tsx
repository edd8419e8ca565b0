// The proposal and project badges of the portal (spec section 4's colours, the portal's status names);
// the admin proposal pages load the portal's texts for them (+pageTexts).
export { ProjectStatusBadge, ProposalStatusBadge } from '../portal/StatusBadge.tsx';
