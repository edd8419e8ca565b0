import { RETRY_HELPER_SNIPPET } from '../demo-snippets.ts';
import type { DemoTranslations } from './types.ts';

/** The demo posts in (European) Portuguese. */
export const pt: DemoTranslations = {
  'weekly-catch-up-robots-rollouts-and-rebuilds': {
    title: 'Resumo semanal: robôs, implementações e reconstruções',
    excerpt:
      'Esta semana: os robôs agendados que redigem os meus resumos semanais, uma implementação cuidadosa da nova infraestrutura do site e porque é que o Tag my Thing está a ser reconstruído a partir do núcleo.',
    content: `Foi uma semana cheia, e prometi a mim mesmo que estes resumos continuariam honestos mesmo quando a lista do que está por acabar é maior do que a do que está feito. Por isso, eis o ponto da situação: os robôs estão a funcionar, a nova infraestrutura está a ser implementada e o Tag my Thing vai a meio de uma reconstrução que provavelmente devia ter começado há um ano.

## Os robôs estão acordados

«Robôs» é uma palavra grande para aquilo que, na verdade, é um punhado de tarefas agendadas, mas gosto do nome e ficou. A principal redige e publica estes resumos semanais. Todas as segundas-feiras de manhã reúne as minhas mensagens de commit, as tarefas concluídas e as notas da semana num rascunho na área de administração, para eu rever. Nada sai sem que eu o leia primeiro. O robô recolhe; eu conto.

### O que os robôs fazem agora

- Reunir as notas e as tarefas concluídas da semana num único rascunho
- Etiquetar o rascunho automaticamente, para que apareça nos temas certos
- Verificar cada ligação do rascunho e assinalar as que estão partidas
- Enviar-me um lembrete curto se um rascunho estiver por rever há mais de um dia

A lição mais dura da semana foi sobre falhas. As tarefas agendadas falham em silêncio. Um pedido de rede esgota o tempo às seis da manhã, ninguém está a ver e a tarefa simplesmente não acontece. Por isso envolvi as partes frágeis numa pequena função de nova tentativa:

${RETRY_HELPER_SNIPPET}

Não é engenhosa, e é precisamente essa a questão. Cada tentativa espera um pouco mais do que a anterior e, se mesmo assim tudo falhar, o erro original é lançado para que a tarefa fique registada como falhada, em vez de fingir que está tudo bem. Juntar \`withRetry\` a um registo de falhas a sério já apanhou dois problemas que, de outro modo, me teriam escapado por completo.

Se tiver curiosidade sobre o resto do trabalho de automação, está tudo reunido sob [a etiqueta automação](/blog?tag=automation).

## Implementar a nova infraestrutura

O outro grande trabalho desta semana foi mudar o site para as suas novas fundações. Para um negócio de uma só pessoa, a infraestrutura tem de ser aborrecida no melhor sentido: previsível, barata de manter e fácil de arranjar às onze da noite sem uma equipa a quem ligar. Implementei-a em passos cuidadosos, em vez de um único salto corajoso:

1. Pôr a nova configuração a funcionar ao lado da antiga e comparar as páginas lado a lado
2. Mudar a base de dados com uma migração testada e verificar que os números batem certo
3. Passar uma pequena parte dos visitantes e vigiar os registos de erros durante um dia
4. Passar toda a gente quando os registos se mantiverem calmos
5. Manter a configuração antiga disponível durante uma semana, por precaução

Não aconteceu nada de dramático. As páginas de marcação estão mais rápidas, a área de administração já não encrava quando carrego imagens e as cópias de segurança correm agora todas as noites, em vez de quando me lembro.

## Reconstruir o Tag my Thing

O Tag my Thing nasceu de uma ideia simples: ajudar as pessoas a registar o que têm e o que isso significa para elas, para que nada de importante se perca quando passa para a geração seguinte. A primeira versão funcionava, mas cresceu por acaso. As funcionalidades eram acrescentadas onde cabiam no momento, não onde pertenciam.

### Porquê reconstruir em vez de remendar

Cada correção começava a estragar outra coisa. Quando uma pequena alteração na forma de etiquetar os objetos pode mudar discretamente a forma como um legado digital é partilhado com a família, é sinal de que a estrutura precisa de atenção. A reconstrução separa as regras essenciais (o que é um objeto, a quem pertence e quem o pode ver) dos ecrãs e do armazenamento à sua volta. É um trabalho mais lento, mas permite-me mudar uma parte com a confiança de que o resto aguenta.

## O que saiu esta semana

| Área | O que mudou | Estado |
| --- | --- | --- |
| Automação | Rascunhos dos resumos semanais com verificação de ligações | Em produção |
| Infraestrutura | Novo alojamento, cópias de segurança noturnas, páginas mais rápidas | Em produção |
| Tag my Thing | Novo modelo central para objetos e propriedade | Em teste |

## Na próxima semana

O plano é acabar de testar o novo núcleo do Tag my Thing, convidar alguns dos primeiros utilizadores a experimentá-lo e escrever com mais pormenor o que aprendi com a migração. A verdade é uma ferramenta, e isso inclui ser honesto sobre o que ainda está por acabar.
`,
  },
  'the-truth-blog-finding-the-universal-thread': {
    title: 'O blogue da verdade: encontrar o fio universal',
    excerpt:
      'A verdade é uma ferramenta prática para resolver problemas. Este ensaio observa o fio comum que liga as pessoas entre culturas e crenças, e como praticá-lo todos os dias.',
    content: `Comecei este blogue com uma convicção simples que ainda mantenho: a verdade é uma ferramenta. Não é uma arma para ganhar discussões nem um troféu para pendurar na parede, mas uma ferramenta prática, como um nível de bolha ou um multímetro, que nos diz o que está realmente à nossa frente para que possamos fazer algo de útil com isso.

Eis o que quero dizer, e porque acredito que o mesmo fio atravessa pessoas que parecem ter pouco em comum.

## A verdade como ferramenta de trabalho

Como eletricista, aprendi cedo que um circuito não quer saber daquilo em que acreditamos sobre ele. Podemos ter a certeza de que um fio está sem tensão, mas, se não o testámos, a nossa certeza não vale nada. O aparelho de medida diz-nos a verdade, e a verdade mantém-nos vivos. Todos os bons engenheiros que conheço partilham esta humildade: *primeiro medir, depois decidir*.

O mesmo princípio aplica-se muito para lá das instalações elétricas. Quando um negócio está em dificuldades, a tentação é contarmos a nós próprios uma história mais simpática do que a dos números. Quando uma relação está tensa, é mais fácil culpar as circunstâncias do que olhar para a nossa parte. Em ambos os casos, o problema não pode ser resolvido enquanto não for visto com clareza. **Um problema que nos recusamos a nomear é um problema que não conseguimos resolver.**

## O fio universal

Tive a sorte de passar tempo em comunidades muito diferentes: em Londres e nos Camarões, em salas de treino, igrejas e mesquitas, em obras e em estúdios de gravação. As pessoas discordam sobre imensas coisas. Rezam, comem e votam de maneira diferente, e educam os filhos com regras diferentes. E, no entanto, vezes sem conta encontro o mesmo fio por baixo das diferenças.

Quase toda a gente quer ser tratada com justiça. Quase toda a gente quer que os filhos estejam em segurança e tenham melhores oportunidades do que teve. Quase todas as tradições que conheci trazem alguma versão do mesmo ensinamento:

> Trata os outros como gostarias de ser tratado, e fala com honestidade, porque uma comunidade construída sobre mentiras não se aguenta de pé.

As palavras mudam de escritura para escritura e de provérbio para provérbio, mas a forma mantém-se. É a essa forma que chamo o *fio universal*. Não é uma nova religião nem um substituto da fé de ninguém. É o terreno comum que já existe, à espera de ser notado.

## Porque o perdemos de vista

Se o fio é tão universal, porque há tanto conflito? Creio que a resposta é que tendemos a discutir a *superfície* enquanto presumimos o pior das *profundezas*. Vemos alguém que se veste, fala ou acredita de outra forma e preenchemos as lacunas com medo. Raramente perguntamos o que essa pessoa realmente quer, e por isso raramente descobrimos que é muito parecido com o que nós queremos.

O medo alimenta-se de suposições. A verdade dissolve-as, mas só se estivermos dispostos a procurá-la, e só se estivermos dispostos a ouvir respostas que não esperávamos.

## Passos práticos

A filosofia só é útil se mudar a forma como agimos numa terça-feira qualquer. Estes são os passos que eu próprio tento praticar. Nem sempre consigo, mas nunca tornaram uma situação pior:

1. **Descrever antes de julgar.** Antes de decidir se algo é bom ou mau, descreva exatamente o que aconteceu, da forma mais simples possível. A maioria das discussões encolhe quando os factos ficam assentes.
2. **Fazer mais uma pergunta.** Quando algo o surpreender ou ofender, pergunte o que a outra pessoa quer dizer antes de responder.
3. **Separar a pessoa do problema.** Nas artes marciais aprende-se a enfrentar a força sem ódio. O mesmo vale numa conversa: pode opor-se por completo a uma ideia e, ainda assim, respeitar quem a defende.
4. **Dizer cedo o que é desconfortável.** Pequenas verdades ditas cedo evitam grandes crises mais tarde.
5. **Verificar a própria instalação.** Antes de apontar a falha de outra pessoa, teste as suas próprias suposições. *Tenho a certeza, ou estou só confortável?*
6. **Procurar o desejo comum.** Em qualquer desacordo, tente nomear uma coisa que ambos os lados queiram genuinamente, e construa a partir daí.

## Verdade e paz

Há quem receie que insistir na verdade leve ao conflito. Eu vi o contrário. O conflito cresce no escuro, em rumores, suposições e coisas por dizer. A paz não é a ausência de desacordo; é a presença de honestidade e respeito suficientes para que os desacordos se resolvam em vez de se combaterem.

No Wing Chun existe o princípio de seguir a linha mais direta. É eficiente, não agressivo. Creio que a verdade funciona da mesma maneira. A linha direta, dita com cuidado, é normalmente o caminho mais curto para a solução, e é a que menos desperdiça a energia e a boa vontade de todos.

## Um convite

Este blogue vai voltar muitas vezes a estas perguntas, através de histórias do meu trabalho, da minha música e poesia, do meu treino e das pessoas que conheço. Não afirmo ter as respostas definitivas. O que posso oferecer é uma tentativa honesta de encontrar o fio que nos liga, e a disponibilidade para ser corrigido quando estiver errado.

Se já viu esse fio na sua própria vida, na sua fé, no seu trabalho ou na sua família, gostava muito de saber. Quantos mais de nós o procurarmos, mais fácil será encontrá-lo.
`,
  },
  'hello-world': {
    title: 'Olá, mundo',
    excerpt:
      'Bem-vindo ao meu blogue: quem sou, sobre o que vou escrever, dos meus projetos e da tecnologia à música, à poesia e à filosofia marcial, e como entrar em contacto comigo.',
    content: `Bem-vindo. Se está a ler isto, encontrou o primeiríssimo artigo do meu novo blogue, e fico contente por estar aqui.

## Quem sou

Um nome numa página não diz muito, por isso deixe-me apresentar-me como deve ser. Sou artista, empreendedor, engenheiro e treinador, e vivo em Londres. Parecem quatro pessoas diferentes, e há dias em que é assim que me sinto. Com os anos, porém, passei a ver estes papéis como expressões diferentes da mesma coisa: a vontade de compreender os problemas com clareza e de os resolver com honestidade.

De profissão sou eletricista e engenheiro, e com a EPIE trabalho em instalações elétricas e solares. Como empreendedor crio software: o Tag my Thing, uma aplicação para etiquetar os seus bens e preservar o seu legado digital, e o MedAI, um sistema que trata das consultas médicas e da faturação para que os profissionais de saúde possam dedicar mais tempo aos doentes. Estou também a trabalhar para fundar uma escola técnica nos Camarões, porque as competências práticas mudam vidas. Fora do trabalho escrevo música e poesia, e ensino Mix Marshall Arts, uma prática que junta o Wing Chun e o Kung Fu à filosofia que os sustenta.

## Para que serve este blogue

Eis o que pode esperar encontrar aqui:

- **Projetos:** novidades honestas sobre o que estou a construir, incluindo o que não está a resultar
- **Tecnologia:** notas sobre software, automação e engenharia
- **Música e poesia:** peças novas e as histórias por trás delas
- **Filosofia marcial:** lições do treino que valem muito para lá da sala de treino

A atravessar tudo isto está a ideia que orienta tudo o que faço: a verdade é uma ferramenta para resolver problemas.

E, como engenheiro, não resisti a começar da forma tradicional:

\`\`\`js
console.log("Hello, world!");
\`\`\`

## Mantenha o contacto

Se alguma coisa aqui lhe diz algo, subscreva para que os novos artigos lhe cheguem diretamente. E se quiser trabalhar comigo, seja num projeto, numa sessão de coaching ou numa conversa sobre um dos meus projetos, pode [marcar uma sessão aqui](/booking).

Obrigado pela leitura. Isto é o começo, e estou ansioso por ver até onde nos leva.
`,
  },
};
