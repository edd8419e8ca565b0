import { AppError } from '../shared/app-error.ts';

export const proposalNotFound = () => new AppError('not_found', 'PROPOSALS.NOT_FOUND', 'Proposal Not Found');
