// Over 300 lines: data, not logic: the seeded services with their texts in six languages.
import type { ServiceText } from '#domain/booking/service.ts';
import type { ServiceFields } from './ports.ts';

export interface SeededService {
  fields: ServiceFields;
  translations: Partial<Record<string, ServiceText>>;
}

const HOUR = 60;
const DAY = 24 * HOUR;
/** Every seeded service: bookable two months ahead, with a quarter of an hour to reset after each session. */
const common = { bufferBeforeMinutes: 0, bufferAfterMinutes: 15, horizonDays: 60, isActive: true } as const;

/**
 * The services a fresh site offers: the five consultations the venture pages link to
 * (`/booking?service={slug}`), the coaching session behind the home page's martial-arts "Book Now",
 * and the personal consultation and business strategy session the spec's list of services names.
 */
export const SEEDED_SERVICES: readonly SeededService[] = [
  {
    fields: {
      ...common,
      slug: 'medai-consultation',
      name: 'MedAI Demo and Consultation',
      description:
        'A guided tour of MedAI for your clinic or practice: appointments, invoicing, payments and reminders, and a conversation about what your team needs.',
      durationMinutes: 45,
      pricePence: 0,
      minimumNoticeMinutes: 12 * HOUR,
    },
    translations: {
      de: {
        name: 'MedAI-Demo und Beratung',
        description:
          'Eine geführte Vorstellung von MedAI für Ihre Klinik oder Praxis: Termine, Rechnungen, Zahlungen und Erinnerungen, dazu ein Gespräch darüber, was Ihr Team braucht.',
      },
      es: {
        name: 'Demostración y consulta de MedAI',
        description:
          'Un recorrido guiado por MedAI para su clínica o consulta: citas, facturación, pagos y recordatorios, y una conversación sobre lo que necesita su equipo.',
      },
      fr: {
        name: 'Démonstration et consultation MedAI',
        description:
          'Une visite guidée de MedAI pour votre clinique ou votre cabinet : rendez-vous, facturation, paiements et rappels, et un échange sur les besoins de votre équipe.',
      },
      it: {
        name: 'Demo e consulenza MedAI',
        description:
          'Una presentazione guidata di MedAI per la vostra clinica o il vostro studio: appuntamenti, fatturazione, pagamenti e promemoria, e un confronto su ciò di cui ha bisogno il vostro team.',
      },
      pt: {
        name: 'Demonstração e consulta MedAI',
        description:
          'Uma apresentação guiada do MedAI para a sua clínica ou consultório: marcações, faturação, pagamentos e lembretes, e uma conversa sobre o que a sua equipa precisa.',
      },
    },
  },
  {
    fields: {
      ...common,
      slug: 'electrical-consultation',
      name: 'Electrical Consultation',
      description:
        'Talk through the electrical work your home or business needs, from a new circuit to a full rewire, and leave with clear next steps and an idea of cost.',
      durationMinutes: 60,
      pricePence: 0,
      minimumNoticeMinutes: DAY,
    },
    translations: {
      de: {
        name: 'Elektro-Beratung',
        description:
          'Besprechen Sie die Elektroarbeiten, die Ihr Zuhause oder Ihr Unternehmen braucht, vom neuen Stromkreis bis zur kompletten Neuverkabelung, und gehen Sie mit klaren nächsten Schritten und einer Vorstellung der Kosten.',
      },
      es: {
        name: 'Consulta eléctrica',
        description:
          'Hable de los trabajos eléctricos que necesita su hogar o su negocio, desde un circuito nuevo hasta un recableado completo, y salga con próximos pasos claros y una idea del coste.',
      },
      fr: {
        name: 'Consultation en électricité',
        description:
          "Parlons des travaux électriques dont votre logement ou votre entreprise a besoin, d'un nouveau circuit à une réfection complète, et repartez avec des étapes claires et une idée du coût.",
      },
      it: {
        name: 'Consulenza elettrica',
        description:
          "Parliamo dei lavori elettrici di cui ha bisogno la sua casa o la sua attività, da un nuovo circuito al rifacimento completo dell'impianto, e ripartite con passi chiari e un'idea dei costi.",
      },
      pt: {
        name: 'Consulta de eletricidade',
        description:
          'Fale sobre os trabalhos elétricos de que a sua casa ou empresa precisa, de um novo circuito a uma instalação completa, e saia com próximos passos claros e uma ideia do custo.',
      },
    },
  },
  {
    fields: {
      ...common,
      slug: 'technical-consultation',
      name: 'Technical Consultation',
      description:
        'For renovations, new builds and larger projects: loads, layouts and options reviewed with an engineer before any work starts.',
      durationMinutes: 60,
      pricePence: 7_500,
      minimumNoticeMinutes: DAY,
    },
    translations: {
      de: {
        name: 'Technische Beratung',
        description:
          'Für Renovierungen, Neubauten und größere Projekte: Lasten, Grundrisse und Möglichkeiten mit einem Ingenieur durchgehen, bevor die Arbeiten beginnen.',
      },
      es: {
        name: 'Consulta técnica',
        description:
          'Para reformas, obras nuevas y proyectos de mayor tamaño: cargas, distribuciones y opciones revisadas con un ingeniero antes de empezar cualquier trabajo.',
      },
      fr: {
        name: 'Consultation technique',
        description:
          'Pour les rénovations, les constructions neuves et les projets plus importants : charges, implantations et options étudiées avec un ingénieur avant le début des travaux.',
      },
      it: {
        name: 'Consulenza tecnica',
        description:
          'Per ristrutturazioni, nuove costruzioni e progetti più grandi: carichi, disposizioni e alternative esaminati con un ingegnere prima di iniziare i lavori.',
      },
      pt: {
        name: 'Consulta técnica',
        description:
          'Para renovações, construções novas e projetos maiores: cargas, disposições e opções analisadas com um engenheiro antes de qualquer obra começar.',
      },
    },
  },
  {
    fields: {
      ...common,
      slug: 'solar-consultation',
      name: 'Solar Consultation',
      description:
        'Find out what solar panels and battery storage could do for your home, estate or business: roof and site, likely savings, and the system that fits.',
      durationMinutes: 45,
      pricePence: 0,
      minimumNoticeMinutes: 12 * HOUR,
    },
    translations: {
      de: {
        name: 'Solar-Beratung',
        description:
          'Erfahren Sie, was Solarmodule und Batteriespeicher für Ihr Zuhause, Ihre Wohnanlage oder Ihr Unternehmen leisten können: Dach und Standort, mögliche Einsparungen und das passende System.',
      },
      es: {
        name: 'Consulta solar',
        description:
          'Descubra lo que los paneles solares y las baterías pueden hacer por su hogar, su urbanización o su negocio: tejado y terreno, ahorro probable y el sistema que mejor encaja.',
      },
      fr: {
        name: 'Consultation solaire',
        description:
          'Découvrez ce que des panneaux solaires et un stockage sur batterie peuvent apporter à votre maison, votre résidence ou votre entreprise : toiture et site, économies probables et le système adapté.',
      },
      it: {
        name: 'Consulenza solare',
        description:
          "Scoprite cosa possono fare i pannelli solari e l'accumulo a batteria per la vostra casa, il vostro complesso residenziale o la vostra attività: tetto e sito, risparmi probabili e l'impianto giusto.",
      },
      pt: {
        name: 'Consulta de energia solar',
        description:
          'Descubra o que os painéis solares e o armazenamento em baterias podem fazer pela sua casa, condomínio ou empresa: telhado e local, poupança provável e o sistema mais adequado.',
      },
    },
  },
  {
    fields: {
      ...common,
      slug: 'education-consultation',
      name: 'Education Consultation',
      description:
        'Learn about the technical college we are building in Cameroon: its programmes, partnerships, and how you or your organisation can take part.',
      durationMinutes: 30,
      pricePence: 0,
      minimumNoticeMinutes: 12 * HOUR,
    },
    translations: {
      de: {
        name: 'Bildungsberatung',
        description:
          'Erfahren Sie mehr über die technische Fachschule, die wir in Kamerun aufbauen: ihre Programme, Partnerschaften und wie Sie oder Ihre Organisation sich beteiligen können.',
      },
      es: {
        name: 'Consulta educativa',
        description:
          'Conozca la escuela técnica que estamos construyendo en Camerún: sus programas, sus alianzas y cómo usted o su organización pueden participar.',
      },
      fr: {
        name: 'Consultation éducation',
        description:
          "Découvrez l'école technique que nous construisons au Cameroun : ses programmes, ses partenariats, et comment vous ou votre organisation pouvez y prendre part.",
      },
      it: {
        name: "Consulenza sull'istruzione",
        description:
          "Scoprite l'istituto tecnico che stiamo costruendo in Camerun: i suoi programmi, le collaborazioni e come voi o la vostra organizzazione potete partecipare.",
      },
      pt: {
        name: 'Consulta sobre educação',
        description:
          'Conheça a escola técnica que estamos a construir nos Camarões: os seus programas, parcerias e como você ou a sua organização podem participar.',
      },
    },
  },
  {
    fields: {
      ...common,
      slug: 'mix-marshall-arts',
      name: 'Mix Marshall Arts Coaching Session',
      description:
        'A one-to-one coaching session for every level, complete beginners included: Wing Chun and Kung Fu movement, breathing and focus, and the philosophy behind them.',
      durationMinutes: 60,
      pricePence: 3_500,
      bufferBeforeMinutes: 15,
      minimumNoticeMinutes: DAY,
    },
    translations: {
      de: {
        name: 'Mix Marshall Arts Coaching-Einheit',
        description:
          'Eine Coaching-Einheit unter vier Augen für jedes Niveau, auch für absolute Anfänger: Bewegungen aus Wing Chun und Kung Fu, Atmung und Konzentration und die Philosophie dahinter.',
      },
      es: {
        name: 'Sesión de coaching de Mix Marshall Arts',
        description:
          'Una sesión de coaching individual para todos los niveles, también para principiantes absolutos: movimientos de Wing Chun y Kung Fu, respiración y concentración, y la filosofía que hay detrás.',
      },
      fr: {
        name: 'Séance de coaching Mix Marshall Arts',
        description:
          'Une séance de coaching individuelle pour tous les niveaux, débutants complets compris : mouvements de Wing Chun et de Kung Fu, respiration et concentration, et la philosophie qui les porte.',
      },
      it: {
        name: 'Sessione di coaching Mix Marshall Arts',
        description:
          'Una sessione di coaching individuale per ogni livello, principianti assoluti compresi: movimenti di Wing Chun e Kung Fu, respirazione e concentrazione, e la filosofia che li guida.',
      },
      pt: {
        name: 'Sessão de coaching Mix Marshall Arts',
        description:
          'Uma sessão de coaching individual para todos os níveis, incluindo principiantes absolutos: movimentos de Wing Chun e Kung Fu, respiração e concentração, e a filosofia por trás deles.',
      },
    },
  },
  {
    fields: {
      ...common,
      slug: 'personal-consultation',
      name: 'Personal Consultation',
      description:
        'A one-to-one conversation about your idea, your project or your next step: we look at where you are, what you want to reach and a practical way to get there.',
      durationMinutes: 60,
      pricePence: 5_000,
      minimumNoticeMinutes: DAY,
    },
    translations: {
      de: {
        name: 'Persönliche Beratung',
        description:
          'Ein Gespräch unter vier Augen über Ihre Idee, Ihr Projekt oder Ihren nächsten Schritt: Wir sehen uns an, wo Sie stehen, was Sie erreichen möchten und einen praktischen Weg dorthin.',
      },
      es: {
        name: 'Consulta personal',
        description:
          'Una conversación individual sobre su idea, su proyecto o su próximo paso: vemos dónde está, qué quiere lograr y un camino práctico para conseguirlo.',
      },
      fr: {
        name: 'Consultation personnelle',
        description:
          'Un entretien individuel sur votre idée, votre projet ou votre prochaine étape : nous regardons où vous en êtes, ce que vous voulez atteindre et un chemin concret pour y parvenir.',
      },
      it: {
        name: 'Consulenza personale',
        description:
          'Un colloquio individuale sulla sua idea, il suo progetto o il suo prossimo passo: vediamo a che punto è, che cosa vuole raggiungere e una strada concreta per arrivarci.',
      },
      pt: {
        name: 'Consulta pessoal',
        description:
          'Uma conversa individual sobre a sua ideia, o seu projeto ou o seu próximo passo: vemos onde está, o que quer alcançar e um caminho prático para lá chegar.',
      },
    },
  },
  {
    fields: {
      ...common,
      slug: 'business-strategy-session',
      name: 'Business Strategy Session',
      description:
        'For founders and small teams: your market, offer, pricing and priorities reviewed together, ending with a short plan for the next three months.',
      durationMinutes: 60,
      pricePence: 9_500,
      minimumNoticeMinutes: DAY,
    },
    translations: {
      de: {
        name: 'Strategiesitzung für Unternehmen',
        description:
          'Für Gründer und kleine Teams: Markt, Angebot, Preise und Prioritäten gemeinsam geprüft, zum Abschluss ein kurzer Plan für die nächsten drei Monate.',
      },
      es: {
        name: 'Sesión de estrategia empresarial',
        description:
          'Para fundadores y equipos pequeños: su mercado, su oferta, sus precios y sus prioridades revisados juntos, con un plan breve para los próximos tres meses al final.',
      },
      fr: {
        name: 'Séance de stratégie d’entreprise',
        description:
          'Pour les fondateurs et les petites équipes : votre marché, votre offre, vos prix et vos priorités passés en revue ensemble, avec à la fin un plan court pour les trois prochains mois.',
      },
      it: {
        name: 'Sessione di strategia aziendale',
        description:
          'Per fondatori e piccoli team: mercato, offerta, prezzi e priorità esaminati insieme, con un breve piano per i prossimi tre mesi alla fine.',
      },
      pt: {
        name: 'Sessão de estratégia empresarial',
        description:
          'Para fundadores e pequenas equipas: o seu mercado, a sua oferta, os seus preços e as suas prioridades analisados em conjunto, terminando com um plano curto para os próximos três meses.',
      },
    },
  },
];
