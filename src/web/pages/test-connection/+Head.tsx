/** A tool for checking the site, not content: never in a search engine. */
export default function Head() {
  return <meta name="robots" content="noindex, nofollow" />;
}
