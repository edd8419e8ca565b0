import { RETRY_HELPER_SNIPPET } from '../demo-snippets.ts';
import type { DemoTranslations } from './types.ts';

/** The demo posts in Italian. */
export const it: DemoTranslations = {
  'weekly-catch-up-robots-rollouts-and-rebuilds': {
    title: 'Il punto della settimana: robot, rilasci e ricostruzioni',
    excerpt:
      'Questa settimana: i robot programmati che scrivono le bozze dei miei aggiornamenti settimanali, il rilascio prudente della nuova infrastruttura del sito e perché Tag my Thing viene ricostruito dal suo nucleo.',
    content: `È stata una settimana piena, e mi sono promesso che questi aggiornamenti sarebbero rimasti onesti anche quando l’elenco delle cose da finire è più lungo di quello delle cose finite. Ecco dunque a che punto è tutto: i robot sono in funzione, la nuova infrastruttura è in fase di rilascio e Tag my Thing è a metà di una ricostruzione che probabilmente avrei dovuto iniziare un anno fa.

## I robot sono svegli

«Robot» è una parola grossa per quello che in realtà è una manciata di attività programmate, ma il nome mi piace ed è rimasto. La principale scrive e pubblica questi aggiornamenti settimanali. Ogni lunedì mattina raccoglie i miei messaggi di commit, le attività chiuse e gli appunti della settimana in una bozza nell’area di amministrazione, che poi rivedo. Nulla esce senza che io l’abbia letto prima. Il robot raccoglie; io racconto.

### Cosa fanno ora i robot

- Raccogliere gli appunti e le attività concluse della settimana in un’unica bozza
- Assegnare automaticamente i tag alla bozza, così che compaia sotto gli argomenti giusti
- Controllare ogni link della bozza e segnalare quelli non funzionanti
- Mandarmi un breve promemoria se una bozza resta da rivedere per più di un giorno

La lezione più dura della settimana ha riguardato i fallimenti. Le attività programmate falliscono in silenzio. Una chiamata di rete va in timeout alle sei del mattino, nessuno guarda, e l’attività semplicemente non avviene. Così ho avvolto le parti fragili in una piccola funzione di ripetizione:

${RETRY_HELPER_SNIPPET}

Non è ingegnosa, ed è proprio questo il punto. Ogni tentativo aspetta un po’ più del precedente e, se tutto fallisce comunque, viene rilanciato l’errore originale, così l’attività viene registrata come fallita invece di fingere che vada tutto bene. Abbinare \`withRetry\` a un vero registro dei fallimenti ha già fatto emergere due problemi che altrimenti mi sarebbero sfuggiti del tutto.

Se siete curiosi del resto del lavoro di automazione, trovate tutto sotto [il tag automazione](/blog?tag=automation).

## Rilasciare la nuova infrastruttura

L’altro grande lavoro della settimana è stato spostare il sito sulle sue nuove fondamenta. Per un’attività di una sola persona, l’infrastruttura deve essere noiosa nel senso migliore: prevedibile, economica da gestire e facile da sistemare alle undici di sera senza una squadra da chiamare. L’ho rilasciata a piccoli passi prudenti invece che con un unico salto coraggioso:

1. Far girare il nuovo sistema accanto al vecchio e confrontare le pagine fianco a fianco
2. Spostare il database con una migrazione collaudata, poi verificare che i numeri coincidano
3. Passare una piccola parte dei visitatori e tenere d’occhio i log degli errori per un giorno
4. Passare tutti quando i log restano tranquilli
5. Tenere disponibile il vecchio sistema per una settimana, non si sa mai

Non è successo nulla di drammatico. Le pagine di prenotazione sono più veloci, l’area di amministrazione non si blocca più quando carico immagini e i backup ora girano ogni notte invece che quando me ne ricordo.

## Ricostruire Tag my Thing

Tag my Thing è nato da un’idea semplice: aiutare le persone a registrare ciò che possiedono e ciò che significa per loro, così che nulla di importante vada perso quando passa alla generazione successiva. La prima versione funzionava, ma è cresciuta per caso. Le funzioni venivano aggiunte dove stavano bene in quel momento, non dove dovevano stare.

### Perché ricostruire invece di rattoppare

Ogni correzione cominciava a rompere qualcos’altro. Quando una piccola modifica al modo in cui si assegnano i tag agli oggetti può cambiare di nascosto il modo in cui un’eredità digitale viene condivisa con la famiglia, è segno che la struttura ha bisogno di attenzione. La ricostruzione separa le regole essenziali (che cos’è un oggetto, a chi appartiene e chi può vederlo) dalle schermate e dall’archiviazione che le circondano. È un lavoro più lento, ma mi permette di cambiare una parte con la certezza che il resto reggerà.

## Cosa è uscito questa settimana

| Area | Cosa è cambiato | Stato |
| --- | --- | --- |
| Automazione | Bozze degli aggiornamenti settimanali con controllo dei link | Online |
| Infrastruttura | Nuovo hosting, backup notturni, pagine più veloci | Online |
| Tag my Thing | Nuovo modello di base per oggetti e proprietà | In prova |

## La prossima settimana

Il piano è finire di collaudare il nuovo nucleo di Tag my Thing, invitare alcuni dei primi utenti a provarlo e raccontare più nel dettaglio cosa ho imparato dalla migrazione. La verità è uno strumento, e questo significa anche essere onesti su ciò che non è ancora finito.
`,
  },
  'the-truth-blog-finding-the-universal-thread': {
    title: 'Il blog della verità: trovare il filo universale',
    excerpt:
      'La verità è uno strumento pratico per risolvere i problemi. Questo saggio esplora il filo comune che unisce le persone attraverso culture e fedi, e come praticarlo ogni giorno.',
    content: `Ho iniziato questo blog con una convinzione semplice che ho ancora: la verità è uno strumento. Non un’arma per vincere le discussioni, né un trofeo da appendere al muro, ma uno strumento pratico, come una livella o un multimetro, che ti dice che cosa hai davvero davanti perché tu possa farne qualcosa di utile.

Ecco che cosa intendo, e perché credo che lo stesso filo attraversi persone che sembrano avere poco in comune.

## La verità come strumento di lavoro

Da elettricista ho imparato presto che a un circuito non importa che cosa pensi di lui. Puoi essere certo che un filo non sia in tensione, ma se non l’hai verificato la tua certezza non vale nulla. Lo strumento di misura ti dice la verità, e la verità ti tiene in vita. Ogni buon ingegnere che conosco condivide questa umiltà: *prima misurare, poi decidere*.

Lo stesso principio vale ben oltre i cablaggi. Quando un’attività è in difficoltà, la tentazione è raccontarsi una storia più gentile di quella dei numeri. Quando un rapporto si incrina, è più facile dare la colpa alle circostanze che guardare la propria parte. In entrambi i casi il problema non si può risolvere finché non lo si vede con chiarezza. **Un problema che ti rifiuti di nominare è un problema che non puoi risolvere.**

## Il filo universale

Ho avuto la fortuna di passare del tempo in comunità molto diverse: a Londra e in Camerun, in palestre, chiese e moschee, nei cantieri e negli studi di registrazione. Le persone sono in disaccordo su moltissime cose. Pregano, mangiano e votano in modo diverso, e crescono i figli con regole diverse. Eppure, di continuo, trovo lo stesso filo sotto le differenze.

Quasi tutti vogliono essere trattati con giustizia. Quasi tutti vogliono che i propri figli siano al sicuro e abbiano possibilità migliori delle loro. Quasi ogni tradizione che ho incontrato porta con sé una versione dello stesso insegnamento:

> Tratta gli altri come vorresti essere trattato, e parla con onestà, perché una comunità costruita sulle menzogne non può reggersi.

Le parole cambiano da una scrittura all’altra e da un proverbio all’altro, ma la forma resta la stessa. Questa forma è ciò che chiamo il *filo universale*. Non è una nuova religione né un sostituto della fede di qualcuno. È il terreno comune che esiste già e che aspetta solo di essere notato.

## Perché lo perdiamo di vista

Se il filo è così universale, perché c’è tanto conflitto? Credo che la risposta sia che tendiamo a litigare sulla *superficie* dando per scontato il peggio delle *profondità*. Vediamo qualcuno che si veste, parla o crede in modo diverso e riempiamo i vuoti con la paura. Raramente chiediamo che cosa voglia davvero, e così raramente scopriamo che è più o meno ciò che vogliamo noi.

La paura si nutre di supposizioni. La verità le dissolve, ma solo se siamo disposti a cercarla, e solo se siamo disposti ad ascoltare risposte che non ci aspettavamo.

## Passi pratici

La filosofia è utile solo se cambia il modo in cui agisci in un martedì qualunque. Ecco i passi che cerco di praticare io stesso. Non sempre ci riesco, ma non hanno mai peggiorato una situazione:

1. **Descrivi prima di giudicare.** Prima di decidere se qualcosa è buono o cattivo, descrivi esattamente che cosa è successo, nel modo più semplice possibile. La maggior parte delle discussioni si ridimensiona una volta chiariti i fatti.
2. **Fai una domanda in più.** Quando qualcosa ti sorprende o ti offende, chiedi che cosa intenda chi parla prima di rispondere.
3. **Separa la persona dal problema.** Nelle arti marziali impari ad affrontare la forza senza odio. Lo stesso vale in una conversazione: puoi opporti completamente a un’idea e rispettare comunque la persona che la sostiene.
4. **Di’ presto la cosa scomoda.** Piccole verità dette presto evitano grandi crisi più tardi.
5. **Controlla il tuo cablaggio.** Prima di indicare l’errore di qualcun altro, metti alla prova le tue supposizioni. *Ne sono sicuro, o sto solo comodo?*
6. **Cerca il desiderio comune.** In ogni disaccordo, prova a nominare una cosa che entrambe le parti vogliono davvero, e costruisci da lì.

## Verità e pace

Alcuni temono che insistere sulla verità porti al conflitto. Io ho visto il contrario. Il conflitto cresce al buio, nelle voci, nelle supposizioni e nelle cose non dette. La pace non è l’assenza di disaccordo; è la presenza di abbastanza onestà e rispetto perché i disaccordi si possano risolvere invece di combatterli.

Nel Wing Chun c’è il principio di seguire la linea più diretta. È efficiente, non aggressivo. Credo che la verità funzioni allo stesso modo. La linea diretta, detta con cura, è di solito la via più breve verso una soluzione, e spreca meno di tutte l’energia e la buona volontà di ciascuno.

## Un invito

Questo blog tornerà spesso su queste domande, attraverso storie del mio lavoro, della mia musica e della mia poesia, del mio allenamento e delle persone che incontro. Non pretendo di avere le risposte definitive. Quello che posso offrire è un tentativo onesto di trovare il filo che ci unisce, e la disponibilità a essere corretto quando sbaglio.

Se hai visto quel filo nella tua vita, nella tua fede, nel tuo lavoro o nella tua famiglia, mi piacerebbe molto sentirne parlare. Più siamo a cercarlo, più sarà facile trovarlo.
`,
  },
  'hello-world': {
    title: 'Ciao mondo',
    excerpt:
      'Benvenuti nel mio blog: chi sono, di cosa scriverò, dai miei progetti e dalla tecnologia alla musica, alla poesia e alla filosofia marziale, e come mettersi in contatto con me.',
    content: `Benvenuti. Se state leggendo queste righe, avete trovato il primissimo articolo del mio nuovo blog, e sono felice che siate qui.

## Chi sono

Un nome su una pagina non dice molto, quindi lasciatemi presentare come si deve. Sono un artista, un imprenditore, un ingegnere e un coach, e vivo a Londra. Sembrano quattro persone diverse, e certi giorni è proprio così che mi sento. Con gli anni, però, ho capito che sono espressioni diverse della stessa cosa: il desiderio di capire chiaramente i problemi e di risolverli con onestà.

Di mestiere sono elettricista e ingegnere, e con EPIE lavoro a impianti elettrici e solari. Come imprenditore creo software: Tag my Thing, un’app per catalogare i propri beni e preservare la propria eredità digitale, e MedAI, un sistema che gestisce appuntamenti medici e fatturazione perché i medici possano dedicare più tempo ai pazienti. Sto anche lavorando per fondare un istituto tecnico in Camerun, perché le competenze pratiche cambiano la vita. Fuori dal lavoro scrivo musica e poesia, e insegno Mix Marshall Arts, una pratica che unisce il Wing Chun e il Kung Fu alla filosofia che li sostiene.

## A cosa serve questo blog

Ecco che cosa troverete qui:

- **Progetti:** aggiornamenti onesti su ciò che sto costruendo, compreso ciò che non funziona
- **Tecnologia:** appunti su software, automazione e ingegneria
- **Musica e poesia:** nuovi brani e le storie che ci sono dietro
- **Filosofia marziale:** lezioni dall’allenamento che valgono ben oltre la palestra

Ad attraversare tutto c’è l’idea che guida ogni cosa che faccio: la verità è uno strumento per risolvere i problemi.

E, da ingegnere, non ho resistito a cominciare nel modo tradizionale:

\`\`\`js
console.log("Hello, world!");
\`\`\`

## Restiamo in contatto

Se qualcosa di tutto questo vi parla, iscrivetevi per ricevere direttamente i nuovi articoli. E se volete lavorare con me, che sia su un progetto, per una sessione di coaching o per una chiacchierata su uno dei miei progetti, potete [prenotare una sessione qui](/booking).

Grazie per aver letto. Questo è l’inizio, e non vedo l’ora di scoprire dove porterà.
`,
  },
};
