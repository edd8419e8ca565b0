import { useTranslation } from '../../i18n/use-translation.tsx';
import { ActionLink } from './ActionLink.tsx';
import { CtaBand } from './CtaBand.tsx';
import { FigureCards } from './FigureCards.tsx';
import type { IconName } from './icons.ts';
import { RegionCards } from './RegionCards.tsx';
import { VentureArt } from './VentureArtIsland.tsx';
import { VentureHero } from './VentureHero.tsx';
import { VentureSection } from './VentureSection.tsx';

/**
 * The parts the two EPIE ventures (electricians, solar) share, each read from its page's texts (`ns`):
 * the same keys under `electricians.` or `solar.`.
 */
type Ns = 'electricians' | 'solar';

/** A link of a hero or a closing band: where it goes and its text's key under the page's group. */
interface VentureLink {
  href: string;
  key: string;
}

const REGIONS = ['uk', 'africa'] as const;

/** The hero with its two links, then the venture's figures. */
export function EpieHero({
  ns,
  figures,
  primary,
  secondary,
}: {
  ns: Ns;
  figures: readonly string[];
  primary: VentureLink;
  secondary: VentureLink;
}) {
  const { t } = useTranslation();
  return (
    <>
      <VentureHero
        eyebrow={t(`${ns}.hero.eyebrow`)}
        title={t(`${ns}.hero.title`)}
        subtitle={t(`${ns}.hero.subtitle`)}
        intro={t(`${ns}.hero.intro`)}
        back={{ href: '/', label: t(`${ns}.backHome`) }}
        art={<VentureArt name={ns} />}
        actions={<LinkPair ns={ns} group="hero" surface="dark" primary={primary} secondary={secondary} />}
      />
      <FigureCards
        label={t(`${ns}.figures.label`)}
        figures={figures.map((key) => ({
          value: t(`${ns}.figures.${key}.value`),
          label: t(`${ns}.figures.${key}.label`),
          detail: t(`${ns}.figures.${key}.detail`),
        }))}
      />
    </>
  );
}

/** Where the venture works: the UK and Africa. */
export function EpieRegions({
  ns,
  watermark,
  tone,
}: {
  ns: Ns;
  watermark: 'globe' | 'sun';
  tone?: 'plain' | 'white';
}) {
  const { t } = useTranslation();
  return (
    <VentureSection tone={tone} eyebrow={t(`${ns}.regions.eyebrow`)} title={t(`${ns}.regions.title`)}>
      <RegionCards
        watermark={watermark}
        regions={REGIONS.map((key) => ({
          key,
          title: t(`${ns}.regions.${key}.title`),
          text: t(`${ns}.regions.${key}.text`),
        }))}
      />
    </VentureSection>
  );
}

/** The closing band with its two links. */
export function EpieCta({
  ns,
  icon,
  primary,
  secondary,
}: {
  ns: Ns;
  icon: IconName;
  primary: VentureLink;
  secondary: VentureLink;
}) {
  const { t } = useTranslation();
  return (
    <CtaBand
      icon={icon}
      title={t(`${ns}.cta.title`)}
      text={t(`${ns}.cta.text`)}
      actions={<LinkPair ns={ns} group="cta" surface="accent" primary={primary} secondary={secondary} />}
    />
  );
}

function LinkPair({
  ns,
  group,
  surface,
  primary,
  secondary,
}: {
  ns: Ns;
  group: 'hero' | 'cta';
  surface: 'dark' | 'accent';
  primary: VentureLink;
  secondary: VentureLink;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ActionLink href={primary.href} surface={surface}>
        {t(`${ns}.${group}.${primary.key}`)}
      </ActionLink>
      <ActionLink href={secondary.href} surface={surface} variant="outline">
        {t(`${ns}.${group}.${secondary.key}`)}
      </ActionLink>
    </>
  );
}
