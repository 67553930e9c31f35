"""`python -m mcpnb.conformance install`: the command the docs and the suite's hint name."""

import sys

from mcpnb.running.conformance import main

if __name__ == "__main__":
    sys.exit(main())
