export default function Page() {
  return <h1>One heading</h1>;
}
