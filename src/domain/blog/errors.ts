import { AppError } from '../shared/app-error.ts';

/** A missing post and a draft asked for by a visitor get the same answer. */
export const postNotFound = () => new AppError('not_found', 'BLOG.POST_NOT_FOUND', 'Post Not Found');
