/** Never rendered: the guard redirects first. */
export default function Page() {
  return null;
}
