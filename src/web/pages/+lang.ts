import type { PageContext } from 'vike/types';

/** `<html lang>` follows the reader's language, on the server and after client navigation. */
export default (pageContext: PageContext) => pageContext.lang;
