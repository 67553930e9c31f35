"""An HTTP server that attacks the check instead of serving: `python http_hostile.py MODE
--port N`, MODE one of flood (an endless event, no line end), trickle (a keep-alive comment
every tenth of a second, forever), drip (a status line, then a header every second, forever:
never silent, never a whole head), silent (reads each request, never answers), stop-parent
(stops the process that started it, never says ready, then serves), kill-parent
(kills the process that started it, then serves nothing), reach-out PORT (tries to connect to
this machine's 127.0.0.1:PORT, says on stderr whether it could, then is silent), gzip (a JSON answer of gigabytes of zeros, gzipped to a
few megabytes: a client that inflates it holds them all)."""

import os
import signal
import socket
import sys
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

mode = sys.argv[1]
port = int(sys.argv[sys.argv.index("--port") + 1])


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_POST(self):
        self.rfile.read(int(self.headers.get("Content-Length") or 0))
        if mode == "gzip":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Encoding", "gzip")
            self.end_headers()
            squeeze = zlib.compressobj(9, zlib.DEFLATED, 31)
            zeros = b"0" * (1 << 20)
            for _ in range(4096):  # 4 GiB inflated
                self.wfile.write(squeeze.compress(zeros))
            self.wfile.write(squeeze.flush())
            return
        if mode == "silent":
            time.sleep(600)
        if mode == "drip":
            self.wfile.write(b"HTTP/1.1 200 OK\r\n")
            while True:
                self.wfile.flush()
                time.sleep(1)
                self.wfile.write(b"X-Still: here\r\n")
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.end_headers()
        while True:
            if mode == "flood":
                self.wfile.write(b"data: " + b"x" * 65536)
            else:
                self.wfile.write(b": still here\n")
                time.sleep(0.1)
            self.wfile.flush()

    do_GET = do_DELETE = do_POST

    def log_message(self, format, *args):
        pass


if mode == "kill-parent":
    os.kill(os.getppid(), signal.SIGKILL)
if mode == "stop-parent":
    os.kill(os.getppid(), signal.SIGSTOP)
    mode = "flood"
if mode == "reach-out":
    try:
        socket.create_connection(("127.0.0.1", int(sys.argv[2])), timeout=2).close()
        print("reached the machine", file=sys.stderr, flush=True)
    except OSError as error:
        print(f"could not reach the machine: {error}", file=sys.stderr, flush=True)
    mode = "silent"
server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
server.daemon_threads = True
if mode != "flood" or "stop-parent" not in sys.argv:
    print("ready", file=sys.stderr, flush=True)
server.serve_forever()
