"""Speed and size figures, printed as JSON lines: `python -m bench`."""
