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
takeback-none = αναίρεση: δεν έχετε παίξει κίνηση για να την πάρετε πίσω
takeback-chance = αναίρεση: μια κίνηση της τύχης ακολούθησε την τελευταία σας κίνηση
takeback-hidden = αναίρεση: κάτι είναι κρυφό σε αυτό το παιχνίδι από την τελευταία σας κίνηση
takeback-pending = αναίρεση: έχει ήδη ζητηθεί αναίρεση
takeback-no-request = αναίρεση: κανείς δεν τη ζήτησε
takeback-own = αναίρεση: εσείς τη ζητήσατε· αποδέχονται οι άλλοι
takeback-rated-computer = αναίρεση: ένας παίκτης υπολογιστής δεν τη δέχεται σε βαθμολογούμενη παρτίδα

# είσοδος που παρατίθεται σε μήνυμα, μόνο η αρχή της όταν είναι μεγάλη
input-long = { $text } ({ $length } χαρακτήρες)
# μια επιλογή κανόνων που απορρίφθηκε
option-unknown = { $game }: άγνωστη επιλογή { $name } (επιλογές: { $options })
option-type = επιλογή { $name }={ $value }: αναμενόταν τύπος { $kind }
option-type-got = επιλογή { $name }={ $value }: αναμενόταν τύπος { $kind }, δόθηκε { $got }
option-choice = επιλογή { $name }={ $value }: πρέπει να είναι μία από τις τιμές { $allowed }
option-min = επιλογή { $name }={ $value }: πρέπει να είναι τουλάχιστον { $minimum }
option-max = επιλογή { $name }={ $value }: πρέπει να είναι το πολύ { $maximum }
