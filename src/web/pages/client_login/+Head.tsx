import { SeoHead } from '../../components/seo/SeoHead.tsx';

export default function Head() {
  return <SeoHead path="/client_login" />;
}
