"""`python -m mcpnb.inspector install`: the command the docs and the Inspector's hint name."""

import sys

from mcpnb.running.inspector import main

if __name__ == "__main__":
    sys.exit(main())
