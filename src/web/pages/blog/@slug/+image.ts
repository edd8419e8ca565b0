import type { PageContext } from 'vike/types';
import type { Data } from './+data.ts';

/** Absolute, as social sites need it. */
export default (pageContext: PageContext<Data>) =>
  pageContext.data ? new URL(pageContext.data.post.socialImageUrl, pageContext.siteUrl).href : null;
