import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { RecentPosts } from '../../components/blog/RecentPosts.tsx';
import { SiteStatusPanel } from '../../components/SiteStatusPanel.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { status, recentPosts } = useData<Data>();
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <p className="text-sm font-semibold uppercase tracking-wide text-amber-700">{t('site.tagline')}</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight">{t('home.title')}</h1>
      <p className="mt-4 text-lg text-stone-600">{t('home.intro')}</p>
      <SiteStatusPanel initial={status} />
      <RecentPosts posts={recentPosts} />
    </main>
  );
}
