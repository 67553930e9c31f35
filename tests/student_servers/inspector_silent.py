"""A server that reads everything and never answers, nor exits when its input ends.

Its first argument, if any, is a file to write its pid to, so a test can see that it was killed.
"""
import os
import sys
import time

if len(sys.argv) > 1:
    with open(sys.argv[1], "w") as pid_file:
        pid_file.write(str(os.getpid()))
for _ in sys.stdin:
    pass
while True:
    time.sleep(60)
