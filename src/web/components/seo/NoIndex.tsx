/**
 * For a page opened from an e-mailed link: its token makes the address one person's, so no search
 * engine should keep it (robots.txt cannot list them, they sit under public paths).
 */
export function NoIndex() {
  return <meta name="robots" content="noindex" />;
}
