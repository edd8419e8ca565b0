/** A private link from an e-mail: never in a search engine. */
export default function Head() {
  return <meta name="robots" content="noindex, nofollow" />;
}
