# The terminal's own words (wartable play): prompts, help, what it says when a game stops.

cli-your-record = Váš záznam: { $path }
cli-host-record = Záznam hostitele (úplný, k pokračování): { $path }
cli-seats = { $title }: { $seats }.
cli-seat-you = { $seat }, vy
cli-seat-agent = { $seat }, { $agent }
cli-type-a-move = Napište tah, ? pro povolené tahy, help pro příkazy.
cli-thinking = { $seat } přemýšlí ({ $agent })
cli-game-over = Konec hry: { $reason }.
cli-score = { $seat }: { $score } - { $result }
cli-result-win = výhra
cli-result-loss = prohra
cli-result-draw = remíza
cli-records-saved = Záznamy uloženy: { $path } (váš), { $host } (hostitele).
cli-refused = Odmítnuto:
cli-pass-keyboard = Předejte klávesnici hráči { $seat } a stiskněte Enter.
cli-chance = náhoda
cli-last-move = Poslední tah: { $number }.
cli-chance-after = náhoda: { $moves }
cli-game-stopped = Hra zastavena: { $how }.
cli-game-left = Hra opuštěna.
cli-nobody-moved = { $first } Nikdo netáhl: žádný soubor nezapsán.
cli-saved-resume = { $first } Uloženo; pokračujte příkazem:
cli-stop-end-of-input = konec vstupu
cli-stop-interrupted = přerušeno (Ctrl-C)
cli-stop-terminated = ukončeno (SIGTERM)
cli-stop-hung-up = terminál zavěsil (SIGHUP)
cli-not-utf8 = řádek není text v UTF-8
cli-too-long = { $length } znaků; tah nebo příkaz má nejvýše { $limit }
cli-did-you-mean = (mysleli jste příkaz { $command }?)
cli-undo-nothing-after = undo { $text }: za undo nic nepatří
cli-undo-not-moved = undo: ještě jste netáhli; není co vzít zpět
cli-undo-not-yours = undo: poslední tah ke vzetí zpět je hráče { $seat }, ne váš; undo bere zpět jen vaše vlastní tahy a odpovědi počítače
cli-save-host-file = save { $name }: to je úplný záznam hostitele; zvolte jiný soubor
cli-moves-count = ({ $listed } z { $total } povolených tahů; „? TEXT“ filtruje)
cli-nothing-to-save = Ještě nikdo netáhl: není co uložit.
cli-saved-to = Uloženo do { $path } (váš) a { $host } (hostitele).
cli-asking-hint = { $agent } hledá radu
cli-hint-cancelled = Rada zrušena (Ctrl-C); hra pokračuje.
cli-hint = Rada od { $agent }: { $move }
cli-taken-back = Vzato zpět:
cli-not-rerolled = Náhoda se nehází znovu: vzaté kostky a tahy karet padnou stejně.
cli-help-commands = Příkazy:
cli-help-or-moves = ? nebo moves
cli-help-file = SOUBOR
cli-help-agent = POČÍTAČ
cli-help-moves = povolené tahy; „? TEXT“ ty, které obsahují TEXT
cli-help-board = znovu deska
cli-help-undo = vzít zpět váš poslední tah a odpovědi počítače (kostky se znovu nehází: padne totéž)
cli-help-hint = navržený tah od počítače ({ $agent }, pokud nejmenujete jiného: { $names }, mcts:N)
cli-help-save = uložit hned; se SOUBOREM se váš záznam odteď ukládá do SOUBORU
cli-help-quit = odejít (uloženo, jakmile někdo táhl; pokračujte s --resume)
cli-help-saving = Hra se ukládá po každém tahu; Ctrl-C nebo Ctrl-D ji zastaví (uloženo). Tab doplní tah a šipka nahoru vrátí řádek, kde terminál umí úpravy řádku.
cli-seats-players = Místa se číslují od 1 (Hráč 1 je místo 1, jako v --seat 1 a --ai { $last }=JMÉNO).
cli-seats-named = Místa se číslují od 1 ({ $seats }; jako v --seat 1 a --ai { $last }=JMÉNO).
cli-seat-number = místo { $number } { $name }

## what is refused before a game starts
cli-error-save-folder = { $where }: je to složka; zadejte soubor
cli-error-save-no-folder = { $where }: složka { $folder } neexistuje
cli-error-save-folder-locked = { $where }: do složky { $folder } nelze zapisovat
cli-error-save-file-locked = { $where }: do souboru nelze zapisovat
cli-error-ai-seat = --ai { $spec }: místo musí být 1-{ $players } nebo 'all'
cli-error-resume-no-match = záznam { $record }: záznam hráče bez id partie nelze obnovit
cli-error-resume-no-host = záznam { $record }: záznam hráče partie { $match }; její úplný záznam není v úložišti tohoto hostitele ({ $store }), takže ji zde nelze obnovit
cli-error-resume-over = záznam { $record }: hra skončila; není co obnovit
cli-error-resume-game = { $where }: záznam je hra { $recorded }, ne { $given }
cli-error-resume-options = { $where }: záznam byl hrán s jinými volbami: { $options }
cli-error-resume-seed = --seed: pokračující hra si ponechává své semínko; vynechte --seed
cli-error-record-missing = záznam { $record }: takový soubor neexistuje
cli-error-record-not-file = záznam { $record }: není soubor
cli-error-record = záznam { $record } nelze obnovit: { $detail }
cli-error-record-unsigned = záznam { $record } nelze obnovit: { $detail }; obnovuje se jen záznam podepsaný tímto hostitelem
cli-error-save-host = --save { $path }: to je úplný záznam hostitele; zvolte jiný soubor
cli-error-seat = --seat { $seat }: místo musí být 1-{ $players }
cli-error-agent-unknown = počítačový hráč { $agent }: neznámý (počítačoví hráči: { $agents })
cli-error-agent-long = počítačový hráč { $agent }: delší než { $limit } znaků
cli-error-options-many = -o: zadáno { $count } voleb; nejvýše { $limit }
cli-error-option-form = volba { $pair }: napište JMÉNO=HODNOTA
cli-error-option-twice = volba { $name }: zadána dvakrát
cli-error-option-long = volba { $pair }: delší než { $limit } znaků
cli-error-players-twice = --players a -o players=N: zadejte počet hráčů jen jednou
