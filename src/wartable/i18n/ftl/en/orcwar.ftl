# Made by `python -m wartable.i18n` from the English templates: do not edit.

