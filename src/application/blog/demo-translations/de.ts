import { RETRY_HELPER_SNIPPET } from '../demo-snippets.ts';
import type { DemoTranslations } from './types.ts';

/** The demo posts in German. */
export const de: DemoTranslations = {
  'weekly-catch-up-robots-rollouts-and-rebuilds': {
    title: 'Wochenrückblick: Roboter, Rollouts und Neubauten',
    excerpt:
      'Diese Woche: die geplanten Roboter, die meine Wochenberichte entwerfen, ein behutsamer Rollout der neuen Infrastruktur der Website und warum Tag my Thing von Grund auf neu gebaut wird.',
    content: `Es war eine volle Woche, und ich habe mir versprochen, dass diese Rückblicke ehrlich bleiben, auch wenn die Liste des Unfertigen länger ist als die des Fertigen. Hier also der Stand der Dinge: Die Roboter laufen, die neue Infrastruktur wird ausgerollt, und Tag my Thing steckt mitten in einem Neubau, mit dem ich wohl schon vor einem Jahr hätte anfangen sollen.

## Die Roboter sind wach

„Roboter“ ist ein großes Wort für eine Handvoll geplanter Aufgaben, aber der Name gefällt mir, und er ist geblieben. Die wichtigste entwirft und veröffentlicht diese Wochenberichte. Jeden Montagmorgen sammelt sie meine Commit-Nachrichten, erledigten Aufgaben und Notizen der Woche zu einem Entwurf im Admin-Bereich, den ich dann prüfe. Nichts geht hinaus, ohne dass ich es vorher gelesen habe. Der Roboter sammelt, ich erzähle.

### Was die Roboter jetzt tun

- Die Notizen und erledigten Aufgaben der Woche in einem einzigen Entwurf zusammenfassen
- Den Entwurf automatisch verschlagworten, damit er unter den richtigen Themen erscheint
- Jeden Link im Entwurf prüfen und kaputte markieren
- Mich kurz erinnern, wenn ein Entwurf länger als einen Tag ungeprüft liegt

Die härteste Lektion dieser Woche betraf Fehler. Geplante Aufgaben scheitern leise. Um sechs Uhr morgens läuft eine Netzwerkanfrage in eine Zeitüberschreitung, niemand schaut hin, und die Aufgabe findet einfach nicht statt. Also habe ich die empfindlichen Teile in eine kleine Hilfsfunktion für Wiederholungen gepackt:

${RETRY_HELPER_SNIPPET}

Sie ist nicht raffiniert, und genau darum geht es. Jeder Versuch wartet etwas länger als der vorige, und wenn trotzdem alles scheitert, wird der ursprüngliche Fehler geworfen, damit die Aufgabe als gescheitert protokolliert wird, statt so zu tun, als sei alles in Ordnung. \`withRetry\` zusammen mit einem ordentlichen Fehlerprotokoll hat bereits zwei Probleme aufgedeckt, die ich sonst völlig übersehen hätte.

Wer neugierig auf die übrige Automatisierungsarbeit ist, findet alles unter [dem Schlagwort Automatisierung](/blog?tag=automation).

## Die neue Infrastruktur ausrollen

Das andere große Stück dieser Woche war der Umzug der Website auf ihr neues Fundament. Für ein Ein-Personen-Unternehmen muss Infrastruktur im besten Sinne langweilig sein: vorhersehbar, günstig im Betrieb und um elf Uhr abends ohne Team zu reparieren. Ich habe sie in vorsichtigen Schritten ausgerollt statt in einem mutigen Sprung:

1. Das neue System neben dem alten betreiben und die Seiten nebeneinander vergleichen
2. Die Datenbank mit einer getesteten Migration umziehen und prüfen, ob die Zahlen übereinstimmen
3. Einen kleinen Teil der Besucher umleiten und einen Tag lang die Fehlerprotokolle beobachten
4. Alle umziehen, sobald die Protokolle ruhig bleiben
5. Das alte System für alle Fälle noch eine Woche bereithalten

Nichts Dramatisches ist passiert. Die Buchungsseiten sind schneller, der Admin-Bereich hängt beim Hochladen von Bildern nicht mehr, und Sicherungen laufen jetzt jede Nacht statt dann, wenn ich daran denke.

## Tag my Thing neu bauen

Tag my Thing begann mit einer einfachen Idee: Menschen helfen festzuhalten, was sie besitzen und was es ihnen bedeutet, damit nichts Wichtiges verloren geht, wenn es an die nächste Generation übergeht. Die erste Version funktionierte, aber sie ist zufällig gewachsen. Funktionen kamen dorthin, wo sie gerade passten, nicht dorthin, wo sie hingehörten.

### Warum neu bauen statt flicken

Jede Korrektur begann, etwas anderes kaputt zu machen. Wenn eine kleine Änderung an der Verschlagwortung von Gegenständen unbemerkt beeinflussen kann, wie ein digitales Erbe mit der Familie geteilt wird, ist das ein Zeichen, dass die Struktur Aufmerksamkeit braucht. Der Neubau trennt die Kernregeln (was ein Gegenstand ist, wem er gehört und wer ihn sehen darf) von den Bildschirmen und der Speicherung drumherum. Das ist langsamere Arbeit, aber so kann ich einen Teil ändern und mich darauf verlassen, dass der Rest hält.

## Was diese Woche fertig wurde

| Bereich | Was sich geändert hat | Status |
| --- | --- | --- |
| Automatisierung | Entwürfe der Wochenberichte mit Linkprüfung | Live |
| Infrastruktur | Neues Hosting, nächtliche Sicherungen, schnellere Seiten | Live |
| Tag my Thing | Neues Kernmodell für Gegenstände und Eigentum | Im Test |

## Nächste Woche

Der Plan: den neuen Kern von Tag my Thing fertig testen, ein paar frühe Nutzer zum Ausprobieren einladen und ausführlicher aufschreiben, was ich aus der Migration gelernt habe. Wahrheit ist ein Werkzeug, und dazu gehört auch, ehrlich zu sagen, was noch unfertig ist.
`,
  },
  'the-truth-blog-finding-the-universal-thread': {
    title: 'Der Wahrheitsblog: Den universellen Faden finden',
    excerpt:
      'Wahrheit ist ein praktisches Werkzeug zum Lösen von Problemen. Dieser Essay betrachtet den gemeinsamen Faden, der Menschen über Kulturen und Glaubensrichtungen hinweg verbindet, und wie man ihn täglich übt.',
    content: `Ich habe diesen Blog mit einer einfachen Überzeugung begonnen, die ich noch immer habe: Wahrheit ist ein Werkzeug. Keine Waffe, um Streitgespräche zu gewinnen, und keine Trophäe für die Wand, sondern ein praktisches Werkzeug, wie eine Wasserwaage oder ein Multimeter, das dir zeigt, was wirklich vor dir liegt, damit du etwas Sinnvolles damit anfangen kannst.

Hier ist, was ich damit meine, und warum ich glaube, dass derselbe Faden durch Menschen läuft, die scheinbar wenig gemeinsam haben.

## Wahrheit als Arbeitswerkzeug

Als Elektriker habe ich früh gelernt, dass es einem Stromkreis egal ist, was du über ihn glaubst. Du kannst sicher sein, dass eine Leitung spannungsfrei ist, aber wenn du sie nicht geprüft hast, ist deine Gewissheit nichts wert. Das Messgerät sagt dir die Wahrheit, und die Wahrheit hält dich am Leben. Jeder gute Ingenieur, den ich kenne, teilt diese Demut: *erst messen, dann entscheiden*.

Dasselbe Prinzip gilt weit über die Elektrik hinaus. Wenn ein Unternehmen kämpft, ist die Versuchung groß, sich eine freundlichere Geschichte zu erzählen als die Zahlen. Wenn eine Beziehung angespannt ist, ist es leichter, die Umstände verantwortlich zu machen, als den eigenen Anteil anzusehen. In beiden Fällen lässt sich das Problem erst lösen, wenn es klar gesehen wird. **Ein Problem, das du nicht benennen willst, kannst du nicht beheben.**

## Der universelle Faden

Ich hatte das Glück, Zeit in sehr unterschiedlichen Gemeinschaften zu verbringen: in London und in Kamerun, in Trainingshallen, Kirchen und Moscheen, auf Baustellen und in Tonstudios. Die Menschen sind sich über vieles uneinig. Sie beten, essen und wählen unterschiedlich und erziehen ihre Kinder nach unterschiedlichen Regeln. Und doch finde ich immer wieder denselben Faden unter den Unterschieden.

Fast jeder möchte fair behandelt werden. Fast jeder möchte, dass seine Kinder sicher sind und bessere Chancen haben als er selbst. Nahezu jede Tradition, der ich begegnet bin, trägt eine Version derselben Lehre in sich:

> Behandle andere so, wie du behandelt werden möchtest, und sprich ehrlich, denn eine Gemeinschaft, die auf Lügen gebaut ist, kann nicht bestehen.

Die Worte ändern sich von Schrift zu Schrift und von Sprichwort zu Sprichwort, aber die Form bleibt dieselbe. Diese Form nenne ich den *universellen Faden*. Er ist keine neue Religion und kein Ersatz für irgendjemandes Glauben. Er ist der gemeinsame Boden, der bereits existiert und nur darauf wartet, bemerkt zu werden.

## Warum wir ihn aus den Augen verlieren

Wenn der Faden so universell ist, warum gibt es dann so viel Streit? Ich glaube, die Antwort ist, dass wir über die *Oberfläche* streiten und dabei das Schlimmste über die *Tiefe* annehmen. Wir sehen jemanden, der sich anders kleidet, anders spricht oder anders glaubt, und füllen die Lücken mit Angst. Selten fragen wir, was er eigentlich will, und so entdecken wir selten, dass es ziemlich genau dasselbe ist, was wir wollen.

Angst lebt von Annahmen. Wahrheit löst sie auf, aber nur, wenn wir bereit sind, nach ihr zu suchen, und nur, wenn wir bereit sind, Antworten zu hören, die wir nicht erwartet haben.

## Praktische Schritte

Philosophie ist nur nützlich, wenn sie verändert, wie du an einem gewöhnlichen Dienstag handelst. Hier sind die Schritte, die ich selbst zu üben versuche. Es gelingt mir nicht immer, aber sie haben eine Lage noch nie schlimmer gemacht:

1. **Beschreiben, bevor du urteilst.** Bevor du entscheidest, ob etwas gut oder schlecht ist, beschreibe so schlicht wie möglich, was genau passiert ist. Die meisten Streitigkeiten schrumpfen, sobald man sich über die Fakten einig ist.
2. **Stelle eine Frage mehr.** Wenn dich etwas überrascht oder kränkt, frage, was dein Gegenüber meint, bevor du antwortest.
3. **Trenne die Person vom Problem.** In den Kampfkünsten lernst du, Kraft ohne Hass zu begegnen. Im Gespräch gilt dasselbe: Du kannst eine Idee vollständig ablehnen und trotzdem den Menschen respektieren, der sie vertritt.
4. **Sag das Unbequeme früh.** Kleine Wahrheiten, früh ausgesprochen, verhindern später große Krisen.
5. **Prüfe deine eigene Verkabelung.** Bevor du auf den Fehler eines anderen zeigst, prüfe deine eigenen Annahmen. *Bin ich mir sicher, oder ist es mir nur bequem?*
6. **Suche den gemeinsamen Wunsch.** Versuche in jeder Meinungsverschiedenheit, eine Sache zu benennen, die beide Seiten wirklich wollen, und baue von dort aus weiter.

## Wahrheit und Frieden

Manche befürchten, dass das Beharren auf Wahrheit zu Konflikten führt. Ich habe das Gegenteil erlebt. Konflikte wachsen im Dunkeln, in Gerüchten, Annahmen und Unausgesprochenem. Frieden ist nicht die Abwesenheit von Meinungsverschiedenheiten; er ist die Gegenwart von genug Ehrlichkeit und Respekt, dass Meinungsverschiedenheiten gelöst statt ausgefochten werden können.

Im Wing Chun gibt es das Prinzip, die direkteste Linie zu nehmen. Das ist effizient, nicht aggressiv. Ich glaube, mit der Wahrheit verhält es sich genauso. Die direkte Linie, mit Sorgfalt ausgesprochen, ist meist der kürzeste Weg zur Lösung und verschwendet am wenigsten von jedermanns Kraft und Wohlwollen.

## Eine Einladung

Dieser Blog wird immer wieder zu diesen Fragen zurückkehren, durch Geschichten aus meiner Arbeit, meiner Musik und Poesie, meinem Training und den Menschen, denen ich begegne. Ich behaupte nicht, die endgültigen Antworten zu haben. Was ich anbieten kann, ist der ehrliche Versuch, den Faden zu finden, der uns verbindet, und die Bereitschaft, mich korrigieren zu lassen, wenn ich falschliege.

Wenn du diesen Faden in deinem eigenen Leben gesehen hast, in deinem Glauben, deiner Arbeit oder deiner Familie, würde ich gern davon hören. Je mehr von uns danach suchen, desto leichter ist er zu finden.
`,
  },
  'hello-world': {
    title: 'Hallo Welt',
    excerpt:
      'Willkommen in meinem Blog: wer ich bin, worüber ich schreiben werde, von meinen Unternehmungen und Technologie bis zu Musik, Poesie und Kampfkunstphilosophie, und wie du mich erreichst.',
    content: `Willkommen. Wenn du das liest, hast du den allerersten Beitrag in meinem neuen Blog gefunden, und ich freue mich, dass du hier bist.

## Wer ich bin

Ein Name auf einer Seite verrät nicht viel, also stelle ich mich richtig vor. Ich bin Künstler, Unternehmer, Ingenieur und Coach mit Sitz in London. Das klingt nach vier verschiedenen Menschen, und an manchen Tagen fühlt es sich auch so an. Mit den Jahren habe ich diese Rollen jedoch als verschiedene Ausdrucksformen derselben Sache verstanden: dem Wunsch, Probleme klar zu verstehen und sie ehrlich zu lösen.

Von Beruf bin ich Elektriker und Ingenieur, und mit EPIE arbeite ich an Elektro- und Solaranlagen. Als Unternehmer baue ich Software: Tag my Thing, eine App, mit der du deine Besitztümer verschlagworten und dein digitales Erbe bewahren kannst, und MedAI, ein System für medizinische Termine und Abrechnungen, damit Ärztinnen und Ärzte mehr Zeit für ihre Patienten haben. Außerdem arbeite ich daran, eine technische Hochschule in Kamerun aufzubauen, denn praktische Fähigkeiten verändern Leben. Neben der Arbeit schreibe ich Musik und Gedichte und unterrichte Mix Marshall Arts, eine Praxis, die Wing Chun und Kung Fu mit der Philosophie dahinter verbindet.

## Wofür dieser Blog da ist

Das erwartet dich hier:

- **Unternehmungen:** ehrliche Berichte darüber, was ich aufbaue, auch über das, was nicht funktioniert
- **Technologie:** Notizen zu Software, Automatisierung und Technik
- **Musik und Poesie:** neue Stücke und die Geschichten dahinter
- **Kampfkunstphilosophie:** Lektionen aus dem Training, die weit über die Trainingshalle hinaus gelten

Durch alles zieht sich die Idee, die alles leitet, was ich tue: Wahrheit ist ein Werkzeug, um Probleme zu lösen.

Und als Ingenieur konnte ich nicht widerstehen, auf die traditionelle Art anzufangen:

\`\`\`js
console.log("Hello, world!");
\`\`\`

## Bleib in Kontakt

Wenn dich etwas davon anspricht, abonniere gern, damit neue Beiträge dich direkt erreichen. Und wenn du mit mir arbeiten möchtest, sei es an einem Projekt, in einer Coaching-Sitzung oder in einem Gespräch über eine meiner Unternehmungen, kannst du [hier eine Sitzung buchen](/booking).

Danke fürs Lesen. Das ist der Anfang, und ich bin gespannt, wohin er führt.
`,
  },
};
