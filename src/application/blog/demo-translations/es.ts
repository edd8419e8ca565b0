import { RETRY_HELPER_SNIPPET } from '../demo-snippets.ts';
import type { DemoTranslations } from './types.ts';

/** The demo posts in Spanish. */
export const es: DemoTranslations = {
  'weekly-catch-up-robots-rollouts-and-rebuilds': {
    title: 'Resumen semanal: robots, despliegues y reconstrucciones',
    excerpt:
      'Esta semana: los robots programados que redactan mis resúmenes semanales, un despliegue cuidadoso de la nueva infraestructura del sitio y por qué Tag my Thing se está reconstruyendo desde su núcleo.',
    content: `Ha sido una semana intensa, y me prometí que estos resúmenes seguirían siendo honestos aunque la lista de lo pendiente sea más larga que la de lo terminado. Así que este es el estado de todo: los robots están funcionando, la nueva infraestructura se está desplegando y Tag my Thing va por la mitad de una reconstrucción que probablemente debí empezar hace un año.

## Los robots están despiertos

«Robots» es una palabra grandilocuente para lo que en realidad son un puñado de tareas programadas, pero me gusta el nombre y se ha quedado. La principal redacta y publica estos resúmenes semanales. Cada lunes por la mañana reúne mis mensajes de commit, las tareas cerradas y las notas de la semana en un borrador del área de administración para que yo lo revise. Nada sale sin que yo lo haya leído antes. El robot recopila; yo cuento.

### Lo que hacen ahora los robots

- Reunir las notas y tareas terminadas de la semana en un único borrador
- Etiquetar el borrador automáticamente, para que aparezca en los temas correctos
- Comprobar cada enlace del borrador y señalar los que estén rotos
- Enviarme un breve recordatorio si un borrador lleva más de un día sin revisar

La lección más dura de la semana tuvo que ver con los fallos. Las tareas programadas fallan en silencio. Una llamada de red agota su tiempo a las seis de la mañana, nadie está mirando y la tarea simplemente no ocurre. Así que envolví las partes frágiles en una pequeña función de reintento:

${RETRY_HELPER_SNIPPET}

No es ingeniosa, y de eso se trata. Cada intento espera un poco más que el anterior, y si aun así todo falla, se lanza el error original para que la tarea quede registrada como fallida en lugar de fingir que todo va bien. Combinar \`withRetry\` con un registro de fallos como es debido ya ha descubierto dos problemas que, de otro modo, se me habrían escapado por completo.

Si tienes curiosidad por el resto del trabajo de automatización, está todo reunido bajo [la etiqueta de automatización](/blog?tag=automation).

## Desplegar la nueva infraestructura

La otra gran tarea de la semana fue trasladar el sitio a sus nuevos cimientos. Para un negocio de una sola persona, la infraestructura tiene que ser aburrida en el mejor sentido: predecible, barata de mantener y fácil de arreglar a las once de la noche sin un equipo al que llamar. La desplegué en pasos cuidadosos en lugar de en un único salto valiente:

1. Ejecutar la nueva configuración junto a la antigua y comparar las páginas una al lado de la otra
2. Trasladar la base de datos con una migración probada y comprobar que las cifras coinciden
3. Pasar a una pequeña parte de los visitantes y vigilar los registros de errores durante un día
4. Pasar a todo el mundo cuando los registros se mantengan tranquilos
5. Mantener disponible la configuración antigua durante una semana, por si acaso

No pasó nada dramático. Las páginas de reservas son más rápidas, el área de administración ya no se atasca cuando subo imágenes y las copias de seguridad se ejecutan cada noche en lugar de cuando me acuerdo.

## Reconstruir Tag my Thing

Tag my Thing nació de una idea sencilla: ayudar a las personas a registrar lo que poseen y lo que significa para ellas, para que nada importante se pierda al pasar a la siguiente generación. La primera versión funcionaba, pero creció por accidente. Las funciones se añadían donde encajaban en ese momento, no donde les correspondía.

### Por qué reconstruir en lugar de parchear

Cada arreglo empezaba a romper otra cosa. Cuando un pequeño cambio en la forma de etiquetar los objetos puede alterar sin avisar cómo se comparte un legado digital con la familia, es señal de que la estructura necesita atención. La reconstrucción separa las reglas esenciales (qué es un objeto, a quién pertenece y quién puede verlo) de las pantallas y el almacenamiento que las rodean. Es un trabajo más lento, pero me permite cambiar una parte con la confianza de que el resto aguantará.

## Lo que salió esta semana

| Área | Qué cambió | Estado |
| --- | --- | --- |
| Automatización | Borradores del resumen semanal con comprobación de enlaces | En producción |
| Infraestructura | Nuevo alojamiento, copias de seguridad nocturnas, páginas más rápidas | En producción |
| Tag my Thing | Nuevo modelo central para objetos y propiedad | En pruebas |

## La próxima semana

El plan es terminar de probar el nuevo núcleo de Tag my Thing, invitar a algunos de los primeros usuarios a probarlo y contar con más detalle lo que aprendí de la migración. La verdad es una herramienta, y eso incluye ser honesto sobre lo que aún está sin terminar.
`,
  },
  'the-truth-blog-finding-the-universal-thread': {
    title: 'El blog de la verdad: encontrar el hilo universal',
    excerpt:
      'La verdad es una herramienta práctica para resolver problemas. Este ensayo examina el hilo común que une a las personas a través de culturas y creencias, y cómo practicarlo cada día.',
    content: `Empecé este blog con una convicción sencilla que sigo manteniendo: la verdad es una herramienta. No un arma para ganar discusiones ni un trofeo para colgar en la pared, sino una herramienta práctica, como un nivel de burbuja o un multímetro, que te dice lo que de verdad tienes delante para que puedas hacer algo útil con ello.

Esto es lo que quiero decir, y por qué creo que el mismo hilo atraviesa a personas que parecen tener poco en común.

## La verdad como herramienta de trabajo

Como electricista, aprendí pronto que a un circuito no le importa lo que creas sobre él. Puedes estar seguro de que un cable no tiene tensión, pero si no lo has comprobado, tu certeza no vale nada. El medidor te dice la verdad, y la verdad te mantiene con vida. Todos los buenos ingenieros que conozco comparten esta humildad: *primero medir, luego decidir*.

El mismo principio se aplica mucho más allá del cableado. Cuando un negocio pasa apuros, la tentación es contarse una historia más amable que la de los números. Cuando una relación se tensa, es más fácil culpar a las circunstancias que mirar la parte que nos toca. En ambos casos, el problema no puede resolverse hasta que se ve con claridad. **Un problema que te niegas a nombrar es un problema que no puedes arreglar.**

## El hilo universal

He tenido la suerte de pasar tiempo en comunidades muy distintas: en Londres y en Camerún, en salas de entrenamiento, iglesias y mezquitas, en obras y en estudios de grabación. La gente discrepa en muchísimas cosas. Reza, come y vota de forma diferente, y cría a sus hijos con reglas diferentes. Y, sin embargo, una y otra vez encuentro el mismo hilo por debajo de las diferencias.

Casi todo el mundo quiere ser tratado con justicia. Casi todo el mundo quiere que sus hijos estén a salvo y tengan mejores oportunidades que las que tuvo. Casi todas las tradiciones que he conocido llevan alguna versión de la misma enseñanza:

> Trata a los demás como querrías que te trataran, y habla con honestidad, porque una comunidad construida sobre mentiras no puede sostenerse.

Las palabras cambian de una escritura a otra y de un proverbio a otro, pero la forma sigue siendo la misma. Esa forma es lo que llamo el *hilo universal*. No es una nueva religión ni un sustituto de la fe de nadie. Es el terreno común que ya existe, esperando a que alguien lo note.

## Por qué lo perdemos de vista

Si el hilo es tan universal, ¿por qué hay tanto conflicto? Creo que la respuesta es que solemos discutir sobre la *superficie* mientras suponemos lo peor de las *profundidades*. Vemos a alguien que viste, habla o cree de otra manera, y llenamos los huecos con miedo. Rara vez preguntamos qué quiere en realidad, y por eso rara vez descubrimos que es muy parecido a lo que queremos nosotros.

El miedo se alimenta de suposiciones. La verdad las disuelve, pero solo si estamos dispuestos a buscarla, y solo si estamos dispuestos a escuchar respuestas que no esperábamos.

## Pasos prácticos

La filosofía solo es útil si cambia cómo actúas un martes cualquiera. Estos son los pasos que intento practicar yo mismo. No siempre lo consigo, pero nunca han empeorado una situación:

1. **Describe antes de juzgar.** Antes de decidir si algo es bueno o malo, describe exactamente lo que ocurrió, con la mayor sencillez posible. La mayoría de las discusiones se reducen una vez que se acuerdan los hechos.
2. **Haz una pregunta más.** Cuando algo te sorprenda o te ofenda, pregunta qué quiere decir la otra persona antes de responder.
3. **Separa a la persona del problema.** En las artes marciales aprendes a recibir la fuerza sin odio. Lo mismo ocurre en una conversación: puedes oponerte por completo a una idea y aun así respetar a quien la defiende.
4. **Di pronto lo incómodo.** Las pequeñas verdades dichas a tiempo evitan grandes crisis después.
5. **Revisa tu propio cableado.** Antes de señalar el fallo de otro, pon a prueba tus propias suposiciones. *¿Estoy seguro, o solo estoy cómodo?*
6. **Busca el deseo compartido.** En cualquier desacuerdo, intenta nombrar una cosa que ambas partes quieran de verdad, y construye a partir de ahí.

## Verdad y paz

Hay quien teme que insistir en la verdad lleve al conflicto. Yo he visto lo contrario. El conflicto crece en la oscuridad, en rumores, suposiciones y cosas que no se dicen. La paz no es la ausencia de desacuerdo; es la presencia de suficiente honestidad y respeto para que los desacuerdos se resuelvan en lugar de combatirse.

En el Wing Chun existe el principio de tomar la línea más directa. Es eficiente, no agresivo. Creo que la verdad funciona igual. La línea directa, dicha con cuidado, suele ser el camino más corto hacia la solución, y es la que menos malgasta la energía y la buena voluntad de todos.

## Una invitación

Este blog volverá una y otra vez a estas preguntas, a través de historias de mi trabajo, mi música y mi poesía, mi entrenamiento y las personas que conozco. No pretendo tener las respuestas definitivas. Lo que puedo ofrecer es un intento honesto de encontrar el hilo que nos une, y la disposición a que me corrijan cuando me equivoque.

Si has visto ese hilo en tu propia vida, en tu fe, tu trabajo o tu familia, me encantaría que me lo contaras. Cuantos más lo busquemos, más fácil será encontrarlo.
`,
  },
  'hello-world': {
    title: 'Hola, mundo',
    excerpt:
      'Bienvenido a mi blog: quién soy, sobre qué escribiré, desde mis proyectos y la tecnología hasta la música, la poesía y la filosofía marcial, y cómo ponerte en contacto conmigo.',
    content: `Bienvenido. Si estás leyendo esto, has encontrado la primerísima entrada de mi nuevo blog, y me alegra que estés aquí.

## Quién soy

Un nombre en una página no dice mucho, así que déjame presentarme como es debido. Soy artista, emprendedor, ingeniero y entrenador, y vivo en Londres. Suena a cuatro personas distintas, y algunos días así lo siento. Con los años, sin embargo, he llegado a ver estos papeles como expresiones diferentes de una misma cosa: el deseo de entender los problemas con claridad y resolverlos con honestidad.

De oficio soy electricista e ingeniero, y con EPIE trabajo en instalaciones eléctricas y solares. Como emprendedor creo software: Tag my Thing, una aplicación para etiquetar tus pertenencias y preservar tu legado digital, y MedAI, un sistema que gestiona las citas médicas y la facturación para que los profesionales sanitarios puedan dedicar más tiempo a sus pacientes. También trabajo para fundar una escuela técnica en Camerún, porque las habilidades prácticas cambian vidas. Fuera del trabajo escribo música y poesía, y enseño Mix Marshall Arts, una práctica que combina el Wing Chun y el Kung Fu con la filosofía que hay detrás de ellos.

## Para qué sirve este blog

Esto es lo que encontrarás aquí:

- **Proyectos:** novedades honestas sobre lo que estoy construyendo, incluido lo que no funciona
- **Tecnología:** notas sobre software, automatización e ingeniería
- **Música y poesía:** piezas nuevas y las historias que hay detrás
- **Filosofía marcial:** lecciones del entrenamiento que van mucho más allá de la sala

Todo ello lo atraviesa la idea que guía cuanto hago: la verdad es una herramienta para resolver problemas.

Y, como ingeniero, no pude resistirme a empezar de la forma tradicional:

\`\`\`js
console.log("Hello, world!");
\`\`\`

## Sigamos en contacto

Si algo de esto te resuena, suscríbete para que las nuevas entradas te lleguen directamente. Y si quieres trabajar conmigo, ya sea en un proyecto, en una sesión de coaching o en una conversación sobre alguno de mis proyectos, puedes [reservar una sesión aquí](/booking).

Gracias por leer. Esto es el comienzo, y tengo muchas ganas de ver adónde nos lleva.
`,
  },
};
