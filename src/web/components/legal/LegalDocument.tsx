import { usePageContext } from 'vike-react/usePageContext';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { type LegalBlock, type LegalSection, readSections } from './legal-content.ts';
import { LAST_UPDATED, LEGAL_PAGES, type LegalPage, legalPath } from './legal-pages.ts';
import { RichText } from './RichText.tsx';

/** A legal page: breadcrumb, title and date, a table of contents, the numbered sections and a contact note. */
export function LegalDocument({ page }: { page: LegalPage }) {
  const { t } = useTranslation();
  const { contactEmail } = usePageContext();
  const base = `legal.pages.${page.key}`;
  const title = t(`${base}.title`);
  // Nested texts come back uninterpolated, so `{{email}}` is left for RichText to turn into a link.
  const sections = readSections(t.nested(`${base}.sections`));

  return (
    <main className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <nav aria-label={t('legal.breadcrumb')} className="text-sm text-stone-500">
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <a href="/" className="hover:text-amber-800 hover:underline">
              {t('legal.home')}
            </a>
          </li>
          <li aria-hidden="true">›</li>
          <li aria-current="page" className="text-stone-700">
            {title}
          </li>
        </ol>
      </nav>

      <article>
        <header className="mt-8 max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-amber-700">
            {t('legal.eyebrow')}
          </p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-stone-900 sm:text-5xl">{title}</h1>
          <p className="mt-5">
            <time
              dateTime={LAST_UPDATED}
              className="inline-flex rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
            >
              {t('legal.lastUpdated')}
            </time>
          </p>
          <p className="mt-6 text-lg leading-relaxed text-stone-600">{t(`${base}.intro`)}</p>
        </header>

        <div className="mt-10 grid gap-10 border-t border-stone-200 pt-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14">
          <div>
            <TableOfContents sections={sections} />
          </div>
          <div className="prose prose-stone max-w-3xl prose-headings:scroll-mt-24 prose-h2:mb-4 prose-h2:mt-12 prose-h2:text-2xl prose-a:text-amber-800 prose-a:decoration-amber-300 prose-a:underline-offset-2 hover:prose-a:text-amber-900 prose-strong:text-stone-900 prose-code:rounded prose-code:bg-stone-100 prose-code:px-1.5 prose-code:py-0.5 prose-code:font-medium prose-code:before:content-none prose-code:after:content-none prose-li:my-1.5">
            {sections.map((section, index) => (
              <section key={section.id} aria-labelledby={section.id} className="[&:first-child>h2]:mt-0">
                <h2 id={section.id}>
                  <span aria-hidden="true" className="mr-3 font-semibold text-amber-700 tabular-nums">
                    {index + 1}.
                  </span>
                  {section.heading}
                </h2>
                {section.blocks.map((block, blockIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed text, so a block's position is its identity
                  <Block key={blockIndex} block={block} email={contactEmail} />
                ))}
              </section>
            ))}
          </div>
        </div>
      </article>

      <div className="mt-14 grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14">
        <div className="hidden lg:block" />
        <div className="max-w-3xl space-y-12">
          <section
            aria-labelledby="legal-questions"
            className="rounded-2xl bg-stone-900 p-6 text-stone-300 sm:p-8 [&_a]:font-medium [&_a]:text-amber-300 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-amber-200"
          >
            <h2 id="legal-questions" className="text-lg font-semibold text-white">
              {t('legal.questionsTitle')}
            </h2>
            <p className="mt-2 leading-relaxed">
              <RichText text={t('legal.questionsText', { email: '{{email}}' })} email={contactEmail} />
            </p>
          </section>
          <OtherDocuments current={page} />
        </div>
      </div>
    </main>
  );
}

function TableOfContents({ sections }: { sections: LegalSection[] }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-labelledby="legal-contents"
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto"
    >
      <h2 id="legal-contents" className="text-xs font-semibold uppercase tracking-wider text-stone-500">
        {t('legal.contents')}
      </h2>
      <ol className="mt-3 space-y-0.5 text-sm">
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="flex gap-2 rounded-md px-2 py-1.5 text-stone-700 hover:bg-amber-50 hover:text-amber-900"
            >
              <span aria-hidden="true" className="w-5 shrink-0 text-right text-stone-500 tabular-nums">
                {index + 1}.
              </span>
              <span>{section.heading}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Block({ block, email }: { block: LegalBlock; email: string }) {
  if (block.kind === 'paragraph')
    return (
      <p>
        <RichText text={block.text} email={email} />
      </p>
    );
  if (block.kind === 'list')
    return (
      <ul className="marker:text-amber-600">
        {block.items.map((item) => (
          <li key={item}>
            <RichText text={item} email={email} />
          </li>
        ))}
      </ul>
    );
  return <LegalTable caption={block.caption} head={block.head} rows={block.rows} email={email} />;
}

/** A table on wide screens; below `sm` each row becomes a card whose cells carry their column's name. */
function LegalTable({
  caption,
  head,
  rows,
  email,
}: {
  caption: string;
  head: string[];
  rows: string[][];
  email: string;
}) {
  return (
    <div className="not-prose my-6 overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm [&_code]:rounded [&_code]:bg-amber-50 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.85em] [&_code]:font-semibold [&_code]:text-amber-900 [&_code]:whitespace-nowrap">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-100 text-xs uppercase tracking-wide text-stone-600 max-sm:sr-only">
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className="px-4 py-3 font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {rows.map((row) => (
            <tr key={row.join('|')} className="align-top max-sm:block max-sm:px-4 max-sm:py-3">
              {row.map((cell, index) => (
                <td
                  key={head[index] ?? index}
                  data-label={head[index]}
                  className="px-4 py-3 leading-relaxed text-stone-700 first:font-medium first:text-stone-900 max-sm:block max-sm:px-0 max-sm:py-1 max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:uppercase max-sm:before:tracking-wide max-sm:before:text-stone-500 max-sm:before:content-[attr(data-label)] max-sm:first:before:hidden"
                >
                  <RichText text={cell} email={email} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OtherDocuments({ current }: { current: LegalPage }) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="legal-other">
      <h2 id="legal-other" className="text-sm font-semibold uppercase tracking-wider text-stone-500">
        {t('legal.otherDocuments')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {LEGAL_PAGES.filter((page) => page.slug !== current.slug).map((page) => (
          <li key={page.slug}>
            <a
              href={legalPath(page)}
              className="group flex h-full flex-col rounded-xl border border-stone-200 bg-white p-5 transition hover:border-amber-300 hover:shadow-md"
            >
              <span className="font-semibold text-stone-900 group-hover:text-amber-800">
                {t(`legal.pages.${page.key}.title`)}
              </span>
              <span className="mt-2 line-clamp-3 text-sm leading-relaxed text-stone-600">
                {t(`legal.pages.${page.key}.description`)}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
