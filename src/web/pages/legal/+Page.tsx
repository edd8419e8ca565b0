import { usePageContext } from 'vike-react/usePageContext';
import { LegalDocument } from '../../components/legal/LegalDocument.tsx';
import { requireLegalPage } from '../../components/legal/legal-pages.ts';

export default function Page() {
  const { routeParams } = usePageContext();
  return <LegalDocument page={requireLegalPage(routeParams.slug)} />;
}
