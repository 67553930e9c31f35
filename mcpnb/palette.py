"""The course's colours: one palette for the tables, the reports, the feedback pages and the
pictures, so that right, wrong and aside look the same wherever a student meets them. Each mark
has its symbol or word too, so nothing is told by colour alone. Imports nothing.
"""

RIGHT = "#1a7f37"  # a right cell, a passed finding, a result
WRONG = "#cf222e"  # a wrong cell, a failed finding, an error
ASIDE = "#6e7781"  # blank, not judged, skipped, a message that is no reply
NOTE = "#9a6700"  # a note on a table, a problem in a status, noise on stdout
SENT = "#0969da"  # what the client sent

# The classes of every HTML output's outermost element: JupyterLab's MathJax leaves it as written,
# so a `$schema` or two prices in one line are never typeset as maths (MathJax 3 skips
# `mathjax_ignore`; `tex2jax_ignore` is the older name, which JupyterLab's renderers honour too).
AS_WRITTEN = "tex2jax_ignore mathjax_ignore"
