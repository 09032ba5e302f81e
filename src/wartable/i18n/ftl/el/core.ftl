# Τα μηνύματα του κοινού συμβολαίου όλων των παιχνιδιών.

seat-player = Παίκτης { $number }
move-text = { $move }
error-game-over = κίνηση { $move }: το παιχνίδι έχει τελειώσει
error-empty-move = κίνηση '': κενό κείμενο κίνησης
error-not-text = κίνηση { $move }: αναμενόταν κείμενο, δόθηκε { $kind }
error-illegal-move = κίνηση { $move }: { $reason }
error-not-legal = δεν είναι νόμιμη κίνηση σε αυτή τη θέση
error-not-your-turn = κίνηση { $move } από { $seat }: είναι η σειρά του παίκτη { $current }
error-chance-to-move = κίνηση { $move }: σειρά έχει η τύχη, και την αποφασίζει μόνο η γεννήτρια της παρτίδας
error-no-chance = { $game }: καμία ρίψη ή τράβηγμα δεν εκκρεμεί σε αυτή τη θέση
