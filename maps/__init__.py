"""The four arenas as Tiled maps (see README.md here). A wheel carries this folder inside the
package as `adrenaline_team.maps` (pyproject.toml: package-dir)."""
