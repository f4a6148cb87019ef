"""What every screen is made of: the look (`theme`), the window's geometry (`layout`), keyboard
and gamepad commands (`controls`), form fields that a keyboard and a gamepad can work
(`fields`), the screen base classes (`scene`) and the not-saving warning (`warning`). Nothing
here knows a particular screen."""
