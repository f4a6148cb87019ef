"""The six character portraits, hand-written SVG made for this project (assets/LICENSES.md);
`ui.table.cards` renders them at each size. A package so that the wheel carries them."""
