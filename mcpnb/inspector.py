"""`python -m mcpnb.inspector install`: the Inspector's command, where the README has always said."""

import sys

from mcpnb.running.inspector import main

if __name__ == "__main__":
    sys.exit(main())
