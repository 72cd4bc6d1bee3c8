-- ops follow-up of issue 26: an away window change owes its tables a notice, saved in the same
-- statement as the window, so that a crash before the notices reach the games leaves them owed.
-- tables_owed: away or back while some table may not have been told yet. tables_rev counts the
-- changes of the window (each owes its own notice).
ALTER TABLE "away_window" ADD COLUMN "tables_owed" TEXT,
ADD COLUMN "tables_rev" INTEGER NOT NULL DEFAULT 0;

-- The start-up look for owed notices reads only these rows.
CREATE INDEX "away_window_tables_owed_idx" ON "away_window"("id") WHERE "tables_owed" IS NOT NULL;
