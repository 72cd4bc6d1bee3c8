-- Written by hand (issue 14). The setup's keys that change turn by turn (the timer of the prompt
-- the game waits on, a kick vote) live in a small column of their own: a decision then rewrites
-- that, not the whole setup document (a TOAST insert and delete in the WAL of every save). Loads
-- read `setup || setup_live`. Rows stored before keep them inside `setup`, with no setup_live.
ALTER TABLE "game" ADD COLUMN "setup_live" JSONB;

-- Kept in the row even past the table's toast_tuple_target (it is small and changes every save).
ALTER TABLE "game" ALTER COLUMN "setup_live" SET STORAGE MAIN;
