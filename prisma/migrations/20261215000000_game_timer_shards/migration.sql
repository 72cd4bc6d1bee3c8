-- Turn timers come from an indexed query instead of a scan of every open game (docs/scaling.md):
-- next_timer_at is when the game timer next asks for something (its reminder, then its
-- timeout), written by every save, and timer_claimed_until is the lease of the process that handles it.
ALTER TABLE "game" ADD COLUMN "next_timer_at" TIMESTAMPTZ(3),
ADD COLUMN "timer_claimed_until" TIMESTAMPTZ(3);

-- CreateIndex (partial: most games have no timer due, and closed games never have one)
CREATE INDEX "game_next_timer_at_idx" ON "game"("next_timer_at") WHERE "next_timer_at" IS NOT NULL;

-- Written by hand: the open games stored before this migration get their next timer from their
-- setup (src/app/turn-timer.ts, nextTimerAt): half time until reminded, then the deadline.
UPDATE "game" SET "next_timer_at" = ("setup" -> 'timer' ->> 'since')::timestamptz
  + make_interval(secs => ("setup" -> 'options' ->> 'turnTimerHours')::float8 * 3600
      * CASE WHEN ("setup" -> 'timer' ->> 'reminded')::boolean THEN 1 ELSE 0.5 END)
WHERE "status" IN ('lobby', 'active')
  AND jsonb_typeof("setup" -> 'timer' -> 'since') = 'string'
  AND jsonb_typeof("setup" -> 'options' -> 'turnTimerHours') = 'number'
  AND ("setup" -> 'options' ->> 'turnTimerHours')::float8 > 0;
