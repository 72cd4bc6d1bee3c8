-- Written by hand (issue 21). A player's own settings, whatever the server or game: whether End
-- turn asks for confirmation while a minion and an action can still be played. A player without
-- a row has the defaults.
CREATE TABLE "player_settings" (
    "user_id" TEXT NOT NULL,
    "confirm_end_turn" BOOLEAN NOT NULL DEFAULT true,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "player_settings_pkey" PRIMARY KEY ("user_id")
);
