"""The German seed's handshake server (lesson-handshake.de.txt, server2.js), line for line in Python.

Where Python differs from Node, it does what Node does: it flushes each message (Node's write
leaves at once), leaves out an error's data when there is none (JSON.stringify drops undefined),
and treats the fields of anything but an object as missing.
"""
import json
import sys

UNTERSTUETZT = ["2025-03-26", "2024-11-05"]
zustand = "neu"


def senden(m):
    sys.stdout.write(json.dumps({"jsonrpc": "2.0", **m}) + "\n")
    sys.stdout.flush()


def antworten(id, ergebnis):
    senden({"id": id, "result": ergebnis})


def fehler(id, code, text, daten=None):
    error = {"code": code, "message": text}
    if daten is not None:
        error["data"] = daten
    senden({"id": id, "error": error})


def initialisieren(nachricht):
    global zustand
    params = nachricht.get("params") or {}
    gewuenscht = params.get("protocolVersion") if isinstance(params, dict) else None
    if gewuenscht not in UNTERSTUETZT:
        return fehler(nachricht["id"], -32602, "Protokollversion nicht unterstützt",
                      {"requested": gewuenscht, "supported": UNTERSTUETZT})
    zustand = "wartend"
    antworten(nachricht["id"], {"protocolVersion": gewuenscht,
                                "capabilities": {"tools": {"listChanged": False}},
                                "serverInfo": {"name": "mensa", "version": "0.2"}})


def verarbeiten(nachricht):
    global zustand
    felder = nachricht if isinstance(nachricht, dict) else {}
    methode = felder.get("method")
    if "id" not in felder:
        if methode == "notifications/initialized" and zustand == "wartend":
            zustand = "bereit"
        return
    if methode == "ping":
        return antworten(felder["id"], {})
    if methode == "initialize":
        if zustand == "neu":
            return initialisieren(felder)
        return fehler(felder["id"], -32600, "Schon initialisiert")
    if zustand in ("neu", "wartend"):
        return fehler(felder["id"], -32600, "Nicht initialisiert")
    if methode == "tools/list":
        return antworten(felder["id"], {"tools": []})
    fehler(felder["id"], -32601, f"Method not found: {methode}")


for zeile in sys.stdin:
    try:
        nachricht = json.loads(zeile)
    except ValueError:
        fehler(None, -32700, "Parse error")
        continue
    verarbeiten(nachricht)
