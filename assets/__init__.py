"""Fonts and their licences (LICENSES.md). A wheel carries this folder inside the package as
`adrenaline_team.assets` (pyproject.toml: package-dir)."""
