import { isPostLanguage, type PostLanguage, type PostTranslations } from '#domain/blog/translations.ts';
import { RETRY_HELPER_SNIPPET } from './demo-snippets.ts';
import { de } from './demo-translations/de.ts';
import { es } from './demo-translations/es.ts';
import { fr } from './demo-translations/fr.ts';
import { it } from './demo-translations/it.ts';
import { pt } from './demo-translations/pt.ts';
import type { DemoTranslations } from './demo-translations/types.ts';

/** Where the demo posts' covers are served from, drawn in advance (`build/demo-covers.ts`). */
export const DEMO_COVER_FOLDER = '/demo/covers';

/** A demo post's cover: the site's own generator's drawing of it, shipped with the site. */
export const demoCoverUrl = (slug: string) => `${DEMO_COVER_FOLDER}/${slug}.webp`;

/** The demo posts seeded on a fresh site's first start (the owner edits or deletes them). */
export interface DemoPost {
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  /** ISO instant; also used as created_at. */
  publishedAt: string;
  /** Markdown. */
  content: string;
}

/** Written in English; the weekly, truth and welcome posts are also in the site's other languages. */
const TRANSLATED: Readonly<Record<Exclude<PostLanguage, 'en'>, DemoTranslations>> = { fr, it, es, de, pt };

/** A demo post's translations, by language (none for the posts written in English only). */
export function demoTranslations(slug: string): PostTranslations {
  const translations: PostTranslations = {};
  for (const [language, posts] of Object.entries(TRANSLATED)) {
    const text = posts[slug];
    if (text && isPostLanguage(language)) translations[language] = text;
  }
  return translations;
}

export const DEMO_POSTS: readonly DemoPost[] = [
  {
    slug: 'weekly-catch-up-robots-rollouts-and-rebuilds',
    title: 'Weekly Catch-up: Robots, Rollouts and Rebuilds',
    excerpt:
      'This week: the scheduled robots that draft my weekly updates, a careful rollout of the new site infrastructure, and why Tag my Thing is being rebuilt from its core.',
    tags: ['weekly-update', 'development', 'automation', 'infrastructure'],
    publishedAt: '2025-06-02T09:00:00.000Z',
    content: `It has been a busy week, and I promised myself these catch-ups would stay honest even when the unfinished list is longer than the finished one. So here is where everything stands: the robots are running, the new infrastructure is rolling out, and Tag my Thing is halfway through a rebuild I should probably have started a year ago.

## The robots are awake

"Robots" is a grand word for what are really a handful of scheduled jobs, but I like the name and it has stuck. The main one drafts and posts these weekly updates. Every Monday morning it gathers my commit messages, closed tasks and notes from the week into a draft in the admin area for me to review. Nothing goes out without me reading it first. The robot does the gathering; I do the telling.

### What the robots do now

- Collect the week's notes and finished tasks into a single draft post
- Tag the draft automatically, so it shows up under the right topics
- Check every link in the draft and flag any that are broken
- Send me a short reminder if a draft has been sitting unreviewed for more than a day

The hardest lesson this week was about failure. Scheduled jobs fail quietly. A network call times out at six in the morning, nobody is watching, and the job simply does not happen. So I wrapped the fragile parts in a small retry helper:

${RETRY_HELPER_SNIPPET}

It is not clever, and that is the point. Each attempt waits a little longer than the last, and if everything still fails, the original error is thrown so the job is logged as failed rather than pretending all is well. Pairing \`withRetry\` with a proper failure log has already caught two problems I would otherwise have missed entirely.

If you are curious about the rest of the automation work, everything is collected under [the automation tag](/blog?tag=automation).

## Rolling out the new infrastructure

The other big piece this week was moving the site onto its new foundation. For a one-person business, infrastructure has to be boring in the best sense: predictable, cheap to run, and easy to fix at eleven at night without a team to call. I rolled it out in careful steps rather than in one brave leap:

1. Run the new setup alongside the old one and compare the pages side by side
2. Move the database with a tested migration, then check that the numbers match
3. Switch a small share of visitors over and watch the error logs for a day
4. Move everyone across once the logs stay quiet
5. Keep the old setup available for a week, just in case

Nothing dramatic happened. The booking pages are faster, the admin area no longer stalls when I upload images, and backups now run every night instead of whenever I remember.

## Rebuilding Tag my Thing

Tag my Thing began as a simple idea: help people record what they own and what it means to them, so that nothing important is lost when it passes to the next generation. The first version worked, but it grew by accident. Features were added where they fitted at the time, not where they belonged.

### Why rebuild instead of patching

Every fix was starting to break something else. When a small change to the way items are tagged can quietly affect how a digital legacy is shared with family, that is a sign the structure needs attention. The rebuild separates the core rules (what an item is, who it belongs to and who may see it) from the screens and storage around them. It is slower work, but it means I can change one part with confidence that the rest will hold.

## What shipped this week

| Area | What changed | Status |
| --- | --- | --- |
| Automation | Weekly update drafts with link checking | Live |
| Infrastructure | New hosting, nightly backups, faster pages | Live |
| Tag my Thing | New core model for items and ownership | In testing |

## Next week

The plan is to finish testing the new Tag my Thing core, invite a few early users to try it, and write up what I learned from the migration in more detail. Truth is a tool, and that includes being honest about what is still unfinished.
`,
  },
  {
    slug: 'reunited-after-a-decade-dannys-back-in-london',
    title: "Reunited After a Decade: Danny's Back in London",
    excerpt:
      'After ten years of silence, a chance meeting outside Liverpool Street brought an old friend back into my life, and taught me what pride and silence really cost.',
    tags: ['humanity', 'peace', 'philosophy'],
    publishedAt: '2025-04-18T18:30:00.000Z',
    content: `Some reunions are planned for months. Mine happened on a wet Tuesday outside Liverpool Street station, when a voice behind me said my name the way only one person ever said it. I turned around and there was Danny: older, greyer at the temples, and grinning exactly as he did ten years ago.

## Ten years in a moment

Danny and I met when we were both young and full of plans. We trained together, argued about music until the early hours, and helped each other through a couple of hard years that neither of us talks about much. Then life did what life does. He moved abroad for work, I threw myself into building businesses, and the messages became less frequent until, without either of us deciding it, they stopped.

I had thought about him often. I had even started writing to him more than once, and each time I stopped, telling myself it had been too long, that it would be awkward, that he had probably moved on. Standing on that pavement, I realised how much of that story I had invented.

## What we talked about

We found a small café and stayed for three hours. We spoke about his children, my ventures, the friends we had lost and the ones we had kept. At one point he told me something I have not stopped thinking about:

> "I didn't stay away because I forgot you. I stayed away because I was ashamed of where I was, and I didn't want you to see it."

He had gone through a difficult stretch: a business that failed and a marriage that nearly did. I had gone through my own version of the same thing. Both of us had kept silent for the same reason. We did not want to be seen at our lowest, and both of us had lost years of friendship because of it.

## What I am taking away

I have been turning that afternoon over in my mind ever since, and a few lessons keep coming back:

- **Silence is not neutral.** Not reaching out is also a choice, and it has a cost.
- **Pride makes poor decisions.** The fear of looking weak kept two friends apart for a decade.
- **Truth shortens distance.** The moment Danny told me why he had disappeared, ten years collapsed into an afternoon.
- **It is rarely too late.** The awkwardness I had feared lasted about thirty seconds.

## Friendship as a practice

In martial arts we talk about maintaining a structure, not because you expect to be attacked at every moment, but because a structure that is practised is there when you need it. Friendship works the same way. It is kept alive in small, regular acts: a message, a phone call, an honest answer when someone asks how you are really doing.

I often write on this blog that truth is a tool for solving problems. That afternoon reminded me that it is also a tool for healing them. Danny did not need me to fix anything. He needed to be able to say the true thing and still be welcomed.

We have already planned to train together again next month, older knees permitting.

If there is someone you have been meaning to contact and keep putting off, consider this your sign. Send the message. Say the true thing. You may find, as I did, that the door was never really closed.
`,
  },
  {
    slug: 'the-truth-blog-finding-the-universal-thread',
    title: 'The Truth Blog: Finding the Universal Thread',
    excerpt:
      'Truth is a practical tool for solving problems. This essay looks at the common thread that connects people across cultures and faiths, and how to practise it daily.',
    tags: ['truth', 'philosophy', 'peace', 'humanity'],
    publishedAt: '2025-02-10T12:00:00.000Z',
    content: `I started this blog with a simple conviction that I still hold: truth is a tool. Not a weapon to win arguments with, and not a trophy to hang on the wall, but a practical tool, like a spirit level or a multimeter, that tells you what is actually in front of you so you can do something useful about it.

Here is what I mean, and why I think the same thread runs through people who seem to have little in common.

## Truth as a working tool

As an electrician, I learned early that a circuit does not care what you believe about it. You can be certain a wire is dead, but if you have not tested it, your certainty is worth nothing. The meter tells you the truth, and the truth keeps you alive. Every good engineer I know shares this humility: *measure first, then decide*.

The same principle applies well beyond wiring. When a business is struggling, the temptation is to tell yourself a kinder story than the numbers do. When a relationship is strained, it is easier to blame circumstances than to look at your own part. In both cases, the problem cannot be solved until it is seen clearly. **A problem you refuse to name is a problem you cannot fix.**

## The universal thread

I have been fortunate to spend time among very different communities: in London and in Cameroon, in training halls, churches and mosques, on building sites and in recording studios. People disagree about a great deal. They pray, eat and vote differently, and raise their children by different rules. And yet, over and over, I find the same thread running beneath the differences.

Almost everyone wants to be treated fairly. Almost everyone wants their children to be safe and to have a better chance than they had. Nearly every tradition I have encountered carries some version of the same teaching:

> Treat others as you would want to be treated, and speak honestly, because a community built on lies cannot stand.

The words change from scripture to scripture and proverb to proverb, but the shape stays the same. That shape is what I call the *universal thread*. It is not a new religion or a replacement for anyone's faith. It is the common ground that already exists, waiting to be noticed.

## Why we lose sight of it

If the thread is so universal, why is there so much conflict? I think the answer is that we tend to argue about the *surface* while assuming the worst about the *depths*. We see someone dressed differently, speaking differently or believing differently, and we fill in the gaps with fear. We rarely ask what they actually want, and so we rarely discover that it is much the same as what we want.

Fear thrives on assumptions. Truth dissolves them, but only if we are willing to go looking for it, and only if we are willing to hear answers we did not expect.

## Practical steps

Philosophy is only useful if it changes how you act on an ordinary Tuesday. Here are the steps I try to practise myself. I do not always manage them, but they have never once made a situation worse:

1. **Describe before you judge.** Before deciding whether something is good or bad, describe exactly what happened, as plainly as you can. Most arguments shrink once the facts are agreed.
2. **Ask one more question.** When something surprises or offends you, ask what the speaker means before you respond.
3. **Separate the person from the problem.** In martial arts, you learn to meet force without hatred. The same is true in conversation: you can oppose an idea completely while still respecting the person who holds it.
4. **Say the uncomfortable thing early.** Small truths told early prevent large crises later.
5. **Check your own wiring.** Before pointing at someone else's fault, test your own assumptions. *Am I sure, or am I just comfortable?*
6. **Look for the shared want.** In any disagreement, try to name one thing both sides genuinely want, and start building from there.

## Truth and peace

Some worry that insisting on truth leads to conflict. I have found the opposite. Conflict grows in the dark, in rumours, assumptions and things left unsaid. Peace is not the absence of disagreement; it is the presence of enough honesty and respect that disagreements can be worked through rather than fought over.

In Wing Chun there is a principle of taking the most direct line. It is efficient rather than aggressive. I think truth works the same way. The direct line, spoken with care, is usually the shortest path to resolution, and it wastes the least of everyone's energy and goodwill.

## An invitation

This blog will keep returning to these questions, through stories from my work, my music and poetry, my training and the people I meet. I do not claim to have the final answers. What I can offer is an honest attempt to find the thread that connects us, and a willingness to be corrected when I get it wrong.

If you have seen that thread in your own life, in your faith, your work or your family, I would love to hear about it. The more of us who look for it, the easier it becomes to find.
`,
  },
  {
    slug: 'hello-world',
    title: 'Hello World',
    excerpt:
      'Welcome to my blog: who I am, what I will be writing about, from my ventures and technology to music, poetry and martial philosophy, and how to get in touch.',
    tags: ['welcome', 'technology'],
    publishedAt: '2024-12-01T10:00:00.000Z',
    content: `Welcome. If you are reading this, you have found the very first post on my new blog, and I am glad you are here.

## Who I am

A name on a page does not tell you much, so let me introduce myself properly. I am an artist, an entrepreneur, an engineer and a coach, based in London. That sounds like four different people, and some days it feels like it. Over the years, though, I have come to see these as different expressions of the same thing: a desire to understand problems clearly and to solve them honestly.

By trade I am an electrician and engineer, and through EPIE I work on electrical and solar installations. As an entrepreneur I build software: Tag my Thing, an app for tagging your possessions and preserving your digital legacy, and MedAI, a system that handles medical appointments and invoicing so clinicians can spend more time with their patients. I am also working to establish a technical college in Cameroon, because practical skills change lives. Outside of work I write music and poetry, and I coach Mix Marshall Arts, a practice that blends Wing Chun and Kung Fu with the philosophy behind them.

## What this blog is for

Here is what you can expect to find here:

- **Ventures:** honest updates on what I am building, including what is not working
- **Technology:** notes on software, automation and engineering
- **Music and poetry:** new pieces, and the stories behind them
- **Martial philosophy:** lessons from training that apply far beyond the training hall

Running through all of it is the idea that guides everything I do: truth is a tool for solving problems.

And as an engineer, I could not resist starting the traditional way:

\`\`\`js
console.log("Hello, world!");
\`\`\`

## Stay in touch

If any of this resonates with you, please subscribe so that new posts reach you directly. And if you would like to work with me, whether on a project, a coaching session or a conversation about one of my ventures, you can [book a session here](/booking).

Thank you for reading. This is the beginning, and I am looking forward to seeing where it leads.
`,
  },
];
